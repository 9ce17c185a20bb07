import type {Route} from './+types/admin.product-feed.report';
import {requireAdmin} from '~/server/admin/basicAuth';
import {limitsFromEnv} from '~/server/limits/sharedCounter';
import {PRIVATE_FEED_CACHE_CONTROL} from '~/server/feed/feedResponse';
import {loadFeedProducts} from '~/server/feed/loadFeedProducts';
import {renderFeedReport} from '~/domain/feed/feedReport';

/** /admin/product-feed/report: which watches the feed leaves out and why, behind the admin password. */
export async function loader({request, context}: Route.LoaderArgs) {
  const denied = await requireAdmin(
    request,
    context.shopEnv.ADMIN_PASSWORD,
    limitsFromEnv(context.shopEnv),
  );
  if (denied) return denied;
  const products = await loadFeedProducts(context.readStorefront);
  return new Response(renderFeedReport(products), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PRIVATE_FEED_CACHE_CONTROL,
      'X-Robots-Tag': 'noindex',
    },
  });
}
