// A page's address says its market and language in one first path segment, as Hydrogen's markets
// recipe does, so the edge can share a page by its URL alone. The default market keeps today's
// addresses: English at the root, German under /de. Other markets are '<language>-<market>':
// /en-us, /en-hk, /de-eu.
import type {
  CountryCode,
  LanguageCode,
} from '@shopify/hydrogen/storefront-api-types';
import {DEFAULT_LOCALE, type Locale, isLocale} from '~/i18n/locale';
import {
  DEFAULT_MARKET,
  MARKETS,
  marketByHandle,
  offersLanguage,
  type Market,
} from './markets';

export type Site = {market: Market; language: Locale};

export const DEFAULT_SITE: Site = {
  market: DEFAULT_MARKET,
  language: DEFAULT_LOCALE,
};

/** The first path segment of a site's pages: '' for the default market in English. */
export function sitePrefix({market, language}: Site): string {
  if (market.handle === DEFAULT_MARKET.handle)
    return language === DEFAULT_LOCALE ? '' : language;
  return `${language}-${market.handle}`;
}

/**
 * The site a first path segment names, or undefined when the segment is no site of this shop.
 * A segment that names the default market in full ('en-uk', 'de-uk') is not an address either: the
 * short form is, and the caller redirects (see canonicalSegment).
 */
export function siteFromSegment(segment: string | undefined): Site | undefined {
  if (segment === undefined || segment === '') return DEFAULT_SITE;
  const match = /^([a-z]{2})(?:-([a-z]{2}))?$/.exec(segment);
  if (!match) return undefined;
  const [, language, handle] = match;
  if (!isLocale(language)) return undefined;
  if (handle === undefined) {
    // Only a language the default market offers, and not the default language itself ('/en').
    if (
      language === DEFAULT_LOCALE ||
      !offersLanguage(DEFAULT_MARKET, language)
    )
      return undefined;
    return {market: DEFAULT_MARKET, language};
  }
  const market = marketByHandle(handle);
  if (!market || market.handle === DEFAULT_MARKET.handle) return undefined;
  if (!offersLanguage(market, language)) return undefined;
  return {market, language};
}

/** The site of a URL path. Unknown prefixes are the default site (their page answers 404). */
export function siteFromPath(pathname: string): Site {
  const segment = /^\/([^/]*)/.exec(pathname)?.[1];
  return siteFromSegment(looksLikeSite(segment) ? segment : '') ?? DEFAULT_SITE;
}

function looksLikeSite(segment: string | undefined): segment is string {
  return segment !== undefined && /^[a-z]{2}(-[a-z]{2})?$/.test(segment);
}

/** The path without its site prefix: '/en-us/products' -> '/products'. */
export function stripSite(pathname: string): string {
  const segment = /^\/([^/]*)/.exec(pathname)?.[1];
  if (!looksLikeSite(segment) || !siteFromSegment(segment))
    return pathname || '/';
  const rest = pathname.slice(segment.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page on another site: sitePath('/de/products', {us, en}) -> '/en-us/products'. */
export function sitePath(path: string, site: Site): string {
  const bare = stripSite(path);
  const prefix = sitePrefix(site);
  if (prefix === '') return bare;
  return bare === '/' ? `/${prefix}` : `/${prefix}${bare}`;
}

/** What the Storefront API's @inContext needs for a site. */
export function storefrontContext({market, language}: Site) {
  return {
    country: market.pricingCountry as CountryCode,
    language: language.toUpperCase() as LanguageCode,
  };
}

/** The site of a market (by handle) and language; an unknown handle is the default market. */
export function siteOf(handle: string | undefined, language: Locale): Site {
  return {market: marketByHandle(handle ?? '') ?? DEFAULT_MARKET, language};
}

/** Every site of the shop: each market in each language it offers. */
export const SITES: readonly Site[] = MARKETS.flatMap((market) =>
  market.languages.map((language) => ({market, language})),
);

/** The same market in another language, when the market offers it. */
export function siteInLanguage(site: Site, language: Locale): Site | undefined {
  return offersLanguage(site.market, language)
    ? {market: site.market, language}
    : undefined;
}
