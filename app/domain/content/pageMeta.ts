import type {MetaDescriptor} from 'react-router';
import {pageMeta, type PageMetaInput} from '~/domain/seo';
import {translate} from '~/i18n/translate';
import {sitePath} from '~/domain/markets/sitePath';
import type {SharedPageData} from '~/hooks/rootData';
import {breadcrumbJsonLd, type JsonLd} from '~/domain/content/jsonLd';
import {contentImagePreload, shareImage} from '~/domain/content/images';

/** What a page's meta reads from the root data (sharedPageData). */
export type PageInfo = Pick<
  SharedPageData,
  'url' | 'locale' | 'site' | 'shopName'
>;

/** What a page adds to the shared data for its meta. */
export type PageMetaFields = {
  /** The page's own title; the <title> is '{title} | {shop}' unless `fullTitle` is given. */
  title: string;
  fullTitle?: string;
  description: string;
  /** Adds a Home > page breadcrumb to the JSON-LD. */
  crumb?: string;
  /**
   * The content image the page shows first (its hero): preloaded from <head>, and the key of its
   * share image (the shop's default unless the key has one of its own).
   */
  heroImageKey?: string;
  /** Share image: an image of the page's own, or none (false/null); the default follows the hero. */
  image?: PageMetaInput['image'] | false;
  jsonLd?: JsonLd[];
  type?: PageMetaInput['type'];
  noindex?: boolean;
  preloadImage?: PageMetaInput['preloadImage'];
  price?: PageMetaInput['price'];
};

/**
 * The one meta builder of every page: title '{page} | {shop}', description, canonical,
 * hreflang (every page exists in both languages), share image, a breadcrumb (Home > page)
 * and any further JSON-LD. The shop, language and address come from the root data
 * (sharedPageData), so loaders return only what is the page's own.
 */
export function contentPageMeta(
  info: PageInfo | undefined,
  page: PageMetaFields,
): MetaDescriptor[] {
  if (!info) return [{title: 'Page not found'}];
  const url = new URL(info.url);
  const origin = url.origin;
  const canonical = new URL(
    url.pathname.replace(/\/+$/, '') || '/',
    origin,
  ).toString();
  const crumbs = page.crumb
    ? [
        breadcrumbJsonLd([
          {
            name: translate(info.locale, 'content.home'),
            url: new URL(sitePath('/', info.site), origin).toString(),
          },
          {name: page.crumb, url: canonical},
        ]),
      ]
    : [];
  return pageMeta({
    title: page.fullTitle ?? `${page.title} | ${info.shopName}`,
    description: page.description,
    url: info.url,
    locale: info.locale,
    hasGerman: true,
    type: page.type,
    noindex: page.noindex,
    price: page.price,
    preloadImage:
      page.preloadImage ??
      (page.heroImageKey ? contentImagePreload(page.heroImageKey) : null),
    image:
      page.image === false
        ? null
        : page.image === undefined
          ? shareImage(origin, page.heroImageKey)
          : page.image,
    jsonLd: [...(page.jsonLd ?? []), ...crumbs],
  });
}

/**
 * A page kept out of search (the cart, a form's result, an alert link, a missing watch): only
 * its title, '{title} | {shop}' in the reader's language, and noindex.
 */
export function privatePageMeta(
  info: PageInfo | undefined,
  titleKey: Parameters<typeof translate>[1],
): MetaDescriptor[] {
  const title = translate(info?.locale ?? 'en', titleKey);
  return [
    {title: info ? `${title} | ${info.shopName}` : title},
    {name: 'robots', content: 'noindex'},
  ];
}
