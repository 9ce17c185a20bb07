import type {ReadStorefront} from '~/server/storefrontData';
import {SHARED_FROM_EDGE} from '~/server/pageCache';
import {loadFeedProducts} from './loadFeedProducts';
import {
  FEED_FILE_NAME,
  renderMerchantFeed,
  soldInMarket,
} from '../../domain/feed/merchantFeed';
import {DEFAULT_MARKET, type Market} from '~/domain/markets/markets';

/** Browser/CDN cache of the public feed, inside the freshness budget (freshness.ts). */
export const PUBLIC_FEED_CACHE_CONTROL =
  'public, max-age=30, stale-while-revalidate=15';
/** The admin download is behind a password: never stored by a shared cache. */
export const PRIVATE_FEED_CACHE_CONTROL = 'private, no-store';

type FeedContext = {
  readStorefront: ReadStorefront;
  dealer: {shopName: string};
};

/**
 * Loads every product in the market's prices and renders its feed for this request's origin:
 * Merchant Center takes one feed per target country and currency (the market's pricing country).
 */
export async function buildProductFeed(
  request: Request,
  context: FeedContext,
  market: Market = DEFAULT_MARKET,
): Promise<string> {
  const origin = new URL(request.url).origin;
  const products = await loadFeedProducts(context.readStorefront, market);
  const sold =
    market.handle === DEFAULT_MARKET.handle
      ? products
      : soldInMarket(
          products,
          await loadFeedProducts(context.readStorefront, DEFAULT_MARKET),
        );
  return renderMerchantFeed(sold, {
    origin,
    site: {market, language: 'en'},
    title: `${context.dealer.shopName} – Pre-Owned Luxury Watches`,
    description: `Authenticated pre-owned luxury watches from ${context.dealer.shopName}, UK.`,
  });
}

/** The feed as a response: public and cached, or as a private file download. */
export function feedResponse(
  xml: string,
  mode: 'public' | 'download',
  fileName = FEED_FILE_NAME,
): Response {
  const headers = new Headers({
    'Content-Type': 'application/xml; charset=utf-8',
  });
  if (mode === 'public') {
    headers.set('Cache-Control', PUBLIC_FEED_CACHE_CONTROL);
    // Public data, the same for every reader: the edge may share it (as /product-feed.xml).
    for (const [name, value] of Object.entries(SHARED_FROM_EDGE))
      headers.set(name, value);
  } else {
    headers.set('Cache-Control', PRIVATE_FEED_CACHE_CONTROL);
    headers.set('Content-Disposition', `attachment; filename="${fileName}"`);
    headers.set('X-Robots-Tag', 'noindex');
  }
  return new Response(xml, {status: 200, headers});
}
