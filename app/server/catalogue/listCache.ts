import {CacheCustom, createWithCache} from '@shopify/hydrogen';
import {
  isOutage,
  lastGoodCopy,
  type LastGoodStore,
} from '~/server/lastGoodCopy';

/**
 * How long an assembled list page (watches, totals, filter counts) is kept: 1 s fresh plus 3 s
 * served while it is rebuilt; the freshness budget (freshness.ts) adds them to the layers above
 * and below.
 */
export const LIST_PAGE_STRATEGY = CacheCustom({
  mode: 'public',
  maxAge: 1,
  staleWhileRevalidate: 3,
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

/** Where a list keeps its last good copy, and what tells one store's copies from another's. */
export type ListLastGood = {store: LastGoodStore; scope: string};

/**
 * `load`, keeping a last good copy of what it assembles, and answering with that copy when the
 * Storefront API is out (stale-if-error for the whole list, docs/decisions/063-storefront-outages.md).
 */
function withLastGood<T>(
  {store, scope}: ListLastGood,
  waitUntil: (promise: Promise<unknown>) => void,
  key: readonly unknown[],
  load: () => Promise<T>,
  keep: (value: T) => boolean,
): () => Promise<T> {
  return async () => {
    const parts = [scope, 'list', key];
    const copy = lastGoodCopy(store, waitUntil, parts);
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (!isOutage(error)) throw error;
      const kept = await copy.read();
      if (kept === undefined) throw error;
      return kept as T;
    }
    if (keep(value)) copy.save(JSON.stringify(parts), value);
    return value;
  };
}

/**
 * A list page reads five to eight sub-requests (facets, price bands, sort groups) and parses each
 * from the cache on every request; keeping the assembled page is one read instead
 * (docs/decisions/022-assembled-list-cache.md). Without the Cache API (tests) it loads every time.
 */
export function createListCache({
  cache,
  waitUntil,
  request,
  lastGood,
}: {
  cache: Cache | undefined;
  waitUntil: (promise: Promise<unknown>) => void;
  request: Request;
  /** Where lists keep their last good copy; without it an outage is always a 503. */
  lastGood?: ListLastGood;
}): ListCache {
  const guarded = <T>(
    key: readonly unknown[],
    load: () => Promise<T>,
    keep: (value: T) => boolean,
  ) => (lastGood ? withLastGood(lastGood, waitUntil, key, load, keep) : load);
  if (!cache)
    return (key, load, keep) =>
      key === null ? load() : guarded(key, load, keep)();
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
          guarded(key, load, keep),
        );
}
