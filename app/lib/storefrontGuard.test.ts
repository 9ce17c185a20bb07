import {describe, expect, it} from 'vitest';
import {
  cacheLastGood,
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
