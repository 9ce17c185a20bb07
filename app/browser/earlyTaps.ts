import {useEffect} from 'react';
import {OPENS_PANEL_ATTRIBUTE, PANEL_OPENER} from '~/browser/panelDialog';

// Taps before the page's scripts have run. Pages paint long before they are interactive on a
// slow phone; a control that only works with JavaScript (menu, wishlist, a card's heart, a
// question's answer, a slide's dot) would swallow such a tap. A line in <head> keeps the tap
// on any such control, whether or not its author thought of it, and the page presses it again
// once it is interactive (decision 133). What the browser does by itself it still does: a link
// is followed, a form's submit posts it, a summary opens its details, a box takes typing.

const QUEUE = '__earlyTaps';

// React 18 answers a press on a page still hydrating by hydrating all of it at once, inside the
// press: the page freezes for the whole hydration (300-850 ms on the phone profile, which INP
// counts against that press), and while React Router is still decoding its data that
// synchronous hydration fails outright (React error #345) and throws the page's hydration away.
// So until the page is interactive these events do not reach React, and React hydrates in the
// background, in slices a press can come between (decision 125).
const HYDRATING_EVENTS = [
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown',
  'pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input',
  'textInput copy cut paste click change contextmenu reset submit',
].join(' ');

/** What the browser carries out without scripts: such a tap is left to it. */
const NATIVE_CONTROL =
  'a[href],area[href],summary,label,input,select,textarea,[contenteditable]';
/** What only the page's scripts carry out: such a tap is kept and pressed again. */
const SCRIPTED_CONTROL =
  'button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=menuitem],[role=option],[aria-expanded],[aria-pressed],[aria-controls]';

/**
 * Runs in <head>, before anything else, until the page is interactive (html[data-hydrated]):
 * - opens a panel whose box is on the page (search) at once, so what is typed next lands in it;
 * - keeps a tap on the nearest scripted control (not a form's submit or reset button) for
 *   `replayEarlyTaps`, and stops it there;
 * - lets a form post only when a shopper asked for it: its visible submit button (pressed, or
 *   Enter in a field), or Enter in a form without one. A script's submit (a validation library
 *   asking for a check on blur) would otherwise reach the server as a half-filled post;
 * - keeps presses from React (registered before React's own listeners on the document, so
 *   stopImmediatePropagation reaches them).
 */
export const EARLY_TAPS_SCRIPT = `(function(d,w){var q=w.${QUEUE}=[],h=function(){return d.documentElement.hasAttribute('data-hydrated')};d.addEventListener('click',function(e){if(h())return;var t=e.target;if(!t||!t.closest)return;var o=t.closest('[${OPENS_PANEL_ATTRIBUTE}]'),g=o&&d.getElementById(o.getAttribute('${OPENS_PANEL_ATTRIBUTE}'));if(g&&g.show&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey){e.preventDefault();e.stopPropagation();if(!g.open){w.${PANEL_OPENER}=o;g.show();var f=g.querySelector('[data-autofocus]');f&&f.focus()}return}var c=t.closest('${NATIVE_CONTROL},${SCRIPTED_CONTROL}');if(!c||c.matches('${NATIVE_CONTROL}')||(c.form&&(c.type==='submit'||c.type==='reset')))return;e.preventDefault();e.stopPropagation();q.indexOf(c)<0&&q.push(c)},true);d.addEventListener('submit',function(e){if(h())return;var s=e.submitter,f=e.target;if(s?s.hidden||!s.getClientRects().length:f.querySelector&&f.querySelector('button:not([type]),[type=submit]'))e.preventDefault()},true);'${HYDRATING_EVENTS}'.split(' ').forEach(function(n){d.addEventListener(n,function(e){if(!h())e.stopImmediatePropagation()},true)})})(document,window);`;

/** The same control, where the page rendered it anew since the tap (a carousel's first slides). */
function renderedAgain(tapped: HTMLElement): HTMLElement | null {
  const label = tapped.getAttribute('aria-label');
  const text = tapped.textContent?.trim();
  if (!label && !text) return null;
  for (const candidate of document.querySelectorAll<HTMLElement>(
    tapped.tagName,
  ))
    if (
      candidate.getAttribute('aria-label') === label &&
      candidate.textContent?.trim() === text &&
      candidate.getClientRects().length > 0 &&
      !candidate.closest('[aria-hidden="true"],[inert]')
    )
      return candidate;
  return null;
}

/** Wraps a part of the page React hydrates after the rest (streamed data, a Suspense boundary). */
export const HYDRATES_LATER_ATTRIBUTE = 'data-hydrates-later';
/** Set on that part once it is hydrated, so the taps kept in it can be pressed again. */
export const HYDRATED_PART_ATTRIBUTE = 'data-hydrated-part';

/** React drops a press on a part it has not hydrated yet: such taps wait for their part. */
function partHydrated(element: Element) {
  const part = element.closest(`[${HYDRATES_LATER_ATTRIBUTE}]`);
  return !part || part.hasAttribute(HYDRATED_PART_ATTRIBUTE);
}

/**
 * Presses again, once the page (and the control's part of it) is interactive, every scripted
 * control tapped before, each once; the others wait for the next call. Never one that has since
 * become a form's submit button: only a shopper posts a form.
 */
export function replayEarlyTaps() {
  const queue = (window as unknown as Record<string, unknown>)[QUEUE];
  if (!Array.isArray(queue)) return;
  if (!document.documentElement.hasAttribute('data-hydrated')) return;
  const waiting = (queue as unknown[]).filter(
    (tapped) => tapped instanceof HTMLElement && !partHydrated(tapped),
  );
  const due = queue.splice(0, queue.length, ...waiting) as unknown[];
  for (const tapped of due) {
    if (!(tapped instanceof HTMLElement) || waiting.includes(tapped)) continue;
    const control = tapped.isConnected ? tapped : renderedAgain(tapped);
    if (!control || control.matches(':disabled')) continue;
    if (
      control instanceof HTMLButtonElement &&
      control.form &&
      control.type !== 'button'
    )
      continue;
    control.click();
  }
}

/**
 * Marks the page interactive (html[data-hydrated], which end-to-end tests wait for too) and
 * presses the controls tapped before. For the root's page and error page alike.
 */
export function usePageInteractive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTaps();
  }, []);
}
