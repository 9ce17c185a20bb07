// The sitemap index and its child sitemaps. The index is Hydrogen's getSitemapIndex over the
// Storefront API's `sitemap` field (as many pages of 250 as Shopify reports, so a large catalogue
// is complete). Every child sitemap, Shopify's resources and the shop's own pages alike, is one
// urlset written here: each site of the market as a <loc>, with every alternate of the page.
import {CacheCustom, getSitemapIndex, type Storefront} from '@shopify/hydrogen';
import {SHARED_FROM_EDGE} from '~/server/pageCache';
import type {ReadStorefront} from '~/server/storefrontData';
import {allArticles, hasGermanVersion} from '~/content/blog';
import {LOCALES} from '~/i18n/locale';
import {DEFAULT_MARKET, MARKETS, type Market} from '~/domain/markets/markets';
import {siteAlternates} from '~/domain/markets/hreflang';
import {sitePath} from '~/domain/markets/sitePath';
import {escapeXml} from '~/domain/feed/xml';
import {loadReferenceIndex} from '~/server/references/referenceIndex';
import {SITEMAP_RESOURCES_QUERY} from '~/graphql/sitemapQueries';

/** Pages of the route table that are not catalogue items. */
export const STATIC_PAGES = [
  '/',
  '/products',
  '/holy-grails',
  '/signature-watches',
  '/available',
  '/recently-sold',
  '/on-request',
  '/sell-your-watch',
  '/sell-your-watch-form',
  '/about',
  '/contact-us',
  '/reviews',
  '/terms',
  '/privacy',
  '/shipping',
  '/sourcing',
  '/blog',
  '/sportsworld',
  '/insurance',
  '/references',
] as const;

/**
 * Shopify collections that are not pages of their own here: the catalogue is /products and
 * the signature list is /signature-watches (both already in the pages sitemap).
 */
export const COLLECTIONS_NOT_LISTED = new Set([
  'all-watches',
  'signature-watches',
  'frontpage',
]);

/** Child sitemaps Hydrogen builds from Shopify's `sitemap` field, as many pages as it reports. */
const SHOPIFY_TYPES = ['products', 'collections'] as const;
/** The shop's own pages: one child sitemap each (a few hundred entries; one holds 50,000). */
const OWN_TYPES = ['references', 'pages', 'articles'] as const;

export const SITEMAP_TYPES = [...SHOPIFY_TYPES, ...OWN_TYPES] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export function isSitemapType(value: unknown): value is SitemapType {
  return (
    typeof value === 'string' &&
    (SITEMAP_TYPES as readonly string[]).includes(value)
  );
}

export type SitemapEntry = {
  path: string;
  lastmod?: string | null;
  /** False for an English-only page: no German address is listed for it. */
  inGerman?: boolean;
};

/** Response headers: the sitemap holds no price or status, so an hour in caches is fine. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
  ...SHARED_FROM_EDGE,
};

// No price or status in here: five minutes fresh, an hour stale while revalidating.
const SITEMAP_READ = {
  cache: CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 3600}),
  outage: 'last-good-copy',
  partialErrors: 'outage',
} as const;

/**
 * Hydrogen's index helper calls only `storefront.query`: answered by the shop's one reader, so
 * the sitemap is cached and an outage answers as everywhere else (decision 103).
 */
function sitemapStorefront(readStorefront: ReadStorefront): Storefront {
  const query = async (
    document: string,
    options?: {variables?: Record<string, unknown>},
  ) => readStorefront(document, {...options, ...SITEMAP_READ});
  return {query} as unknown as Storefront;
}

/**
 * The index: every page of products and collections, then the shop's own child sitemaps, for
 * each market; the default market's keep their addresses, another's are under /sitemap/<market>.
 */
