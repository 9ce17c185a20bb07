// Fault suite, Storefront API: with Shopify answering 200 with `errors`, answering 503 or
// refusing connections, every storefront-backed route either serves its last good answer or
// throws a 503 with Retry-After (the error page, or a small body for feeds, sitemaps and JSON).
// Never a 404, never an empty list, never a raw error. A missing product stays a 404.
// This file starts its own local shop, so its faults touch no other test file.
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as productsLoader} from '~/routes/($locale).products._index';
import {loader as productLoader} from '~/routes/($locale).products.$handle';
import {loader as collectionLoader} from '~/routes/($locale).collections.$handle';
import {loader as availableLoader} from '~/routes/tables/statusList';
import {loader as onRequestLoader} from '~/routes/tables/statusList';
import {loader as soldLoader} from '~/routes/tables/statusList';
import {loader as signatureLoader} from '~/routes/($locale).signature-watches';
import {loader as watchLoader} from '~/routes/($locale).watch.$id';
import {loader as searchLoader} from '~/routes/($locale).api.search';
import {loader as wishlistLoader} from '~/routes/($locale).api.wishlist';
import {loader as recentLoader} from '~/routes/($locale).api.recently-viewed';
import {loader as feedLoader} from '~/routes/tables/feed';
import {loader as adminFeedLoader} from '~/routes/admin.product-feed';
import {loader as sitemapPageLoader} from '~/routes/sitemap.$type.$page[.xml]';

const HANDLE = 'aquanaut-luce-minute-repeater-rose-gold';
const ADMIN = 'fault-suite-admin-password';

let shop: {url: string; close: () => Promise<void>};
let dataDir: string;
let watchId = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-shop-faults-'));
  const {startLocalShop} = await import('../../local-shop/server');
  shop = await startLocalShop({port: 0, dataDir, reset: true, quiet: true});
  // Straight from the API: a loader here would leave a last good copy for the cold cases.
  const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({query: '{ products(first: 1) { nodes { id } } }'}),
  });
  const {data} = (await response.json()) as {
    data: {products: {nodes: Array<{id: string}>}};
  };
  watchId = data.products.nodes[0].id.split('/').pop()!;
}, 300_000);

afterAll(async () => {
  await setFaults(null);
  await shop?.close();
  await rm(dataDir, {recursive: true, force: true});
});

function args(
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return routeArgs(path, {
    params,
    headers,
    env: {PUBLIC_STORE_DOMAIN: shop.url, ADMIN_PASSWORD: ADMIN},
  });
}

async function setFaults(failMode: string | null) {
  await fetch(`${shop.url}/__local-shop/faults`, {
    method: failMode ? 'POST' : 'DELETE',
    headers: {'content-type': 'application/json'},
    body: failMode
      ? JSON.stringify({scope: 'storefront', failRate: 1, failMode})
      : undefined,
  });
}

type Loader = (args: never) => Promise<unknown>;
const basic = `Basic ${btoa(`admin:${ADMIN}`)}`;

/** Every route that asks the Storefront API, as a visitor (or crawler) reaches it. */
const ROUTES: Array<[string, Loader, () => Promise<unknown>]> = [
  ['/products', productsLoader, () => args('/products')],
  [
    '/products/{handle}',
    productLoader,
    () => args(`/products/${HANDLE}`, {handle: HANDLE}),
  ],
  [
    '/collections/rolex',
    collectionLoader,
    () => args('/collections/rolex', {handle: 'rolex'}),
  ],
  ['/available', availableLoader, () => args('/available')],
  ['/on-request', onRequestLoader, () => args('/on-request')],
  ['/recently-sold', soldLoader, () => args('/recently-sold')],
  ['/signature-watches', signatureLoader, () => args('/signature-watches')],
  ['/watch/{id}', watchLoader, () => args(`/watch/${watchId}`, {id: watchId})],
  ['/api/search', searchLoader, () => args('/api/search?q=rolex')],
  [
    '/api/wishlist',
    wishlistLoader,
    () => args(`/api/wishlist?handles=${HANDLE}`),
  ],
  [
    '/api/recently-viewed',
    recentLoader,
    () => args(`/api/recently-viewed?handles=${HANDLE}`),
  ],
  ['/product-feed.xml', feedLoader, () => args('/product-feed.xml')],
  [
    '/admin/product-feed',
    adminFeedLoader,
    () => args('/admin/product-feed', {}, {Authorization: basic}),
  ],
  ['/sitemap.xml', feedLoader, () => args('/sitemap.xml')],
  [
    '/sitemap/products/1.xml',
    sitemapPageLoader,
    () => args('/sitemap/products/1.xml', {type: 'products', page: '1'}),
  ],
];

/** What the loader ends in: its value, or the Response it threw. */
async function outcome(loader: Loader, make: () => Promise<unknown>) {
  try {
    const value = await loader((await make()) as never);
    if (value instanceof Response)
      return {status: value.status, response: value};
    // data(..., {status}): a page that explains the outage itself (the grid's error state).
    const init = (value as {init?: {status?: number}} | null)?.init;
    return {status: init?.status ?? 200, value};
  } catch (error) {
    if (error instanceof Response)
      return {status: error.status, response: error};
    return {status: 500, error};
  }
}

describe.each(['graphql', 'http', 'refuse'])(
  'Storefront API failing (%s), cold',
  (mode) => {
    it.each(ROUTES)(
      '%s answers 503 with Retry-After',
      async (_, loader, make) => {
        await setFaults(mode);
        try {
          const result = await outcome(loader, make);
          expect(result.status).toBe(503);
          // A thrown 503 carries Retry-After and a small body; a page that explains the outage
          // in its own grid (status 503) gets Retry-After from server.ts.
          if (result.response) {
            expect(result.response.headers.get('Retry-After')).toMatch(/^\d+$/);
            expect((await result.response.text()).length).toBeLessThan(200);
          }
        } finally {
          await setFaults(null);
        }
      },
    );
  },
);

describe('stale-if-error and real absence', () => {
  it('serves the last good answer while the API fails', async () => {
    const make = () => args(`/products/${HANDLE}`, {handle: HANDLE});
    const good = (await productLoader((await make()) as never)) as {
      product: {handle: string};
    };
    expect(good.product.handle).toBe(HANDLE);
    await setFaults('graphql');
    try {
      const stale = (await productLoader((await make()) as never)) as {
        product: {handle: string};
      };
      expect(stale.product.handle).toBe(HANDLE);
    } finally {
      await setFaults(null);
    }
  });

  it('a product that does not exist is still a 404', async () => {
    const result = await outcome(productLoader, () =>
      args('/products/no-such-watch', {handle: 'no-such-watch'}),
    );
    expect(result.status).toBe(404);
  });
});
