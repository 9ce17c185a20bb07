import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {isSitemapType, sitemapXml, SITEMAP_HEADERS} from '~/server/sitemap';

/** /sitemap/{products|collections|references|pages|articles}/{n}.xml: one child sitemap. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const page = Number(params.page);
  if (!isSitemapType(params.type) || !Number.isInteger(page) || page < 1) {
    throw new Response('Sitemap not found', {status: 404});
  }
  const xml = await sitemapXml(
    request,
    context.readStorefront,
    params.type,
    page,
  );
  if (xml === null) throw new Response('Sitemap not found', {status: 404});
  return new Response(xml, {headers: SITEMAP_HEADERS});
}
