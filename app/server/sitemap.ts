// The sitemap index and its child sitemaps: products and collections from the Storefront
// API's `sitemap` field (250 per page, as many pages as Shopify reports, so a large
// catalogue is complete), and the shop's own static pages and editorial articles.
import {CacheCustom} from '@shopify/hydrogen';
import {SHARED_FROM_EDGE} from '~/server/pageCache';
import type {ReadStorefront} from '~/server/storefrontData';
import {allArticles, hasGermanVersion} from '~/content/blog';
import {localizePath} from '~/i18n/locale';
import {escapeXml} from '~/domain/feed/xml';
import {loadReferenceIndex} from '~/server/references/referenceIndex';

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

export const SITEMAP_TYPES = [
  'products',
  'collections',
  'references',
  'pages',
  'articles',
] as const;
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

/** The index: one child sitemap per page of each type. */
export function renderSitemapIndex(
  origin: string,
  counts: Record<SitemapType, number>,
): string {
  const children = SITEMAP_TYPES.flatMap((type) =>
    Array.from(
      {length: Math.max(counts[type], 0)},
      (_, i) => `${origin}/sitemap/${type}/${i + 1}.xml`,
    ),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    children
      .map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
      .join('') +
    '</sitemapindex>\n'
  );
}

/** A urlset with English and German alternates for every page that has a German version. */
export function renderUrlset(origin: string, entries: SitemapEntry[]): string {
  const abs = (path: string) => escapeXml(new URL(path, origin).toString());
  const urls = entries.map((entry) => {
    const en = abs(localizePath(entry.path, 'en'));
    const de = abs(localizePath(entry.path, 'de'));
    return (
      '  <url>\n' +
      `    <loc>${en}</loc>\n` +
      (entry.lastmod
        ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n`
        : '') +
      (entry.inGerman === false
        ? ''
        : `    <xhtml:link rel="alternate" hreflang="en-GB" href="${en}"/>\n` +
          `    <xhtml:link rel="alternate" hreflang="de" href="${de}"/>\n` +
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>\n`) +
      '  </url>\n'
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}

// No price or status in here: five minutes fresh, an hour stale while revalidating.
const SITEMAP_READ = {
  cache: CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 3600}),
  outage: 'last-good-copy',
  partialErrors: 'outage',
} as const;

/** How many child sitemaps each type has. */
export async function sitemapCounts(
  readStorefront: ReadStorefront,
): Promise<Record<SitemapType, number>> {
  const data = await readStorefront(SITEMAP_COUNTS_QUERY, SITEMAP_READ);
  return {
    products: data?.products?.pagesCount?.count ?? 0,
    collections: data?.collections?.pagesCount?.count ?? 0,
    // Every reference the dealer has handled: a few hundred, one sitemap holds 50,000.
    references: 1,
    pages: 1,
    articles: 1,
  };
}

/** The entries of one child sitemap, or null when that page does not exist. */
export async function sitemapEntries(
  readStorefront: ReadStorefront,
  type: SitemapType,
  page: number,
): Promise<SitemapEntry[] | null> {
  if (type === 'pages')
    return page === 1 ? STATIC_PAGES.map((path) => ({path})) : null;
  if (type === 'references') {
    if (page !== 1) return null;
    const references = await loadReferenceIndex(readStorefront);
    return references.map((entry) => ({
      path: `/references/${encodeURIComponent(entry.slug)}`,
    }));
  }
  if (type === 'articles') {
    return page === 1
      ? allArticles().map((a) => ({
          path: a.route,
          lastmod: a.dateModified || a.datePublished,
          inGerman: hasGermanVersion(a.route),
        }))
      : null;
  }
  const query =
    type === 'products' ? SITEMAP_PRODUCTS_QUERY : SITEMAP_COLLECTIONS_QUERY;
  const data = await readStorefront(query, {
    variables: {page},
    ...SITEMAP_READ,
  });
  const items = data?.sitemap?.resources?.items ?? [];
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

export const SITEMAP_COUNTS_QUERY = `#graphql
  query ShopSitemapCounts {
    products: sitemap(type: PRODUCT) {
      pagesCount {
        count
      }
    }
    collections: sitemap(type: COLLECTION) {
      pagesCount {
        count
      }
    }
  }
` as const;

export const SITEMAP_PRODUCTS_QUERY = `#graphql
  query ShopSitemapProducts($page: Int!) {
    sitemap(type: PRODUCT) {
      resources(page: $page) {
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;

export const SITEMAP_COLLECTIONS_QUERY = `#graphql
  query ShopSitemapCollections($page: Int!) {
    sitemap(type: COLLECTION) {
      resources(page: $page) {
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;
