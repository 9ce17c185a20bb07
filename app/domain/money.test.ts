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

describe('formatPrice against Intl', () => {
  const intl = (amount: number, currency: string, tag: string) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);

  it('writes the dealer’s currencies exactly as Intl does, in English and German', () => {
    const amounts = [0.4, 0.5, 1, 999, 999.5, 1000, 9999.49, 12500, 123456.5];
    for (let n = 7; n < 5e7; n = Math.floor(n * 3.7) + 1) amounts.push(n);
    const differences: string[] = [];
    for (const currencyCode of ['GBP', 'EUR'])
      for (const [locale, tag] of [
        ['en', 'en-GB'],
        ['de', 'de-DE'],
      ] as const)
        for (const amount of amounts) {
          const ours = formatPrice(
            {amount: String(amount), currencyCode},
            locale,
          );
          const theirs = intl(amount, currencyCode, tag);
          if (ours !== theirs)
            differences.push(
              `${locale} ${currencyCode} ${amount}: ${ours} / ${theirs}`,
            );
        }
    expect(differences).toEqual([]);
  });

  it('leaves other currencies to Intl', () => {
    expect(formatPrice({amount: '8000', currencyCode: 'USD'})).toBe(
      intl(8000, 'USD', 'en-GB'),
    );
    expect(formatPrice({amount: '8000', currencyCode: 'CHF'}, 'de')).toBe(
      intl(8000, 'CHF', 'de-DE'),
    );
  });
});