export async function sitemapIndexXml(
  request: Request,
  readStorefront: ReadStorefront,
): Promise<string> {
  const index = await getSitemapIndex({
    storefront: sitemapStorefront(readStorefront),
    request,
    types: [...SHOPIFY_TYPES],
    customChildSitemaps: OWN_TYPES.map((type) => `/sitemap/${type}/1.xml`),
  });
  const children = [...(await index.text()).matchAll(/<loc>([^<]*)<\/loc>/g)]
    .map(([, loc]) => loc.trim())
    .filter(Boolean);
  const locs = MARKETS.flatMap((market) =>
    children.map((loc) => marketSitemapLoc(loc, market)),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locs.map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** A child sitemap's address for a market: /sitemap/products/1.xml -> /sitemap/us/products/1.xml. */
export function marketSitemapLoc(loc: string, market: Market): string {
  if (market.handle === DEFAULT_MARKET.handle) return loc;
  return loc.replace('/sitemap/', `/sitemap/${market.handle}/`);
}

/** The market a child sitemap's address names: none for the default one, 404 for an unknown one. */
export function sitemapMarket(handle: string | undefined): Market | null {
  if (handle === undefined) return DEFAULT_MARKET;
  const market = MARKETS.find((candidate) => candidate.handle === handle);
  return market && market.handle !== DEFAULT_MARKET.handle ? market : null;
}

/** A child sitemap's response from its address's parameters; 404 for an address of none. */
export async function sitemapResponse(
  request: Request,
  readStorefront: ReadStorefront,
  params: {market?: string; type?: string; page?: string},
): Promise<Response> {
  const page = Number(params.page);
  const market = sitemapMarket(params.market);
  if (
    !market ||
    !isSitemapType(params.type) ||
    !Number.isInteger(page) ||
    page < 1
  )
    throw new Response('Sitemap not found', {status: 404});
  const xml = await sitemapXml(
    request,
    readStorefront,
    params.type,
    page,
    market,
  );
  if (xml === null) throw new Response('Sitemap not found', {status: 404});
  return new Response(xml, {headers: SITEMAP_HEADERS});
}

/** One child sitemap, or null when that page does not exist. */
export async function sitemapXml(
  request: Request,
  readStorefront: ReadStorefront,
  type: SitemapType,
  page: number,
  market: Market = DEFAULT_MARKET,
): Promise<string | null> {
  const entries =
    type === 'products' || type === 'collections'
      ? await shopifyEntries(readStorefront, type, page)
      : await ownEntries(readStorefront, type, page);
  return entries && renderUrlset(new URL(request.url).origin, entries, market);
}

/** The Shopify resources of one page of a child sitemap, or null past the last page. */
async function shopifyEntries(
  readStorefront: ReadStorefront,
  type: (typeof SHOPIFY_TYPES)[number],
  page: number,
): Promise<SitemapEntry[] | null> {
  const data = await readStorefront(SITEMAP_RESOURCES_QUERY, {
    variables: {type: type === 'products' ? 'PRODUCT' : 'COLLECTION', page},
    ...SITEMAP_READ,
  });
  const items = data.sitemap.resources?.items ?? [];
  if (items.length === 0) return null;
  return items
    .filter(
      (item) =>
        type !== 'collections' || !COLLECTIONS_NOT_LISTED.has(item.handle),
    )
    .map((item) => ({
      path: `/${type}/${encodeURIComponent(item.handle)}`,
      lastmod: item.updatedAt,
    }));
}

/** The entries of one of the shop's own child sitemaps, or null when that page does not exist. */
async function ownEntries(
  readStorefront: ReadStorefront,
  type: (typeof OWN_TYPES)[number],
  page: number,
): Promise<SitemapEntry[] | null> {
  if (page !== 1) return null;
  if (type === 'pages') return STATIC_PAGES.map((path) => ({path}));
  if (type === 'references') {
    const references = await loadReferenceIndex(readStorefront);
    return references.map((entry) => ({
      path: `/references/${encodeURIComponent(entry.slug)}`,
    }));
  }
  return allArticles().map((a) => ({
    path: a.route,
    lastmod: a.dateModified || a.datePublished,
    inGerman: hasGermanVersion(a.route),
  }));
}

/**
 * A market's urlset: each page once per site of the market that offers it (German ones only for
 * a page with a German version), each naming every site that offers it, itself included, as the
 * page's <head> does. Google reads an alternate only from a <url> that is itself named by the set.
 */
export function renderUrlset(
  origin: string,
  entries: SitemapEntry[],
  market: Market = DEFAULT_MARKET,
): string {
  const abs = (path: string) => escapeXml(new URL(path, origin).toString());
  const urls = entries.flatMap((entry) => {
    const languages = entry.inGerman === false ? ['en' as const] : LOCALES;
    return market.languages
      .filter((language) => languages.includes(language))
      .map((language) => {
        const site = {market, language};
        return (
          '  <url>\n' +
          `    <loc>${abs(sitePath(entry.path, site))}</loc>\n` +
          (entry.lastmod
            ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n`
            : '') +
          siteAlternates(languages, site)
            .map(
              (alternate) =>
                `    <xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${abs(sitePath(entry.path, alternate.site))}"/>\n`,
            )
            .join('') +
          '  </url>\n'
        );
      });
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}
