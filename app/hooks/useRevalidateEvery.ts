import {useEffect} from 'react';
import {useRevalidator} from 'react-router';

/** Reloads the route's data every `ms` while the tab is visible (status lists: 60 s). */
export function useRevalidateEvery(ms: number) {
  const {revalidate, state} = useRevalidator();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(() => void revalidate(), ms);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? stop() : start();
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, revalidate]);
  return state;
}
