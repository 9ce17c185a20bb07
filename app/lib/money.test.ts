import {describe, expect, it} from 'vitest';
import {formatPrice, isPriceMissing} from './money';

describe('formatPrice', () => {
  it('writes whole pounds in the British way', () => {
    expect(formatPrice({amount: '12500.0', currencyCode: 'GBP'})).toBe(
      '£12,500',
    );
    expect(formatPrice({amount: '1500000.00', currencyCode: 'GBP'})).toBe(
      '£1,500,000',
    );
  });

  it('rounds pence away rather than showing decimals', () => {
    expect(formatPrice({amount: '9999.60', currencyCode: 'GBP'})).toBe(
      '£10,000',
    );
  });

  it("uses the item's own currency", () => {
    expect(formatPrice({amount: '8000', currencyCode: 'EUR'})).toBe('€8,000');
  });

  it('formats for German readers under /de', () => {
    expect(formatPrice({amount: '12500', currencyCode: 'GBP'}, 'de')).toBe(
      '12.500\u00a0£',
    );
  });
});

describe('isPriceMissing', () => {
  it('treats no money, zero and nonsense as missing', () => {
    expect(isPriceMissing(null)).toBe(true);
    expect(isPriceMissing(undefined)).toBe(true);
    expect(isPriceMissing({amount: '0.0', currencyCode: 'GBP'})).toBe(true);
    expect(isPriceMissing({amount: 'abc', currencyCode: 'GBP'})).toBe(true);
    expect(isPriceMissing({amount: '4500.00', currencyCode: 'GBP'})).toBe(
      false,
    );
  });
});
