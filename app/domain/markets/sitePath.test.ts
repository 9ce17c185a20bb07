import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {LOCALES} from '~/i18n/locale';
import {MARKETS, marketByHandle, marketForCountry} from './markets';
import {checkMarketsFile, parseMarkets} from './marketsConfig';
import config from './markets.json';
import {
  DEFAULT_SITE,
  sitePath,
  sitePrefix,
  siteFromPath,
  siteFromSegment,
  stripSite,
  type Site,
} from './sitePath';

const sites: Site[] = MARKETS.flatMap((market) =>
  market.languages.map((language) => ({market, language})),
);

describe('site addresses', () => {
  it('keeps the English root and /de for the UK market', () => {
    expect(sitePrefix(DEFAULT_SITE)).toBe('');
    expect(siteFromSegment('de')).toEqual({
      market: marketByHandle('uk'),
      language: 'de',
    });
    expect(
      sitePath('/products/x', {market: marketByHandle('us')!, language: 'en'}),
    ).toBe('/en-us/products/x');
    expect(sitePath('/de-eu', DEFAULT_SITE)).toBe('/');
  });

  it('names no site for prefixes that are not addresses', () => {
    for (const segment of [
      'en',
      'en-uk',
      'de-uk',
      'de-us',
      'fr',
      'en-xx',
      'EN-US',
      'products',
    ])
      expect(siteFromSegment(segment)).toBeUndefined();
  });

  it('round-trips every path through every site', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, {maxLength: 4}),
        fc.constantFrom(...sites),
        fc.constantFrom(...sites),
        (segments, site, other) => {
          const bare = `/${segments.join('/')}`;
          if (
            siteFromSegment(segments[0] ?? '') &&
            segments.length > 0 &&
            segments[0] !== ''
          )
            return; // the bare path itself starts with a site prefix
          const path = sitePath(bare, site);
          expect(siteFromPath(path)).toEqual(site);
          expect(stripSite(path)).toBe(bare);
          expect(sitePath(path, other)).toBe(sitePath(bare, other));
        },
      ),
      {seed: 53, numRuns: 3000},
    );
  });
});

describe('markets', () => {
  it('has the six markets of the dealer, English in each', () => {
    expect(MARKETS.map((market) => market.currency)).toEqual([
      'GBP',
      'EUR',
      'USD',
      'HKD',
      'SGD',
      'AED',
    ]);
    for (const market of MARKETS) expect(market.languages).toContain('en');
    expect(
      LOCALES.every((language) =>
        marketByHandle('eu')!.languages.includes(language),
      ),
    ).toBe(true);
  });

  it('places a buyer country in its market, and unknown countries in the UK', () => {
    expect(marketForCountry('FR').handle).toBe('eu');
    expect(marketForCountry('us').handle).toBe('us');
    expect(marketForCountry('JP').handle).toBe('uk');
    expect(marketForCountry(null).handle).toBe('uk');
  });

  it('keeps the rules in the committed file', () => {
    expect(() => checkMarketsFile()).not.toThrow();
  });

  it('refuses a configuration with a country in two markets', () => {
    const broken = structuredClone(config);
    broken.markets[1].countries.push('GB');
    expect(() => parseMarkets(broken)).toThrow(/a country is in two markets/);
  });
});
