import {Suspense, useEffect, useRef, useState, type ReactNode} from 'react';

/**
 * Renders `fallback` (server-rendered, readable without JavaScript) until the block comes
 * near the viewport, then `children` (typically a React.lazy component, so its code and
 * Swiper load only then).
 */
export function LazyOnView({
  fallback,
  children,
  rootMargin = '400px 0px',
}: {
  fallback: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShow(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      {rootMargin},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [rootMargin]);
  return (
    <div ref={ref}>
      {show ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
