import type {Route} from './+types/[sitemap.xml]';
import {
  renderSitemapIndex,
  sitemapCounts,
  SITEMAP_HEADERS,
} from '~/lib/sitemap/sitemap';

/** /sitemap.xml: the index over products, collections, pages and articles (paged). */
export async function loader({request, context}: Route.LoaderArgs) {
  const counts = await sitemapCounts(context.storefront);
  return new Response(renderSitemapIndex(new URL(request.url).origin, counts), {
    headers: SITEMAP_HEADERS,
  });
}
