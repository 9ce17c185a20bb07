/* eslint-disable @typescript-eslint/no-explicit-any -- loader answers are read loosely in these tests */
// A list page is assembled once and kept a few seconds: a second shopper within that window
// costs one cache read, not the ten or so Storefront sub-requests the first one did.
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {InMemoryCache} from '@shopify/hydrogen';
import {routeArgs, visitRoute} from '../support/shopContext';
import {loader as allWatchesLoader} from '~/routes/($locale).products._index';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {loader as availableLoader} from '~/routes/tables/statusList';
import {FRESHNESS_PATHS, worstCaseSeconds} from '~/server/freshness';
import {startLocalShop} from '../../local-shop/server';
import {setProduct} from '../../local-shop/admin/set-command';

/**
 * Hydrogen's InMemoryCache adds a stored entry's stale-while-revalidate to its life; the Cache
 * API of Oxygen's workers keeps an entry for its max-age only (Hydrogen pads that with the
 * strategy's own stale allowance). This one keeps entries as the worker's cache does.
 */
function workersLikeCache(): Cache {
  const cache = new InMemoryCache();
  const put = cache.put.bind(cache);
  cache.put = (request, response) => {
    const headers = new Headers(response.headers);
    headers.set(
      'cache-control',
      (headers.get('cache-control') ?? '').replace(
        /,?\s*stale-while-revalidate=\d+/,
        '',
      ),
    );
    return put(
      request,
      new Response(response.body, {status: response.status, headers}),
    );
  };
  return cache;
}

/** Counts the Storefront API requests a visit makes (the reader asks the client it wraps). */
function counting(args: any) {
  const storefront = args.context.storefront;
  const query = storefront.query.bind(storefront);
  const traffic = {queries: 0};
  storefront.query = (...request: unknown[]) => {
    traffic.queries++;
    return query(...request);
  };
  return traffic;
}

/** A visit as the worker makes it (page sent, held writes run), with its Storefront requests. */
async function visit(
  loader: (args: any) => Promise<any>,
  url: string,
  cache: Cache,
  params: Record<string, string> = {},
  env?: Record<string, string>,
) {
  let traffic = {queries: 0};
  const data = await visitRoute(
    (args: any) => {
      traffic = counting(args);
      return loader(args);
    },
    url,
    {params, subrequestCache: cache, env},
  );
  return {data, queries: traffic.queries};
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

  it('never keeps a brand the shop does not know: every visit asks again and answers 404', async () => {
    const cache = new InMemoryCache();
    for (let i = 0; i < 2; i++) {
      let traffic = {queries: 0};
      const failure = await visitRoute(
        (args: any) => {
          traffic = counting(args);
          return collectionLoader(args);
        },
        '/collections/no-such-brand',
        {params: {handle: 'no-such-brand'}, subrequestCache: cache},
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Response);
      expect((failure as Response).status).toBe(404);
      expect(traffic.queries).toBeGreaterThan(0);
    }
  });

  it('keeps a list only once its page has been sent (the write gate)', async () => {
    const cache = new InMemoryCache();
    const written: string[] = [];
    const put = cache.put.bind(cache);
    cache.put = (request, response) => {
      written.push(String(request));
      return put(request, response);
    };
    const pending: Promise<unknown>[] = [];
    const args: any = await routeArgs('/products?sort=price-desc', {
      subrequestCache: cache,
      waitUntil: (promise) => pending.push(promise),
    });
    const data: any = await allWatchesLoader(args);
    expect(data.page.products.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toEqual([]);
    args.pageSent();
    await Promise.allSettled(pending);
    expect(written.length).toBeGreaterThan(0);
  });
});

describe("a merchandiser's change reaches a list within the freshness budget", () => {
  const handle = 'omega-speedmaster-professional-moonwatch-310-30-42-50-01-001';
  let shop: Awaited<ReturnType<typeof startLocalShop>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'local-shop-freshness-'));
    shop = await startLocalShop({
      port: 0,
      dataDir,
      reset: true,
      quiet: true,
      withoutLeads: true,
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await shop?.close();
    await rm(dataDir, {recursive: true, force: true});
  });

  it('shows the old price while the list is kept, and the new one once every layer below the edge has let go', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    const cache = workersLikeCache();
    const env = {PUBLIC_STORE_DOMAIN: shop.url};
    const priceOn = async () => {
      const {data} = await visit(
        collectionLoader,
        '/collections/omega',
        cache,
        {handle: 'omega'},
        env,
      );
      const card = data.page.products.find((p: any) => p.handle === handle);
      expect(
        card,
        `${handle} among ${data.page.products.map((p: any) => p.handle)}`,
      ).toBeTruthy();
      return Number(
        (
          card.selectedOrFirstAvailableVariant?.price ??
          card.priceRange.minVariantPrice
        ).amount,
      );
    };
    const before = await priceOn();
    await setProduct(shop.url, 'local-admin-token', handle, [
      `price=${before + 1}`,
    ]);
    expect(await priceOn()).toBe(before);
    const list =
      FRESHNESS_PATHS['list pages (all watches, brands, status lists)'];
    // Everything but the edge (measured separately) has expired by then.
    vi.setSystemTime(
      Date.now() + (worstCaseSeconds(list.slice(0, -1)) + 1) * 1000,
    );
    expect(await priceOn()).toBe(before + 1);
  });
});
