import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {MARKETS} from '~/domain/markets/markets';
import {
  PRICE_BAND_BOUNDS,
  PRICE_BAND_RANGE,
  PRICE_BANDS,
  priceBandLabel,
  priceBandRange,
} from './bands';

const CURRENCIES = MARKETS.map((market) => market.currency);

describe('price bands in each market currency', () => {
  it('has round bounds for every market currency, and the pound bands unchanged', () => {
    for (const currency of CURRENCIES)
      expect(PRICE_BAND_BOUNDS[currency], currency).toBeDefined();
    for (const band of PRICE_BANDS)
      expect(priceBandRange(band, 'GBP')).toEqual(PRICE_BAND_RANGE[band]);
    expect(priceBandRange('under-10000', 'HKD')).toEqual({
      min: 0.01,
      max: 99999.99,
    });
    expect(priceBandRange('over-100000', 'AED')).toEqual({min: 500000.01});
  });

  it('puts every listed price of every currency in exactly one band', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({min: 1, max: 2_000_000_000}),
        (currency, cents) => {
          const price = cents / 100;
          const holding = PRICE_BANDS.filter((band) => {
            const {min, max} = priceBandRange(band, currency);
            return price >= min && (max === undefined || price <= max);
          });
          expect(holding).toHaveLength(1);
        },
      ),
      {seed: 138, numRuns: 5000},
    );
  });

  it('labels each band in its own currency and the reader’s language', () => {
    expect(priceBandLabel('under-10000', 'HKD', 'en')).toBe('Under HK$100,000');
    expect(priceBandLabel('10000-25000', 'EUR', 'en')).toBe(
      '€10,000 - €30,000',
    );
    expect(priceBandLabel('over-100000', 'EUR', 'de')).toBe(
      'Über 120.000\u00a0€',
    );
    expect(priceBandLabel('50000-100000', 'AED', 'en')).toBe(
      'AED\u00a0250,000 - AED\u00a0500,000',
    );
    expect(priceBandLabel('under-10000', 'GBP', 'en')).toBe('Under £10,000');
    for (const currency of CURRENCIES)
      for (const band of PRICE_BANDS)
        for (const locale of ['en', 'de'] as const) {
          const label = priceBandLabel(band, currency, locale);
          if (currency !== 'GBP') expect(label, label).not.toContain('£');
          expect(label).toMatch(/\d/);
        }
  });
});
