// Which market to offer on a page of another: the shopper's remembered choice first, else the
// market of the country they browse from; never the market of the page they are on.
import {marketByHandle, marketForCountry, type Market} from './markets';

export type MarketOfferReason = 'chosen' | 'country';
export type MarketOfferRule = {market: Market; reason: MarketOfferReason};

/**
 * The offer for a page of market `here`: a remembered choice of another market is offered back
 * (a chosen market is never lost to a link into another site), and only without a choice does
 * the visitor's country decide. Null when the page is already in the market that would be offered.
 */
export function marketToOffer(
  here: Market,
  chosen: string | null,
  country: string | null,
): MarketOfferRule | null {
  const remembered = chosen ? marketByHandle(chosen) : undefined;
  if (remembered)
    return remembered.handle === here.handle
      ? null
      : {market: remembered, reason: 'chosen'};
  if (!country) return null;
  const market = marketForCountry(country);
  return market.handle === here.handle ? null : {market, reason: 'country'};
}
