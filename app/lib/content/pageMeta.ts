import type {MetaDescriptor} from 'react-router';
import {pageMeta} from '~/lib/seo';
import {translate} from '~/i18n/translate';
import {localizePath, type Locale} from '~/i18n/locale';
import {breadcrumbJsonLd, type JsonLd} from '~/lib/content/jsonLd';
import {shareImage} from '~/lib/content/images';

/** What a content route's loader hands its meta function. */
export type PageInfo = {url: string; locale: Locale; shopName: string};

export function pageInfo(
  request: Request,
  context: {locale: Locale; dealer: {shopName: string}},
): PageInfo {
  return {
    url: request.url,
    locale: context.locale,
    shopName: context.dealer.shopName,
  };
}

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
    image: shareImage(origin, page.imageKey),
    jsonLd: [...(page.jsonLd ?? []), ...crumbs],
  });
}
