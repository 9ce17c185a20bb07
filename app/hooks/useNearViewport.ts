import {startTransition, useEffect, useState, type RefObject} from 'react';
import {whenIdle} from '~/browser/idle';

/**
 * True once the element has come within `margin` of the viewport (watched from the page's
 * first idle moment), and from then on: what below-the-fold extras wait for before loading
 * their code. Without IntersectionObserver, at that idle moment.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin: string,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    // A transition: parts of the page may still be hydrating (error #421 otherwise).
    const reveal = () => startTransition(() => setNear(true));
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      if (typeof IntersectionObserver === 'undefined') return reveal();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            reveal();
            observer?.disconnect();
          }
        },
        {rootMargin: margin},
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [ref, near, margin]);
  return near;
}
