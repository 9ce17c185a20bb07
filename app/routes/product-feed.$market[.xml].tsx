import type {Route} from './+types/product-feed.$market[.xml]';
import {buildProductFeed, feedResponse} from '~/server/feed/feedResponse';
import {feedMarket} from '~/domain/feed/feedMarkets';

/**
 * /product-feed/{market}.xml: the Merchant Center feed of a market other than the default, in
 * its currency and linking its pages; the default market's stays at /product-feed.xml.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const market = feedMarket(params.market);
  if (!market) throw new Response('Feed not found', {status: 404});
  return feedResponse(
    await buildProductFeed(request, context, market),
    'public',
  );
}
