/* eslint-disable @typescript-eslint/no-explicit-any -- loader answers are read loosely in these tests */
// A list page is assembled once and kept a few seconds: a second shopper within that window
// costs one cache read, not the ten or so Storefront sub-requests the first one did.
import {describe, expect, it} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {routeArgs} from '../support/shopContext';
import {loader as allWatchesLoader} from '~/routes/($locale).products._index';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {loader as availableLoader} from '~/routes/tables/statusList';
import {
  LIST_MEMO_SECONDS,
  LIST_PAGE_STRATEGY,
} from '~/server/catalogue/listCache';

async function visit(
  loader: (args: any) => Promise<any>,
  url: string,
  cache: Cache,
  params: Record<string, string> = {},
) {
  const args: any = await routeArgs(url, {params, subrequestCache: cache});
  const storefront = args.context.storefront;
  const query = storefront.query.bind(storefront);
  let queries = 0;
  storefront.query = (...request: unknown[]) => {
    queries++;
    return query(...request);
  };
  const data = await loader(args);
  return {data, queries};
}

const pages: Array<
  [string, (args: any) => Promise<any>, string, Record<string, string>]
> = [
  ['all watches', allWatchesLoader, '/products', {}],
  [
    'a filtered list',
    allWatchesLoader,
    '/products?brand=rolex&sort=price-desc',
    {},
  ],
  ['a brand page', collectionLoader, '/collections/rolex', {handle: 'rolex'}],
  ['a status list', availableLoader, '/available', {}],
];

describe('assembled list pages', () => {
  it.each(pages)(
    '%s: the second visit asks the Storefront API nothing and shows the same watches',
    async (_name, loader, url, params) => {
      const cache = new InMemoryCache();
      const first = await visit(loader, url, cache, params);
      expect(first.queries).toBeGreaterThan(0);
      const second = await visit(loader, url, cache, params);
      expect(second.queries).toBe(0);
      const handles = (data: any) =>
        data.page.products.map((p: any) => p.handle);
      expect(handles(second.data)).toEqual(handles(first.data));
      expect(second.data.page.total).toBe(first.data.page.total);
    },
  );

  it('keeps a list apart per language and per page state', async () => {
    const cache = new InMemoryCache();
    await visit(allWatchesLoader, '/products', cache);
    expect(
      (await visit(allWatchesLoader, '/de/products', cache)).queries,
    ).toBeGreaterThan(0);
    expect(
      (await visit(allWatchesLoader, '/products?sort=price-asc', cache))
        .queries,
    ).toBeGreaterThan(0);
  });

  it('never keeps a brand the shop does not know', async () => {
    const cache = new InMemoryCache();
    for (let i = 0; i < 2; i++) {
      const {queries} = await visit(
        collectionLoader,
        '/collections/no-such-brand',
        cache,
        {handle: 'no-such-brand'},
      ).catch((error) => {
        expect(error).toBeInstanceOf(Response);
        expect((error as Response).status).toBe(404);
        return {queries: -1};
      });
      expect(queries).toBe(-1);
    }
  });

  it('keeps a list at most 5 s, inside the 60 s freshness budget (docs/caching.md)', () => {
    // 1 s fresh, 3 s stale, 1 s remembered by the isolate that read it (decision 024).
    expect(LIST_PAGE_STRATEGY).toMatchObject({
      maxAge: 1,
      staleWhileRevalidate: 3,
    });
    expect(LIST_MEMO_SECONDS).toBe(1);
  });
});
