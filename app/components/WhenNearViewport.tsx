import {useEffect, useRef, useState, type ReactNode} from 'react';

/**
 * Renders `children` only in the browser, once their place comes within `margin` of the
 * viewport: below-the-fold extras (a carousel and its library) then cost neither server
 * rendering nor first-load bytes. The slot keeps its height so nothing shifts when they arrive.
 */
export function WhenNearViewport({
  children,
  minHeight,
  margin = '600px',
  testId,
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
  testId?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
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
  }, [near, margin]);

  return (
    <div ref={slot} data-testid={testId} style={near ? undefined : {minHeight}}>
      {near ? children : null}
    </div>
  );
}
