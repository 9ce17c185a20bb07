import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {
  isSitemapType,
  renderUrlset,
  sitemapEntries,
  SITEMAP_HEADERS,
} from '~/server/sitemap';

/** /sitemap/{products|collections|pages|articles}/{n}.xml: one child sitemap. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const page = Number(params.page);
  if (!isSitemapType(params.type) || !Number.isInteger(page) || page < 1) {
    throw new Response('Sitemap not found', {status: 404});
  }
  const entries = await sitemapEntries(
    context.readStorefront,
    params.type,
    page,
  );
  if (!entries) throw new Response('Sitemap not found', {status: 404});
  return new Response(renderUrlset(new URL(request.url).origin, entries), {
    headers: SITEMAP_HEADERS,
  });
}
