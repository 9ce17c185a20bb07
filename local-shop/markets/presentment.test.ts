// The presentment price rule over generated prices: every market's price of every catalogue price
// is the converted amount rounded up to a whole unit (never below it, never a unit above), in the
// market's currency, unless the market fixes its own price.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {Watch} from '../storefront/stock';
import {MarketBook} from './markets';
import {pricingFor} from './pricing';
import {convertFromShop, exchangeRate} from './presentment';

const SEED = 136;
const markets = MarketBook.seeded().markets;

const watchAt = (price: number | null, extra: Partial<Watch['seed']> = {}) =>
  ({
    price,
    compareAtPrice: null,
    seed: {...extra},
  }) as unknown as Watch;

// Prices as a merchandiser types them: whole pounds or pence, up to a million.
const gbp = fc.oneof(
  fc.integer({min: 1, max: 1_000_000}),
  fc.integer({min: 1, max: 100_000_000}).map((pence) => pence / 100),
);

describe('presentment prices', () => {
  it('every market prices a watch at its rounded conversion, in whole units (20,000 generated)', () => {
    fc.assert(
      fc.property(gbp, fc.constantFrom(...markets), (price, market) => {
        const presented = pricingFor(market).price(watchAt(price))!;
        if (market.currency === 'GBP') return presented === price;
        const exact = price * exchangeRate(market.currency)!;
        return (
          Number.isInteger(presented) &&
          presented >= exact - 0.005 &&
          presented < exact + 1
        );
      }),
      {seed: SEED, numRuns: 20_000},
    );
  });

  it('never lowers a price when the pound price rises (20,000 generated)', () => {
    fc.assert(
      fc.property(
        gbp,
        gbp,
        fc.constantFrom(...markets),
        (a, b, {currency}) =>
          (b - a) *
            (convertFromShop(b, currency) - convertFromShop(a, currency)) >=
          0,
      ),
      {seed: SEED, numRuns: 20_000},
    );
  });

  it("uses a market's fixed price as it is, and no compare-at price beside it", () => {
    const fixed = watchAt(24500, {marketPrices: {us: 39950}});
    (fixed as {compareAtPrice: number}).compareAtPrice = 26000;
    const us = pricingFor(markets.find((m) => m.handle === 'us')!);
    const eu = pricingFor(markets.find((m) => m.handle === 'eu')!);
    expect(us.price(fixed)).toBe(39950);
    expect(us.compareAtPrice(fixed)).toBeNull();
    expect(eu.price(fixed)).toBe(28665);
    expect(eu.compareAtPrice(fixed)).toBe(30420);
  });

  it('keeps an unpriced watch unpriced in every market', () => {
    for (const market of markets)
      expect(pricingFor(market).price(watchAt(null))).toBeNull();
  });

  it('does not let float noise round a whole amount up', () => {
    // 110 * 1.17 is 128.70000000000002 in floating point.
    expect(convertFromShop(110, 'EUR')).toBe(129);
    expect(convertFromShop(100, 'EUR')).toBe(117);
  });

  it('sells a watch everywhere but in the markets its catalogue entry leaves out', () => {
    const tudor = watchAt(2950, {notSoldIn: ['us']});
    expect(
      markets.filter((m) => !pricingFor(m).sells(tudor)).map((m) => m.handle),
    ).toEqual(['us']);
  });
});
