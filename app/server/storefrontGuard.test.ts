import {describe, expect, it} from 'vitest';
import {
  cacheLastGood,
  guardStorefront,
  keepsLastGood,
  memoryLastGood,
  numberedQueryTexts,
  queryNumber,
} from './storefrontGuard';

/** The Cache API as far as the last-good store uses it, counting what it holds. */
function fakeCache() {
  const entries = new Map<string, Response>();
  const cache = {
    match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
    put: (url: string, response: Response) => {
      entries.set(url, response);
      return Promise.resolve();
    },
    delete: (url: string) => Promise.resolve(entries.delete(url)),
  };
  return {cache: cache as unknown as Cache, entries};
}

describe('last good answers', () => {
  it('keeps a bounded number of copies in the cache: every new query does not add one for a day', async () => {
    const {cache, entries} = fakeCache();
    const store = cacheLastGood(cache);
    for (let i = 0; i < 2_000; i++) {
      if (store.wants(`identity-${i}`)) await store.put(`search-${i}`, {i});
    }
    expect(entries.size).toBeLessThanOrEqual(500);
    expect(await store.get('search-1999')).toEqual({i: 1999});
    expect(await store.get('search-0')).toBeUndefined();
  });

  it('bounds the in-memory store too', async () => {
    const store = memoryLastGood(3);
    for (let i = 0; i < 10; i++) await store.put(`q${i}`, i);
    expect(await store.get('q9')).toBe(9);
    expect(await store.get('q0')).toBeUndefined();
  });

  it('numbers query texts in bounded memory, least recently used forgotten, never one number twice', () => {
    const kept = queryNumber('query Kept { shop { name } }');
    const seen = new Set<number>([kept]);
    for (let i = 0; i < 1_000; i++) {
      seen.add(queryNumber(`query Built${i} { shop { name } }`));
      // The shop's own query, asked all the time, keeps its number.
      expect(queryNumber('query Kept { shop { name } }')).toBe(kept);
    }
    expect(seen.size).toBe(1_001);
    expect(numberedQueryTexts()).toBeLessThanOrEqual(200);
    expect(queryNumber('query Built0 { shop { name } }')).not.toBe(
      [...seen][1],
    );
  });
});

describe('which answers get a last good copy', () => {
  /** A storefront whose answers are given, and a store counting what it saved. */
  function guarded(
    answer: () => Promise<unknown>,
    ownLastGood?: ReadonlySet<string>,
  ) {
    const saved: string[] = [];
    const memory = memoryLastGood();
    const store = {
      ...memory,
      put: (key: string, value: unknown) => {
        saved.push(key);
        return memory.put(key, value);
      },
    };
    const pending: Promise<unknown>[] = [];
    const storefront = guardStorefront(
      {query: (_query: string, _options?: unknown) => answer()},
      {store, waitUntil: (p) => pending.push(p), scope: 'test en', ownLastGood},
    );
    const settled = () => Promise.all(pending);
    return {storefront, saved, settled};
  }

  it('keeps a copy of an answer cached as usual, and serves it when the API fails', async () => {
    let up = true;
    const {storefront, saved, settled} = guarded(() =>
      up
        ? Promise.resolve({product: {handle: 'a'}})
        : Promise.resolve({errors: [{message: 'down'}]}),
    );
    const options = {variables: {handle: 'a'}, cache: {mode: 'public'}};
    await storefront.query('query Product { x }', options);
    await settled();
    expect(saved).toHaveLength(1);
    up = false;
    await expect(
      storefront.query('query Product { x }', options),
    ).resolves.toEqual({product: {handle: 'a'}});
  });

  it('keeps no copy of an answer asked live (CacheNone): a search text or a cart is not saved', async () => {
    let up = true;
    const {storefront, saved, settled} = guarded(() =>
      up
        ? Promise.resolve({search: {totalCount: 1}})
        : Promise.resolve({errors: [{message: 'down'}]}),
    );
    const options = {
      variables: {query: 'daytona 1'},
      cache: {mode: 'no-store'},
    };
    await storefront.query('query Search { x }', options);
    await settled();
    expect(saved).toEqual([]);
    up = false;
    const failed = await storefront
      .query('query Search { x }', options)
      .catch((error: unknown) => error);
    expect((failed as Response).status).toBe(503);
  });

  it('keeps no copy of an answer its caller keeps a copy of (a list part), and the outage shows', async () => {
    let up = true;
    const listPart = 'query CatalogueCollectionPage { x }';
    const {storefront, saved, settled} = guarded(
      () =>
        up
          ? Promise.resolve({collection: {id: 'all'}})
          : Promise.resolve({errors: [{message: 'down'}]}),
      new Set([listPart]),
    );
    const options = {variables: {handle: 'all'}, cache: {mode: 'public'}};
    await storefront.query(listPart, options);
    await storefront.query('query Product { x }', options);
    await settled();
    expect(saved).toHaveLength(1);
    up = false;
    const failed = await storefront
      .query(listPart, options)
      .catch((error: unknown) => error);
    expect((failed as Response).status).toBe(503);
  });

  it('tells live queries from cached ones by their cache strategy', () => {
    expect(keepsLastGood({cache: {mode: 'no-store'}})).toBe(false);
    expect(keepsLastGood({cache: {mode: 'public', maxAge: 1}})).toBe(true);
    expect(keepsLastGood({variables: {}})).toBe(true);
    expect(keepsLastGood(undefined)).toBe(true);
  });
});
