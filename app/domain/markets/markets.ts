// The dealer's markets, read once from markets.json: which countries buy in which currency and
// which languages each market's pages are offered in. `npm run store:setup` creates the same
// markets in Shopify, so the storefront and the store never disagree.
import type {Locale} from '~/i18n/locale';
import type {MarketEntry} from './marketsConfig';
import config from './markets.json';

// The file's rules (zod, kept out of the browser's first load: this import is of a type only) are
// in marketsConfig.ts: the worker checks them when it starts, and the tests on every run.
export type Market = MarketEntry & {languages: Locale[]};

const parsed = config as {defaultMarket: string; markets: Market[]};

export const MARKETS: readonly Market[] = parsed.markets;
export const DEFAULT_MARKET: Market = MARKETS.find(
  (market) => market.handle === parsed.defaultMarket,
)!;

export function marketByHandle(handle: string): Market | undefined {
  return MARKETS.find((market) => market.handle === handle);
}

/** The market a buyer's country belongs to; countries in no market buy in the default one. */
export function marketForCountry(country: string | null | undefined): Market {
  const code = (country ?? '').toUpperCase();
  return (
    MARKETS.find((market) => market.countries.includes(code)) ?? DEFAULT_MARKET
  );
}

export function offersLanguage(market: Market, language: Locale): boolean {
  return market.languages.includes(language);
}
