// What decides whether and when the newsletter popup appears, without loading the popup (and
// its form library) on pages where it will never show.
export const NEWSLETTER_POPUP_FLAG = 'newsletter-popup-seen';
export const NEWSLETTER_POPUP_DELAY_MS = 3000;

export function newsletterPopupSeen(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_POPUP_FLAG) === 'true';
  } catch {
    return true; // Storage blocked: never nag.
  }
}

/** Milliseconds until the popup is due: 3 s after the page started loading. */
export function newsletterPopupWaitMs(now = performance.now()): number {
  return Math.max(0, NEWSLETTER_POPUP_DELAY_MS - now);
}
