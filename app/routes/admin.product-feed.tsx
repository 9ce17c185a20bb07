import type {Route} from './+types/admin.product-feed';
import {requireAdmin} from '~/server/admin/basicAuth';
import {limitsFromEnv} from '~/server/limits/sharedCounter';
import {buildProductFeed, feedResponse} from '~/server/feed/feedResponse';

/**
 * /admin/product-feed: downloads product-feed.xml behind the admin password (HTTP Basic,
 * any user name). 404 when no ADMIN_PASSWORD is configured; never cached publicly.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const denied = await requireAdmin(
    request,
    context.shopEnv.ADMIN_PASSWORD,
    limitsFromEnv(context.shopEnv),
  );
  if (denied) return denied;
  const xml = await buildProductFeed(request, context);
  return feedResponse(xml, 'download');
}
