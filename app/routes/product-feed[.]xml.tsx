import type {Route} from './+types/product-feed[.]xml';
import {buildProductFeed, feedResponse} from '~/lib/feed/feedResponse';

/**
 * /product-feed.xml: the Google Merchant Center feed of every priced watch. Public data
 * (like the sitemap), built on the server and cached briefly: see docs/caching.md.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const xml = await buildProductFeed(request, context);
  return feedResponse(xml, 'public');
}
