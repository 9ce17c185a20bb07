import {describe, expect, it} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {
  memoryLastGood,
  outageResponse,
  type LastGoodStore,
} from '~/server/lastGoodCopy';
import {
  createListCache,
  createListMemo,
  LIST_MEMO_SECONDS,
  LIST_PAGE_STRATEGY,
} from './listCache';

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

function listCacheAt(
  cache: Cache,
  memo: ReturnType<typeof createListMemo>,
  clock: {now: number},
  site = '',
) {
  return createListCache({
    cache,
    waitUntil: () => {},
    request: new Request('http://shop.test/products'),
    site,
    memo,
    now: () => clock.now,
  });
}

describe('the isolate memo of assembled lists', () => {
  it("never serves one site's list to another (another market's prices)", async () => {
    const {cache} = countingCache();
    const memo = createListMemo();
    const clock = {now: 1_000_000};
    const key = ['products', 'en'];
    const inUk = await listCacheAt(
      cache,
      memo,
      clock,
      '',
    )(
      key,
      async () => ({currency: 'GBP'}),
      () => true,
    );
    const inUs = await listCacheAt(
      cache,
      memo,
      clock,
      'en-us',
    )(
      key,
      async () => ({currency: 'USD'}),
      () => true,
    );
    expect([inUk, inUs]).toEqual([{currency: 'GBP'}, {currency: 'USD'}]);
  });

  it('serves a list it read less than a second ago without reading the cache again', async () => {
    const {cache, reads} = countingCache();
    const memo = createListMemo();
    const clock = {now: 1_000_000};
    let builds = 0;
    const load = async () => ({found: true, watches: [++builds]});
    const first = await listCacheAt(cache, memo, clock)(
      ['products', 'en'],
      load,
      () => true,
    );
    const readsAfterFirst = reads.count;
    clock.now += LIST_MEMO_SECONDS * 1000 - 1;
    const second = await listCacheAt(cache, memo, clock)(
      ['products', 'en'],
      load,
      () => true,
    );
    expect(second).toBe(first);
    expect(reads.count).toBe(readsAfterFirst);
    expect(builds).toBe(1);
  });

  it('reads the cache again once the second has passed, and keeps keys apart', async () => {
    const {cache, reads} = countingCache();
    const memo = createListMemo();
    const clock = {now: 1_000_000};
    const load = async () => ({found: true});
    const lists = () => listCacheAt(cache, memo, clock);
    await lists()(['products', 'en'], load, () => true);
    const before = reads.count;
    await lists()(['products', 'de'], load, () => true);
    expect(reads.count).toBeGreaterThan(before);
    clock.now += LIST_MEMO_SECONDS * 1000;
    const again = reads.count;
    await lists()(['products', 'en'], load, () => true);
    expect(reads.count).toBeGreaterThan(again);
  });

  it('never remembers what the list cache would not keep (an unknown brand, an outage)', async () => {
    const {cache} = countingCache();
    const memo = createListMemo();
    const clock = {now: 1_000_000};
    let builds = 0;
    const load = async () => ({found: false, n: ++builds});
    const keep = (list: {found: boolean}) => list.found;
    await listCacheAt(cache, memo, clock)(['brand', 'nope'], load, keep);
    await listCacheAt(cache, memo, clock)(['brand', 'nope'], load, keep);
    expect(builds).toBe(2);
  });

  it('holds at most its limit of lists, forgetting the oldest first', () => {
    const memo = createListMemo(2);
    memo.set('a', 1, 0);
    memo.set('b', 2, 0);
    memo.set('c', 3, 0);
    expect(memo.get('a', 1)).toBeUndefined();
    expect(memo.get('b', 1)).toBe(2);
    expect(memo.get('c', 1)).toBe(3);
  });

  it('takes its second out of the list allowance, which stays 5 s', () => {
    expect(
      LIST_PAGE_STRATEGY.maxAge! +
        LIST_PAGE_STRATEGY.staleWhileRevalidate! +
        LIST_MEMO_SECONDS,
    ).toBe(5);
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
      site: '',
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
