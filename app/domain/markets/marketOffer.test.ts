import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {MARKETS, marketForCountry} from './markets';
import {marketToOffer} from './marketOffer';

const handles = MARKETS.map((market) => market.handle);
const countries = [
  ...MARKETS.flatMap((market) => market.countries),
  'CH',
  'JP',
];

describe('the market offered on a page', () => {
  it('offers a remembered market back on any other market page, and nothing on its own (seeded)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETS),
        fc.constantFrom(...handles),
        fc.option(fc.constantFrom(...countries)),
        (here, chosen, country) => {
          const offer = marketToOffer(here, chosen, country);
          if (chosen === here.handle) expect(offer).toBeNull();
          else
            expect(offer).toEqual({
              market: MARKETS.find((market) => market.handle === chosen),
              reason: 'chosen',
            });
        },
      ),
      {seed: 142, numRuns: 500},
    );
  });

  it("without a choice, offers the country's market when it is not the page's (seeded)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETS),
        fc.option(fc.constantFrom(...countries)),
        fc.constantFrom(null, 'xx'),
        (here, country, chosen) => {
          const offer = marketToOffer(here, chosen, country);
          const market = marketForCountry(country);
          if (!country || market.handle === here.handle)
            expect(offer).toBeNull();
          else expect(offer).toEqual({market, reason: 'country'});
        },
      ),
      {seed: 142, numRuns: 500},
    );
  });

  it('offers the UK site back to a shopper who chose it and follows a link into the US site', () => {
    const us = MARKETS.find((market) => market.handle === 'us')!;
    expect(marketToOffer(us, 'uk', 'GB')?.market.currency).toBe('GBP');
    expect(marketToOffer(us, 'uk', 'US')?.reason).toBe('chosen');
  });
});
