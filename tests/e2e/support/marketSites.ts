// The sites of app/domain/markets/markets.json, addressed as decision 134 says, for the specs that
// walk every site (Playwright's loader cannot import the JSON module the app reads).
import {readFileSync} from 'node:fs';

type MarketEntry = {
  handle: string;
  languages: string[];
  countries: string[];
  currency: string;
};

const config = JSON.parse(
  readFileSync(
    new URL('../../../app/domain/markets/markets.json', import.meta.url),
    'utf8',
  ),
) as {defaultMarket: string; markets: MarketEntry[]};

export type MarketSite = {
  /** The first path segment: '' for the UK in English, 'de', 'en-us', 'de-eu' … */
  prefix: string;
  language: string;
  currency: string;
  countries: string[];
};

export const MARKET_SITES: MarketSite[] = config.markets.flatMap((market) =>
  market.languages.map((language) => ({
    prefix:
      market.handle === config.defaultMarket
        ? language === 'en'
          ? ''
          : language
        : `${language}-${market.handle}`,
    language,
    currency: market.currency,
    countries: market.countries,
  })),
);

/** A path on a site: sitePath('/products', 'en-us') -> '/en-us/products'. */
export function sitePath(path: string, prefix: string) {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}
