import {Suspense, useRef, type ReactNode} from 'react';
import {useNearViewport} from '~/hooks/useNearViewport';

/**
 * Renders `children` (typically a React.lazy component) only in the browser, once their place
 * comes within `margin` of the viewport: below-the-fold extras (a carousel and its library) then
 * cost neither server rendering nor first-load bytes. Until then the slot shows `fallback`
 * (server-rendered, readable without JavaScript) or keeps `minHeight` so nothing shifts.
 */
export function WhenNearViewport({
  children,
  fallback = null,
  minHeight,
  margin = '600px',
  testId,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  minHeight?: number;
  margin?: string;
  testId?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, margin);
  return (
    <div
      ref={slot}
      data-testid={testId}
      style={near || minHeight === undefined ? undefined : {minHeight}}
    >
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
