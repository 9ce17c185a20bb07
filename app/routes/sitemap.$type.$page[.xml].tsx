import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {sitemapResponse} from '~/server/sitemap';

/** /sitemap/{products|collections|references|pages|articles}/{n}.xml: the default market's. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  return sitemapResponse(request, context.readStorefront, params);
}
