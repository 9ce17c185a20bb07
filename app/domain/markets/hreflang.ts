// Which readers each site's pages are for, as hreflang says it to search engines. A market's
// prices hold in every one of its countries, so a site is tagged once per country it sells to
// (en-AT, de-AT … for the euro pages); the default market also takes the language alone, being
// where every country outside the markets buys, and its English page is the x-default.
import type {Locale} from '~/i18n/locale';
import {DEFAULT_MARKET} from './markets';
import {DEFAULT_SITE, SITES, type Site} from './sitePath';

export type SiteAlternate = {hrefLang: string; site: Site};

/** The hreflang tags of one site, e.g. ['en-US'] for /en-us. */
export function hreflangTags(site: Site): string[] {
  const tags = site.market.countries.map(
    (country) => `${site.language}-${country}`,
  );
  if (site.market.handle !== DEFAULT_MARKET.handle) return tags;
  // The English root is also x-default; the language alone adds only German speakers elsewhere.
  return site.language === DEFAULT_SITE.language
    ? tags
    : [...tags, site.language];
}

/**
 * Every alternate of a page offered in `languages` (one per site and tag, then x-default), or
 * none when the page is not offered in its own site's language (its canonical lives elsewhere).
 */
export function siteAlternates(
  languages: readonly Locale[],
  current: Site,
): SiteAlternate[] {
  if (!languages.includes(current.language)) return [];
  const alternates = SITES.filter((site) =>
    languages.includes(site.language),
  ).flatMap((site) => hreflangTags(site).map((hrefLang) => ({hrefLang, site})));
  return [...alternates, {hrefLang: 'x-default', site: DEFAULT_SITE}];
}
