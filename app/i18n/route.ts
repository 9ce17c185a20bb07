import {isLocale, DEFAULT_LOCALE} from './locale';

/**
 * Routes live under an optional ($locale) segment. Only 'de' is a language prefix;
 * '/en/...' or '/xx/...' is not a page of this shop, so it answers 404.
 */
export function assertLocaleParam(params: {locale?: string}) {
  if (params.locale === undefined) return;
  if (!isLocale(params.locale) || params.locale === DEFAULT_LOCALE) {
    throw new Response(null, {status: 404});
  }
}
