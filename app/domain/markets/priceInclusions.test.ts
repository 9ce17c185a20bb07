import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {translate} from '~/i18n/translate';
import {MARKETS, marketByHandle, type Market} from './markets';
import {priceInclusionKey} from './priceInclusions';

const says = (market: Market, language: 'en' | 'de') =>
  translate(language, priceInclusionKey(market));

describe('what a price includes', () => {
  it("says each of the dealer's markets in its words, in English and German", () => {
    const uk = marketByHandle('uk')!;
    const eu = marketByHandle('eu')!;
    const us = marketByHandle('us')!;
    expect(says(uk, 'en')).toBe(
      'Price includes VAT. No customs charges on delivery.',
    );
    expect(says(eu, 'en')).toBe(
      'Import duties and taxes may be due on delivery.',
    );
    expect(says(us, 'en')).toBe(
      'Customs duties and import taxes are paid by us: nothing more to pay on delivery.',
    );
    expect(says(marketByHandle('hk')!, 'en')).toBe(says(us, 'en'));
    expect(says(eu, 'de')).toBe(
      'Bei der Zustellung können Einfuhrzölle und -steuern anfallen.',
    );
    expect(says(uk, 'de')).toBe(
      'Preis inklusive Mehrwertsteuer. Bei der Zustellung fallen keine Zollgebühren an.',
    );
  });

  it('follows the market settings, never another market, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETS),
        fc.boolean(),
        fc.boolean(),
        (base, taxesIncluded, dutiesIncluded) => {
          const market = {...base, taxesIncluded, dutiesIncluded};
          const text = says(market, 'en');
          // Nothing is promised that the settings do not say.
          if (!dutiesIncluded) expect(text).toMatch(/duties[^.]* may be due/i);
          if (!taxesIncluded) expect(text).toMatch(/taxes may be due/i);
          if (dutiesIncluded)
            expect(text).not.toMatch(/duties[^.]* may be due/i);
          if (taxesIncluded) expect(text).not.toMatch(/taxes may be due/i);
        },
      ),
      {seed: 53, numRuns: 2000},
    );
  });
});
