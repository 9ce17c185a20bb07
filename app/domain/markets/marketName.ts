// A market's name in the page's language: English from markets.json, German from here (a market
// added without one reads in English until it is given one).
import type {Locale} from '~/i18n/locale';
import type {Market} from './markets';

const GERMAN_NAMES: Record<string, string> = {
  uk: 'Vereinigtes Königreich',
  eu: 'Euroraum',
  us: 'Vereinigte Staaten',
  hk: 'Hongkong',
  sg: 'Singapur',
  ae: 'Vereinigte Arabische Emirate',
};

export function marketName(market: Market, language: Locale): string {
  return language === 'de'
    ? (GERMAN_NAMES[market.handle] ?? market.name)
    : market.name;
}

// The symbol a shopper knows each currency by, as Shopify's country selector shows it.
const SYMBOLS: Record<string, string> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  HKD: '$',
  SGD: '$',
  AED: 'د.إ',
};

/** "United States (USD $)": the market and the currency its prices are in. */
export function marketLabel(market: Market, language: Locale): string {
  const symbol = SYMBOLS[market.currency];
  return `${marketName(market, language)} (${market.currency}${symbol ? ` ${symbol}` : ''})`;
}
