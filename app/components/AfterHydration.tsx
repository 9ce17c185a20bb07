import {startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * Renders `children` only once the page is interactive, in a transition. For browser-only
 * parts whose code loads on demand: rendered on the server inside a Suspense boundary, that
 * boundary would wait for its code while hydrating, and any update reaching it in the meantime
 * (a navigation) would make React throw its HTML away (error #421).
 */
export function AfterHydration({children}: {children: ReactNode}) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
