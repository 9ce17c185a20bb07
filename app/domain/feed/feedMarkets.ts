// One Merchant Center feed per market: Google takes a feed per target country and currency.
// The default market's keeps its first address; another market's is named by its handle.
import {DEFAULT_MARKET, MARKETS, type Market} from '~/domain/markets/markets';

/** The address of a market's feed: /product-feed.xml, /product-feed/us.xml … */
export function feedPathOf(market: Market): string {
  return market.handle === DEFAULT_MARKET.handle
    ? '/product-feed.xml'
    : `/product-feed/${market.handle}.xml`;
}

/** The market a feed address names; none for the default one (it has its own address). */
export function feedMarket(handle: string | undefined): Market | null {
  const market = MARKETS.find((candidate) => candidate.handle === handle);
  return market && market.handle !== DEFAULT_MARKET.handle ? market : null;
}

/** The market an admin download asks for (?market=us); the default market without one. */
export function adminFeedMarket(handle: string | null): Market | null {
  if (handle === null || handle === DEFAULT_MARKET.handle)
    return DEFAULT_MARKET;
  return feedMarket(handle);
}

/** The download's file name: product-feed.xml, product-feed-us.xml … */
export function feedFileName(market: Market): string {
  return market.handle === DEFAULT_MARKET.handle
    ? 'product-feed.xml'
    : `product-feed-${market.handle}.xml`;
}
