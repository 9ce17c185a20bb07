import {useEffect} from 'react';
import {OPENS_PANEL_ATTRIBUTE, PANEL_OPENER} from '~/browser/panelDialog';

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

// React 18 answers a press on a page still hydrating by hydrating all of it at once, inside the
// press: the page freezes for the whole hydration (300-850 ms on the phone profile, which INP
// counts against that press), and while React Router is still decoding its data that
// synchronous hydration fails outright (React error #345) and throws the page's hydration away.
// So until the page is interactive these events do not reach React, and React hydrates in the
// background, in slices a press can come between. The browser still does what they do (typing,
// ticking, following a link); marked buttons are pressed again below (decision 125).
const HYDRATING_EVENTS = [
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown',
  'pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input',
  'textInput copy cut paste click change contextmenu reset submit',
].join(' ');

/**
 * Runs in <head>, before anything else: keeps taps on marked buttons until the page is
 * interactive, opens a panel whose box is on the page (search) at once so what is typed next
 * lands in it, and keeps presses from React until the page is interactive (registered before
 * React's own listeners on the document, so stopImmediatePropagation reaches them).
 */
export const EARLY_TAPS_SCRIPT = `(function(d,w){var q=w.${QUEUE}=[],h=function(){return d.documentElement.hasAttribute('data-hydrated')};d.addEventListener('click',function(e){if(h())return;var c=e.target&&e.target.closest,o=c&&e.target.closest('[${OPENS_PANEL_ATTRIBUTE}]'),g=o&&d.getElementById(o.getAttribute('${OPENS_PANEL_ATTRIBUTE}'));if(g&&g.showModal&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey){e.preventDefault();e.stopPropagation();if(!g.open){w.${PANEL_OPENER}=o;g.showModal();var f=g.querySelector('[data-autofocus]');f&&f.focus()}return}var t=c&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(!t)return;e.preventDefault();e.stopPropagation();q.push(t)},true);'${HYDRATING_EVENTS}'.split(' ').forEach(function(n){d.addEventListener(n,function(e){if(!h())e.stopImmediatePropagation()},true)})})(document,window);`;

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
