import {useEffect, useSyncExternalStore, type RefObject} from 'react';

/** What the timer needs of a Swiper instance. */
type Slides = {
  destroyed?: boolean;
  isEnd: boolean;
  params: {loop?: boolean};
  slideNext(): unknown;
  slideTo(index: number): unknown;
};

/**
 * Moves a carousel on once a slide has shown for `delay` ms, unless something holds it (the
 * visitor's pointer or focus inside, the pause button, reduced motion) or the tab is hidden.
 * A timer per slide rather than Swiper's Autoplay module: that module counts the time left on
 * every animation frame, which kept an idle home page drawing 60 frames a second.
 */
export function useAutoAdvance(
  swiper: RefObject<Slides | null>,
  {delay, held, slide}: {delay: number; held: boolean; slide: number},
) {
  const hidden = useDocumentHidden();
  useEffect(() => {
    if (held || hidden) return;
    const timer = window.setTimeout(() => {
      const instance = swiper.current;
      if (!instance || instance.destroyed) return;
      // Without a loop the last slide goes back to the first, as Swiper's autoplay did.
      if (instance.isEnd && !instance.params.loop) instance.slideTo(0);
      else instance.slideNext();
    }, delay);
    return () => window.clearTimeout(timer);
    // A new slide (by the timer or by the visitor) starts its own full delay.
  }, [swiper, delay, held, hidden, slide]);
}

function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.hidden,
    () => false,
  );
}
