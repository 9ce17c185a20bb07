import {STATUS_LIST_SLUGS} from '../catalogue/statusListSlugs';
import {ARTICLE_SLUGS} from '../content/articleSlugs';

/**
 * The kinds of page field data is grouped by (docs/decisions/109-field-web-vitals.md): few
 * enough that every cell gathers samples, and none that names a watch or a visitor.
 */
export const PAGE_KINDS = [
  'home',
  'list',
  'brand',
  'product',
  'reference',
  'article',
  'sell',
  'cart',
  'other',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

const LOCALE_PAGE = 'routes/($locale).';

// Route ids under the ($locale) layout (app/routes.ts mounts the tables' ids the same way).
const KIND_OF_PAGE: Record<string, PageKind> = {
  _index: 'home',
  'products._index': 'list',
  'signature-watches': 'list',
  search: 'list',
  ...Object.fromEntries(STATUS_LIST_SLUGS.map((slug) => [slug, 'list'])),
  'collections.$handle': 'brand',
  'products.$handle': 'product',
  'watch.$id': 'product',
  'references.$reference': 'reference',
  'references._index': 'reference',
  'blog.$id': 'article',
  'blog._index': 'article',
  ...Object.fromEntries(ARTICLE_SLUGS.map((slug) => [slug, 'article'])),
  'sell-your-watch': 'sell',
  'sell-your-watch-form': 'sell',
  cart: 'cart',
};

export function isPageKind(value: unknown): value is PageKind {
  return PAGE_KINDS.includes(value as PageKind);
}

/** The kind of page a matched route (its id, the deepest match) shows; 'other' when unlisted. */
export function pageKindOfRoute(routeId: string | undefined): PageKind {
  if (!routeId?.startsWith(LOCALE_PAGE)) return 'other';
  return KIND_OF_PAGE[routeId.slice(LOCALE_PAGE.length)] ?? 'other';
}
