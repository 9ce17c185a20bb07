// What a price includes in a market, from its settings in markets.json (Shopify's price
// inclusions), never guessed: the home market names its VAT, the others say who pays the import
// duties and taxes.
import {DEFAULT_MARKET, type Market} from './markets';

export type PriceInclusionKey =
  | 'chrome.includesHome'
  | 'chrome.includesAll'
  | 'chrome.includesNone'
  | 'chrome.includesTaxes'
  | 'chrome.includesDuties';

export function priceInclusionKey(market: Market): PriceInclusionKey {
  const {taxesIncluded, dutiesIncluded} = market;
  if (
    market.handle === DEFAULT_MARKET.handle &&
    taxesIncluded &&
    dutiesIncluded
  )
    return 'chrome.includesHome';
  if (taxesIncluded && dutiesIncluded) return 'chrome.includesAll';
  if (taxesIncluded) return 'chrome.includesTaxes';
  if (dutiesIncluded) return 'chrome.includesDuties';
  return 'chrome.includesNone';
}
