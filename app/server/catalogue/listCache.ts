import {CacheCustom, createWithCache} from '@shopify/hydrogen';
import {
  isOutage,
  lastGoodCopy,
  type LastGoodStore,
} from '~/server/lastGoodCopy';

/**
 * How long an assembled list page (watches, totals, filter counts) is kept: 1 s fresh plus 3 s
 * served while it is rebuilt, then up to LIST_MEMO_SECONDS in the isolate's memory; the
 * freshness budget (freshness.ts) adds them to the layers above and below.
 */
export const LIST_PAGE_STRATEGY = CacheCustom({
  mode: 'public',
  maxAge: 1,
  staleWhileRevalidate: 3,
});

/** How long an isolate reuses a list it has just read, without reading and parsing it again. */
export const LIST_MEMO_SECONDS = 1;

/** Lists one isolate has read in the last LIST_MEMO_SECONDS, by key; at most `max` of them. */
export type ListMemo = {
  get(key: string, now: number): unknown;
  set(key: string, value: unknown, now: number): void;
};

/**
 * A list read from the cache costs a Cache API read and a JSON parse of the whole list on every
 * render; back-to-back renders in one isolate share the object they read instead
 * (docs/decisions/024-lighter-list-pages.md). Nobody mutates loader data, so sharing is safe.
 */
export function createListMemo(max = 64): ListMemo {
  const kept = new Map<string, {value: unknown; until: number}>();
  return {
    get(key, now) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.until > now) return entry.value;
      kept.delete(key);
      return undefined;
    },
    set(key, value, now) {
      kept.delete(key);
      kept.set(key, {value, until: now + LIST_MEMO_SECONDS * 1000});
      // A Map iterates in insertion order: the first key is the oldest.
      while (kept.size > max) kept.delete(kept.keys().next().value!);
    },
  };
}

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
  site,
  memo,
  lastGood,
  now = Date.now,
}: {
  cache: Cache | undefined;
  /** The site's path prefix: every key carries it, so one market's list is never another's. */
  site: string;
  waitUntil: (promise: Promise<unknown>) => void;
  request: Request;
  /** The isolate's memo (the worker keeps one); without it every render reads the cache. */
  memo?: ListMemo;
  /** Where lists keep their last good copy; without it an outage is always a 503. */
  lastGood?: ListLastGood;
  now?: () => number;
}): ListCache {
  const guarded = <T>(
    key: readonly unknown[],
    load: () => Promise<T>,
    keep: (value: T) => boolean,
  ) => (lastGood ? withLastGood(lastGood, waitUntil, key, load, keep) : load);
  const onSite = (key: readonly unknown[]) => [`site:${site}`, ...key];
  if (!cache)
    return (key, load, keep) =>
      key === null ? load() : guarded(onSite(key), load, keep)();
  const withCache = createWithCache({cache, waitUntil, request});
  return async (bareKey, load, keep) => {
    if (bareKey === null) return load();
    const key = onSite(bareKey);
    const memoKey = memo ? JSON.stringify(key) : '';
    const remembered = memo?.get(memoKey, now());
    if (remembered !== undefined)
      return remembered as Awaited<ReturnType<typeof load>>;
    const value = await withCache.run(
      {
        cacheKey: ['list-page', ...key],
        cacheStrategy: LIST_PAGE_STRATEGY,
        shouldCacheResult: keep,
      },
      guarded(key, load, keep),
    );
    if (memo && keep(value)) memo.set(memoKey, value, now());
    return value;
  };
}
