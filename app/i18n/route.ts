import {siteFromSegment} from '~/domain/markets/sitePath';

/**
 * Routes live under an optional ($locale) segment that names a site (market and language:
 * '/de', '/en-us', '/de-eu'). '/en/...', '/xx/...' or '/de-us/...' is not a page of this shop,
 * so it answers 404.
 */
export function assertLocaleParam(params: {locale?: string}) {
  if (params.locale === undefined) return;
  if (!siteFromSegment(params.locale)) throw new Response(null, {status: 404});
}
