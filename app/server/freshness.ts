// How old a price or status can be when a shopper sees it: the sum, along each path a page
// takes, of every cache's fresh and stale-while-revalidate allowance. Computed from the values
// the code declares, so a change to any layer is checked against the budget by a test.
import {CacheShort, type CachingStrategy} from '@shopify/hydrogen';
import {
  PAGE_EDGE_CACHE_CONTROL,
  PAGE_EDGE_MAX_AGE,
  PAGE_EDGE_STALE_WHILE_REVALIDATE,
} from './pageCache';
import {LIST_MEMO_SECONDS, LIST_PAGE_STRATEGY} from './catalogue/listCache';
import {PUBLIC_FEED_CACHE_CONTROL} from './feed/feedResponse';

/** The dealer's promise: a price or status change shows everywhere within a minute. */
export const STATUS_AND_PRICE_BUDGET_SECONDS = 60;

/** A cache layer and the longest it can serve an answer after Shopify changed. */
export type Layer = {name: string; seconds: number};

const strategySeconds = (strategy: CachingStrategy) =>
  (strategy.maxAge ?? 0) + (strategy.staleWhileRevalidate ?? 0);

/** Seconds a Cache-Control value lets a shared cache serve a copy (fresh plus stale). */
export function headerSeconds(cacheControl: string): number {
  const directive = (name: string) =>
    Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  return (
    (directive('s-maxage') || directive('max-age')) +
    directive('stale-while-revalidate')
  );
}

/** The loaders read status and price with Hydrogen's CacheShort (storefrontData.ts). */
const storefront: Layer = {
  name: 'Storefront API sub-request cache (CacheShort)',
  seconds: strategySeconds(CacheShort()),
};
const edge: Layer = {
  name: `edge page cache (${PAGE_EDGE_CACHE_CONTROL})`,
  seconds: PAGE_EDGE_MAX_AGE + PAGE_EDGE_STALE_WHILE_REVALIDATE,
};

/** Every path a price or status takes to a shopper, layer by layer. */
export const FRESHNESS_PATHS: Record<string, Layer[]> = {
  'watch, reference and home pages': [storefront, edge],
  'list pages (all watches, brands, status lists)': [
    storefront,
    {
      name: 'assembled list cache',
      seconds: strategySeconds(LIST_PAGE_STRATEGY),
    },
    {name: "isolate's list memo", seconds: LIST_MEMO_SECONDS},
    edge,
  ],
  'merchant feed': [
    storefront,
    {
      name: `feed HTTP cache (${PUBLIC_FEED_CACHE_CONTROL})`,
      seconds: headerSeconds(PUBLIC_FEED_CACHE_CONTROL),
    },
  ],
};

/** The oldest a price or status can be on this path. */
export const worstCaseSeconds = (path: Layer[]) =>
  path.reduce((total, layer) => total + layer.seconds, 0);
