import {describe, expect, it} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
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
) {
  return createListCache({
    cache,
    waitUntil: () => {},
    request: new Request('http://shop.test/products'),
    memo,
    now: () => clock.now,
  });
}

describe('the isolate memo of assembled lists', () => {
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
