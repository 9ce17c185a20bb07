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
