import {describe, expect, it} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {
  memoryLastGood,
  outageResponse,
  type LastGoodStore,
} from '~/server/lastGoodCopy';
import {createListCache} from './listCache';

/** Hydrogen's in-memory cache, counting how often a render reads it. */
function countingCache() {
  const cache = new InMemoryCache();
  const reads = {count: 0};
  const match = cache.match.bind(cache);
  cache.match = (...args: Parameters<typeof match>) => {
    reads.count++;
    return match(...args);
  };
  return {cache: cache as unknown as Cache, reads};
}

/** A request's list cache over `cache`; `settled()` waits for the writes it left running. */
function listCacheOver(cache: Cache) {
  const pending: Promise<unknown>[] = [];
  const listCache = createListCache({
    cache,
    waitUntil: (promise) => pending.push(promise),
    request: new Request('http://shop.test/products'),
  });
  return {listCache, settled: () => Promise.allSettled(pending)};
}

describe('the assembled list cache', () => {
  it('builds a list once; the next render reads it from the cache', async () => {
    const {cache, reads} = countingCache();
    let builds = 0;
    const load = async () => ({found: true, watches: [++builds]});
    const firstRequest = listCacheOver(cache);
    const first = await firstRequest.listCache(
      ['products', 'en'],
      load,
      () => true,
    );
    await firstRequest.settled();
    const readsAfterFirst = reads.count;
    const second = await listCacheOver(cache).listCache(
      ['products', 'en'],
      load,
      () => true,
    );
    expect(second).toEqual(first);
    expect(reads.count).toBeGreaterThan(readsAfterFirst);
    expect(builds).toBe(1);
  });

  it('never keeps what it should not (an unknown brand)', async () => {
    const {cache} = countingCache();
    let builds = 0;
    const load = async () => ({found: false, n: ++builds});
    const keep = (list: {found: boolean}) => list.found;
    const firstRequest = listCacheOver(cache);
    await firstRequest.listCache(['brand', 'nope'], load, keep);
    await firstRequest.settled();
    await listCacheOver(cache).listCache(['brand', 'nope'], load, keep);
    expect(builds).toBe(2);
  });
});

describe('the last good copy of an assembled list', () => {
  /** A list cache over the given cache (or none), keeping copies in `store`. */
  function withStore(
    cache: Cache | undefined,
    store: LastGoodStore = memoryLastGood(),
  ) {
    const saved: string[] = [];
    const pending: Promise<unknown>[] = [];
    const listCache = createListCache({
      cache,
      waitUntil: (p) => pending.push(p),
      request: new Request('http://shop.test/products'),
      lastGood: {
        store: {
          ...store,
          put: (key, value) => {
            saved.push(key);
            return store.put(key, value);
          },
        },
        scope: 'shop.test en',
      },
    });
    return {listCache, saved, settled: () => Promise.all(pending)};
  }
  const outage = () => Promise.reject(outageResponse());

  it.each([
    ['with the Cache API', () => new InMemoryCache() as unknown as Cache],
    ['without it (tests under Node)', () => undefined],
  ])(
    'keeps one copy of the list and serves it while the API is out, %s',
    async (_, makeCache) => {
      const store = memoryLastGood();
      const first = withStore(makeCache(), store);
      const list = {found: true, watches: ['a', 'b']};
      await first.listCache(
        ['products', 'en'],
        async () => list,
        () => true,
      );
      await first.settled();
      expect(first.saved).toHaveLength(1);
      // A later request, once the list has left the short cache: the API is out.
      const later = withStore(makeCache(), store);
      await expect(
        later.listCache(['products', 'en'], outage, () => true),
      ).resolves.toEqual(list);
      // A list nobody has loaded has no copy: the outage shows.
      await expect(
        later.listCache(['products', 'de'], outage, () => true),
      ).rejects.toMatchObject({status: 503});
    },
  );

  it('answers any other failure with that failure, not the copy', async () => {
    const store = memoryLastGood();
    const first = withStore(undefined, store);
    await first.listCache(
      ['products', 'en'],
      async () => ({found: true}),
      () => true,
    );
    await first.settled();
    await expect(
      withStore(undefined, store).listCache(
        ['products', 'en'],
        () => Promise.reject(new Error('bug')),
        () => true,
      ),
    ).rejects.toThrow('bug');
  });

  it('keeps no copy of a list it would not cache (an unknown brand)', async () => {
    const {listCache, saved, settled} = withStore(undefined);
    await listCache(
      ['brand', 'en', 'nobody', null],
      async () => null,
      (l) => Boolean(l),
    );
    await settled();
    expect(saved).toEqual([]);
  });
});
