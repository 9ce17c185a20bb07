import {useEffect, useState} from 'react';
import {prefersReducedMotion} from '~/components/content/carouselLayout';

/**
 * An index that advances every `interval` ms through `count` values, unless paused or the
 * visitor asks for reduced motion. `setIndex` chooses a value directly (dots, steps).
 */
export function useAutoCycle(count: number, interval: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    setReduced(prefersReducedMotion());
  }, []);
  useEffect(() => {
    if (paused || reduced || count < 2) return;
    const timer = window.setInterval(
      () => setIndex((value) => (value + 1) % count),
      interval,
    );
    return () => window.clearInterval(timer);
  }, [count, interval, paused, reduced, index]);
  return {index, setIndex, reduced};
}
