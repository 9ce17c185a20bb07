import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {wholePercent} from './percent';

describe('wholePercent', () => {
  it('writes a share as each language does', () => {
    expect(wholePercent(0.123, 'en')).toBe('12%');
    expect(wholePercent(0.123, 'de')).toBe('12\u00a0%');
    expect(wholePercent(0.005, 'en')).toBe('1%');
    expect(wholePercent(1.5, 'de')).toBe('150\u00a0%');
  });

  it('matches what Node’s Intl writes for any share up to twice the whole (seeded)', () => {
    fc.assert(
      fc.property(
        fc.double({min: 0, max: 2, noNaN: true}),
        fc.constantFrom('en' as const, 'de' as const),
        (share, locale) => {
          const intl = new Intl.NumberFormat(
            locale === 'de' ? 'de-DE' : 'en-GB',
            {style: 'percent', maximumFractionDigits: 0},
          ).format(share);
          expect(wholePercent(share, locale)).toBe(intl);
        },
      ),
      {seed: 27, numRuns: 3000},
    );
  });
});
