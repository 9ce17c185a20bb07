import {useEffect, useRef} from 'react';
import {useLocation} from 'react-router';
import {focusPageStart} from '~/browser/pageStart';

/**
 * After the router shows another page (a new path, not a filter, sort or Load more on the same
 * one), focus moves to that page's main heading: the keyboard goes on from there and a screen
 * reader announces the page, as a full load would. The first load keeps the browser's own start.
 */
export function useFocusOnNewPage() {
  const {pathname} = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // After the frame: the new page's heading is laid out and effects that close panels ran.
    const frame = requestAnimationFrame(() => focusPageStart());
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
