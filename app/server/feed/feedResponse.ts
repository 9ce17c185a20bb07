import type {ReadStorefront} from '~/server/storefrontData';
import {loadFeedProducts} from './loadFeedProducts';
import {
  FEED_FILE_NAME,
  renderMerchantFeed,
} from '../../domain/feed/merchantFeed';

/** Browser/CDN cache of the public feed, inside the freshness budget (freshness.ts). */
export const PUBLIC_FEED_CACHE_CONTROL =
  'public, max-age=30, stale-while-revalidate=15';
/** The admin download is behind a password: never stored by a shared cache. */
export const PRIVATE_FEED_CACHE_CONTROL = 'private, no-store';

type FeedContext = {
  readStorefront: ReadStorefront;
  dealer: {shopName: string};
};

/** Loads every product and renders the feed document for this request's origin. */
export async function buildProductFeed(
  request: Request,
  context: FeedContext,
): Promise<string> {
  const origin = new URL(request.url).origin;
  const products = await loadFeedProducts(context.readStorefront);
  return renderMerchantFeed(products, {
    origin,
    title: `${context.dealer.shopName} – Pre-Owned Luxury Watches`,
    description: `Authenticated pre-owned luxury watches from ${context.dealer.shopName}, UK.`,
  });
}

/** The feed as a response: public and cached, or as a private file download. */
export function feedResponse(
  xml: string,
  mode: 'public' | 'download',
): Response {
  const headers = new Headers({
    'Content-Type': 'application/xml; charset=utf-8',
  });
  if (mode === 'public') {
    headers.set('Cache-Control', PUBLIC_FEED_CACHE_CONTROL);
  } else {
    headers.set('Cache-Control', PRIVATE_FEED_CACHE_CONTROL);
    headers.set(
      'Content-Disposition',
      `attachment; filename="${FEED_FILE_NAME}"`,
    );
    headers.set('X-Robots-Tag', 'noindex');
  }
  return new Response(xml, {status: 200, headers});
}
