import {useEffect} from 'react';

// Taps on the page's own buttons before its scripts have run. Pages paint long before they are
// interactive on a slow phone; a button that only works with JavaScript (menu, wishlist, cart,
// a card's heart) would swallow such a tap. A line in <head> keeps those taps and the page
// presses the same buttons again once it is interactive. Links and forms need no help: they
// work without JavaScript.

/** The attribute that marks a button whose early taps are kept. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Spread on such a button. */
export const EARLY_TAP = {[EARLY_TAP_ATTRIBUTE]: ''};

const QUEUE = '__earlyTaps';

/** Runs in <head>, before anything else: keeps taps on marked buttons until the page is interactive. */
export const EARLY_TAPS_SCRIPT = `(function(d,w){var q=w.${QUEUE}=[];d.addEventListener('click',function(e){if(d.documentElement.hasAttribute('data-hydrated'))return;var t=e.target&&e.target.closest&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(!t)return;e.preventDefault();e.stopPropagation();q.push(t)},true)})(document,window);`;

/** Presses again, once the page is interactive, every marked button tapped before (each once). */
export function replayEarlyTaps() {
  const queue = (window as unknown as Record<string, unknown>)[QUEUE];
  if (!Array.isArray(queue)) return;
  for (const element of queue.splice(0) as unknown[])
    if (element instanceof HTMLElement && element.isConnected) element.click();
}

/**
 * Marks the page interactive (html[data-hydrated], which end-to-end tests wait for too) and
 * presses the buttons tapped before. For the root's page and error page alike.
 */
export function usePageInteractive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTaps();
  }, []);
}
