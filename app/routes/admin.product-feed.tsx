import type {Route} from './+types/admin.product-feed';
import {requireAdmin} from '~/server/admin/basicAuth';
import {limitsFromEnv} from '~/server/limits/sharedCounter';
import {buildProductFeed, feedResponse} from '~/server/feed/feedResponse';
import {adminFeedMarket, feedFileName} from '~/domain/feed/feedMarkets';

/**
 * /admin/product-feed[?market=us]: downloads a market's feed behind the admin password (HTTP
 * Basic, any user name). 404 when no ADMIN_PASSWORD is configured or the market is unknown;
 * never cached publicly.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const denied = await requireAdmin(
    request,
    context.shopEnv.ADMIN_PASSWORD,
    limitsFromEnv(context.shopEnv),
  );
  if (denied) return denied;
  const market = adminFeedMarket(
    new URL(request.url).searchParams.get('market'),
  );
  if (!market) throw new Response('Feed not found', {status: 404});
  const xml = await buildProductFeed(request, context, market);
  return feedResponse(xml, 'download', feedFileName(market));
}
