import {describe, expect, it} from 'vitest';
import {
  NEWSLETTER_POPUP_DELAY_MS,
  newsletterPopupWaitMs,
} from './newsletterPopupTiming';

describe('newsletter popup timing', () => {
  it('is due 3 s after the page started loading, however late its code arrives', () => {
    expect(NEWSLETTER_POPUP_DELAY_MS).toBe(3000);
    expect(newsletterPopupWaitMs(0)).toBe(3000);
    expect(newsletterPopupWaitMs(1200)).toBe(1800);
    expect(newsletterPopupWaitMs(5000)).toBe(0);
  });
});
