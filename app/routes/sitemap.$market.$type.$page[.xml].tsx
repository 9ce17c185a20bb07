import type {Route} from './+types/sitemap.$market.$type.$page[.xml]';
import {sitemapResponse} from '~/server/sitemap';

/** /sitemap/{market}/{type}/{n}.xml: one child sitemap of a market other than the default. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  return sitemapResponse(request, context.readStorefront, params);
}
