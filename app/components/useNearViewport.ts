import {useEffect, useState, type RefObject} from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: what
 * below-the-fold extras wait for before loading their code. Without IntersectionObserver, at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin: string,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: margin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
