import type {MetaDescriptor} from 'react-router';
import {pageMeta} from '~/lib/seo';
import {translate} from '~/i18n/translate';
import {localizePath} from '~/i18n/locale';
import type {SharedPageData} from '~/lib/rootData';
import {breadcrumbJsonLd, type JsonLd} from '~/lib/content/jsonLd';
import {shareImage} from '~/lib/content/images';

/** What a page's meta reads from the root data (sharedPageData). */
export type PageInfo = Pick<SharedPageData, 'url' | 'locale' | 'shopName'>;

/**
 * Meta for a marketing or policy page: title '{page} | {shop}', description, canonical,
 * hreflang (every content page exists in both languages), share image, a breadcrumb
 * (Home > page) and any further JSON-LD.
 */
export function contentPageMeta(
  info: PageInfo | undefined,
  page: {
    title: string;
    description: string;
    crumb?: string;
    imageKey?: string;
    jsonLd?: JsonLd[];
    fullTitle?: string;
    /** Pages without a picture of their own (forms) share no image. */
    image?: false;
  },
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
            url: new URL(localizePath('/', info.locale), origin).toString(),
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
    image: page.image === false ? null : shareImage(origin, page.imageKey),
    jsonLd: [...(page.jsonLd ?? []), ...crumbs],
  });
}
