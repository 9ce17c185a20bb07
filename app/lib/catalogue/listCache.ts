import {CacheCustom, createWithCache} from '@shopify/hydrogen';

/**
 * How long an assembled list page (watches, totals, filter counts) is kept: 1 s fresh plus 4 s
 * served while it is rebuilt. Its sub-requests are CacheShort (10 s), so a list is at most
 * 15 s behind Shopify before the page cache's own allowance (docs/caching.md).
 */
export const LIST_PAGE_STRATEGY = CacheCustom({
  mode: 'public',
  maxAge: 1,
  staleWhileRevalidate: 4,
});

/**
 * Runs `load` at most once per key and few seconds; results `keep` rejects are not kept, and
 * nothing is kept under a null key.
 */
export type ListCache = <T>(
  key: readonly unknown[] | null,
  load: () => Promise<T>,
  keep: (value: T) => boolean,
) => Promise<T>;

/**
 * A list page reads ten or so sub-requests (facets, price bands, sort groups) and parses each
 * from the cache on every request; keeping the assembled page is one read instead
 * (docs/decisions/022-assembled-list-cache.md). Without the Cache API (tests) it loads every time.
 */
export function createListCache({
  cache,
  waitUntil,
  request,
}: {
  cache: Cache | undefined;
  waitUntil: (promise: Promise<unknown>) => void;
  request: Request;
}): ListCache {
  if (!cache) return (_key, load) => load();
  const withCache = createWithCache({cache, waitUntil, request});
  return (key, load, keep) =>
    key === null
      ? load()
      : withCache.run(
          {
            cacheKey: ['list-page', ...key],
            cacheStrategy: LIST_PAGE_STRATEGY,
            shouldCacheResult: keep,
          },
          load,
        );
}
