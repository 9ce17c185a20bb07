// Opening a side panel's <dialog> at once, in the tap itself, rather than after React's render:
// keys typed straight after the tap then land in the panel's box instead of nowhere. The head
// script (earlyTaps.ts) does the same before the page is interactive.
//
// A panel is a dialog shown without the top layer (`show()`, `aria-modal`), not `showModal()`:
// making the page behind inert restyles every element of it inside the tap, 60-170 ms on a
// phone during the load (decision 150). The panel keeps a modal dialog's promises itself: its
// full-screen backdrop takes every tap meant for the page, and PANEL_MODAL_SCRIPT below hides
// the page from assistive technology, keeps the keyboard inside and closes it on Escape, from the
// first paint.

/** The id of a panel's <dialog>, which its opener names in `data-opens-panel`. */
export function panelDialogId(name: string): string {
  return `panel-${name}`;
}

/** The attribute on a link or button that opens a panel's dialog, even before hydration. */
export const OPENS_PANEL_ATTRIBUTE = 'data-opens-panel';

/** Where the head script and the tap leave the element that opened a dialog natively. */
export const PANEL_OPENER = '__panelOpener';

/**
 * Shows the panel's dialog and focuses its starting point now, remembering the opener for
 * the panel to return focus to. Does nothing when the dialog is missing or already open.
 */
export function openPanelDialogNow(name: string, opener: Element | null) {
  const dialog = document.getElementById(panelDialogId(name));
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  (window as unknown as Record<string, unknown>)[PANEL_OPENER] = opener;
  dialog.show();
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/** The element that opened a dialog natively (once), for focus to go back to. */
export function takePanelOpener(): HTMLElement | null {
  const store = window as unknown as Record<string, unknown>;
  const opener = store[PANEL_OPENER];
  store[PANEL_OPENER] = null;
  return opener instanceof HTMLElement ? opener : null;
}

/** A panel whose dialog was opened before React knew (by the head script), if any. */
export function panelOpenedEarly(): string | null {
  return (
    document.querySelector<HTMLDialogElement>('dialog[data-panel][open]')
      ?.dataset.panel ?? null
  );
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])';

/**
 * Runs in <head>, so it holds from the first paint: while a panel is open,
 * - everything outside it is `aria-hidden`, what the page adds meanwhile too (assistive
 *   technology reads only the panel; no style depends on the attribute, so nothing is restyled);
 * - Tab and Shift+Tab go round its controls, and focus that would land behind it comes back;
 * - Escape closes it unless a control inside used the key; a search box's first Escape clears it.
 * Before the page is interactive the head script holds keys from the page (decision 125), so keys
 * are read on `window` as they start (capture); after it, as they end (bubble), once the panel's
 * own controls have had them. A panel closed before React knows of it returns focus to its opener.
 */
export const PANEL_MODAL_SCRIPT = `(function(d,w){var h=function(){return d.documentElement.hasAttribute('data-hydrated')},p=function(){return d.querySelector('dialog[data-panel][open]')},k=function(e){var g=p();if(!g||e.defaultPrevented)return;var t=e.target;if(e.key==='Escape'){e.preventDefault();if(t&&t.type==='search'&&t.value)t.value='';else g.close();return}if(e.key!=='Tab')return;var f=[].filter.call(g.querySelectorAll('${FOCUSABLE}'),function(x){return x.getClientRects().length>0});if(!f.length){e.preventDefault();return}var a=d.activeElement,l=f[f.length-1];if(!g.contains(a)){e.preventDefault();f[0].focus()}else if(e.shiftKey&&a===f[0]){e.preventDefault();l.focus()}else if(!e.shiftKey&&a===l){e.preventDefault();f[0].focus()}},O=new MutationObserver(function(){H()}),H=function(){O.disconnect();[].forEach.call(d.querySelectorAll('[data-panel-hid]'),function(x){x.removeAttribute('aria-hidden');x.removeAttribute('data-panel-hid')});var o=d.querySelectorAll('dialog[data-panel][open]'),n=o[o.length-1],P;for(;n&&n!==d.body&&(P=n.parentElement);n=P){O.observe(P,{childList:true});[].forEach.call(P.children,function(c){if(c!==n&&c.tagName!=='SCRIPT'&&!c.hasAttribute('aria-hidden')){c.setAttribute('aria-hidden','true');c.setAttribute('data-panel-hid','')}})}};new MutationObserver(function(m){m.some(function(r){return r.target.matches&&r.target.matches('dialog[data-panel]')})&&H()}).observe(d,{subtree:true,attributes:true,attributeFilter:['open']});w.addEventListener('keydown',function(e){h()||k(e)},true);w.addEventListener('keydown',function(e){h()&&k(e)});d.addEventListener('focusin',function(e){var g=p();if(g&&!g.contains(e.target)){var f=g.querySelector('[data-autofocus]')||g.querySelector('${FOCUSABLE}');f&&f.focus()}});d.addEventListener('close',function(e){var g=e.target;if(h()||!g.matches||!g.matches('dialog[data-panel]'))return;var o=w.${PANEL_OPENER};w.${PANEL_OPENER}=null;o&&o.focus&&o.focus()},true)})(document,window);`;
