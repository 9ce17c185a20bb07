import type {ImagePreload} from '~/domain/image/shopImage';
import type {MetaDescriptor} from 'react-router';
import {LOCALES, type Locale} from '~/i18n/locale';
import {siteAlternates} from '~/domain/markets/hreflang';
import {isPriceMissing} from '~/domain/money';
import {siteFromPath, sitePath} from '~/domain/markets/sitePath';

/** Query parameters that never make a different page (tracking, ad clicks). */
const TRACKING_PARAMS =
  /^(utm_.*|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga|ref)$/i;

/**
 * The one address a page should be indexed under: no trailing slash, no tracking
 * parameters, and only the query parameters that really change the page.
 */
export function canonicalUrl(
  origin: string,
  path: string,
  keepParams: URLSearchParams | null = null,
): string {
  const cleanPath = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const url = new URL(cleanPath || '/', origin);
  if (keepParams) {
    const kept = [...keepParams.entries()].filter(
      ([key]) => !TRACKING_PARAMS.test(key),
    );
    kept.sort(([a], [b]) => a.localeCompare(b));
    for (const [key, value] of kept) url.searchParams.append(key, value);
  }
  return url.toString();
}

export type PageMetaInput = {
  /** Full <title>; keep it unique per page. */
  title: string;
  description: string;
  /** Request URL of the page (gives origin and path). */
  url: string;
  locale: Locale;
  image?: {url: string; width?: number; height?: number; alt?: string} | null;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  /** Whether a German version exists (German sites join the hreflang alternates). */
  hasGerman?: boolean;
  /** Query parameters that belong in the canonical URL (e.g. page for listings). */
  canonicalParams?: URLSearchParams | null;
  jsonLd?: Array<Record<string, unknown>>;
  /** A watch's price in the site's currency: Open Graph's product:price tags for share cards. */
  price?: {amount: string; currencyCode: string} | null;
  /** The page's largest image, preloaded from <head> at high priority (same srcset and sizes as its <img>). */
  preloadImage?: ImagePreload | null;
};

/** Title, description, canonical, Open Graph, Twitter, hreflang and JSON-LD for a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = new URL(input.url);
  const canonical = canonicalUrl(
    url.origin,
    url.pathname,
    input.canonicalParams ?? null,
  );
  const description = truncate(input.description, 160);
  const meta: MetaDescriptor[] = [
    {title: input.title},
    {name: 'description', content: description},
    {tagName: 'link', rel: 'canonical', href: canonical},
    {property: 'og:title', content: input.title},
    {property: 'og:description', content: description},
    {property: 'og:url', content: canonical},
    {property: 'og:type', content: input.type ?? 'website'},
    {property: 'og:locale', content: ogLocale(input.locale, url.pathname)},
    {
      name: 'twitter:card',
      content: input.image ? 'summary_large_image' : 'summary',
    },
    {name: 'twitter:title', content: input.title},
    {name: 'twitter:description', content: description},
  ];
  if (input.image) {
    meta.push(
      {property: 'og:image', content: input.image.url},
      {name: 'twitter:image', content: input.image.url},
    );
    if (input.image.width)
      meta.push({
        property: 'og:image:width',
        content: String(input.image.width),
      });
    if (input.image.height)
      meta.push({
        property: 'og:image:height',
        content: String(input.image.height),
      });
    if (input.image.alt)
      meta.push({property: 'og:image:alt', content: input.image.alt});
  }
  if (input.price && !isPriceMissing(input.price))
    meta.push(
      {
        property: 'product:price:amount',
        content: Number(input.price.amount).toFixed(2),
      },
      {property: 'product:price:currency', content: input.price.currencyCode},
    );
  if (input.noindex) meta.push({name: 'robots', content: 'noindex, follow'});
  // Every site that offers the page, each under the tags of the countries it sells to.
  const site = siteFromPath(url.pathname);
  for (const alternate of siteAlternates(
    input.hasGerman ? LOCALES : ['en'],
    site,
  ))
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: canonicalUrl(
        url.origin,
        sitePath(url.pathname, alternate.site),
        input.canonicalParams ?? null,
      ),
    });
  if (input.preloadImage) meta.push(imagePreloadLink(input.preloadImage));
  for (const data of input.jsonLd ?? []) meta.push({'script:ld+json': data});
  return meta;
}

/** Open Graph's language_TERRITORY: German stays de_DE; English names the market's country. */
function ogLocale(locale: Locale, pathname: string): string {
  if (locale === 'de') return 'de_DE';
  return `en_${siteFromPath(pathname).market.pricingCountry}`;
}

/** Cuts text at a word boundary to at most `max` characters (meta descriptions: 160). */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(
    0,
    cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : cut.length,
  );
  return `${atWord.replace(/[\s,.;:]+$/, '')}…`;
}

/** `<link rel=preload as=image>` with the image's own srcset, so the browser picks the same file. */
export function imagePreloadLink(image: ImagePreload): MetaDescriptor {
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    href: image.href,
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    // React 18 knows no fetchPriority prop; the lower-case attribute reaches the HTML as is.
    fetchpriority: 'high',
  };
}
