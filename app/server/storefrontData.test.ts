import {describe, expect, it} from 'vitest';
import {CacheNone, CacheShort} from '@shopify/hydrogen';
import {
  cacheLastGood,
  memoryLastGood,
  numberedQueryTexts,
  queryNumber,
} from './lastGoodCopy';
import {storefrontReader, type ReadPolicy} from './storefrontData';

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

describe('the reader: what a call site asks for is what it gets', () => {
  /** A reader over a client whose answers are given, and a store counting what it saved. */
  function reader(answer: (options: unknown) => Promise<unknown>) {
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
    const asked: unknown[] = [];
    const read = storefrontReader(
      {
        query: ((_query: string, options: unknown) => {
          asked.push(options);
          return answer(options);
        }) as never,
      },
      {store, waitUntil: (p) => pending.push(p), scope: 'test en'},
    );
    const settled = () => Promise.all(pending);
    return {read, saved, settled, asked};
  }
  const product = 'query Product { x }';
  const policy = (outage: ReadPolicy['outage']): ReadPolicy => ({
    cache: CacheShort(),
    outage,
    partialErrors: 'outage',
  });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as Response,
    );

  it('hands Hydrogen the cache strategy and variables, and nothing of its own policy', async () => {
    const {read, asked} = reader(() => Promise.resolve({product: {id: 1}}));
    const cache = CacheShort();
    await read(
      product as never,
      {
        variables: {handle: 'a'},
        cache,
        outage: 'fail',
        partialErrors: 'outage',
      } as never,
    );
    expect(asked).toEqual([{variables: {handle: 'a'}, cache}]);
  });

  it("'last-good-copy': keeps a copy of a good answer and serves it when the API fails, in any way", async () => {
    let mode: 'up' | 'errors' | 'throws' = 'up';
    const {read, saved, settled} = reader(() =>
      mode === 'up'
        ? Promise.resolve({product: {handle: 'a'}})
        : mode === 'errors'
          ? Promise.resolve({errors: [{message: 'down'}]})
          : Promise.reject(new Error('connection refused')),
    );
    const options = {variables: {handle: 'a'}, ...policy('last-good-copy')};
    await read(product as never, options as never);
    await settled();
    expect(saved).toHaveLength(1);
    for (mode of ['errors', 'throws'] as const)
      await expect(read(product as never, options as never)).resolves.toEqual({
        product: {handle: 'a'},
      });
    // Another question has no copy: the outage shows.
    const other = await failure(
      read(
        product as never,
        {
          variables: {handle: 'b'},
          ...policy('last-good-copy'),
        } as never,
      ),
    );
    expect(other?.status).toBe(503);
    expect(other?.headers.get('Retry-After')).toBe('30');
  });

  it("'fail': keeps no copy and answers an outage with the 503 at once", async () => {
    let up = true;
    const {read, saved, settled} = reader(() =>
      up
        ? Promise.resolve({search: {totalCount: 1}})
        : Promise.resolve({errors: [{message: 'down'}]}),
    );
    const options = {
      variables: {query: 'daytona 1'},
      cache: CacheNone(),
      outage: 'fail',
      partialErrors: 'outage',
    };
    await read(product as never, options as never);
    await settled();
    expect(saved).toEqual([]);
    up = false;
    expect(
      (await failure(read(product as never, options as never)))?.status,
    ).toBe(503);
  });

  it("partial errors: 'outage' refuses data that came with errors, 'keep-data' serves it and never keeps it as the good copy", async () => {
    const partial = {product: {handle: 'a'}, errors: [{message: 'one field'}]};
    const {read, saved, settled} = reader(() => Promise.resolve(partial));
    const asOutage = await failure(
      read(product as never, {...policy('fail')} as never),
    );
    expect(asOutage?.status).toBe(503);
    await expect(
      read(
        product as never,
        {
          ...policy('last-good-copy'),
          partialErrors: 'keep-data',
        } as never,
      ),
    ).resolves.toMatchObject({product: {handle: 'a'}});
    await settled();
    expect(saved).toEqual([]);
    // Errors and no data at all are an outage even when partial data is welcome.
    const empty = reader(() =>
      Promise.resolve({product: null, errors: [{message: 'down'}]}),
    );
    const failed = await failure(
      empty.read(
        product as never,
        {
          ...policy('fail'),
          partialErrors: 'keep-data',
        } as never,
      ),
    );
    expect(failed?.status).toBe(503);
  });

  it('keeps copies apart by scope, query and variables', async () => {
    let up = true;
    const {read, settled} = reader((options) =>
      up
        ? Promise.resolve({
            product: {
              handle: (options as {variables: {h: string}}).variables.h,
            },
          })
        : Promise.resolve({errors: [{message: 'down'}]}),
    );
    for (const h of ['a', 'b'])
      await read(
        product as never,
        {
          variables: {h},
          ...policy('last-good-copy'),
        } as never,
      );
    await settled();
    up = false;
    for (const h of ['b', 'a'])
      await expect(
        read(
          product as never,
          {
            variables: {h},
            ...policy('last-good-copy'),
          } as never,
        ),
      ).resolves.toEqual({product: {handle: h}});
    const otherQuery = await failure(
      read(
        'query Other { x }' as never,
        {
          variables: {h: 'a'},
          ...policy('last-good-copy'),
        } as never,
      ),
    );
    expect(otherQuery?.status).toBe(503);
  });
});
