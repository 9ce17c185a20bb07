/* eslint-disable @typescript-eslint/no-explicit-any -- loader answers and raw Storefront JSON are read loosely in these tests */
// The catalogue loaders against a local shop with 5,000 extra products: every filter and
// combination returns exactly the right watches with the right counts, pages neither overlap
// nor skip, and sorts hold across pages. Expectations are computed independently from the
// full product list (read straight from the Storefront API) and local-shop/catalogue/stats.
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {startLocalShop} from '../../local-shop/server';
import {
  caseSizeBand,
  priceBand,
  yearBand,
} from '../../local-shop/catalogue/stats';
import {loader as allWatchesLoader} from '~/routes/($locale).products._index';
import {caseSizeBandOf} from '~/domain/catalogue/bands';

type Row = {
  handle: string;
  vendor: string;
  price: number;
  status: string;
  year: string;
  size: string;
  hasImage: boolean;
  forSale: boolean;
};

let shop: {url: string; close: () => Promise<void>};
let dataDir: string;
let rows: Row[] = [];

const TOKEN = 'local-storefront-public-token';

async function storefront(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': TOKEN,
    },
    body: JSON.stringify({query, variables}),
  });
  const json = (await response.json()) as {data: any};
  return json.data;
}

/** Every product of the all-watches collection, read page by page. */
async function readAll(): Promise<Row[]> {
  const out: Row[] = [];
  let after: string | null = null;
  for (;;) {
    const data = await storefront(
      `query($after: String) { collection(handle: "all-watches") { products(first: 250, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { handle vendor availableForSale featuredImage { url }
          selectedOrFirstAvailableVariant { price { amount } }
          status: metafield(namespace: "custom", key: "availability_status") { value }
          year: metafield(namespace: "custom", key: "year") { value }
          size: metafield(namespace: "custom", key: "case_size") { value } } } } }`,
      {after},
    );
    const products = data.collection.products;
    for (const p of products.nodes) {
      out.push({
        handle: p.handle,
        vendor: p.vendor,
        price: Number(p.selectedOrFirstAvailableVariant?.price.amount ?? 0),
        status: p.status?.value ?? '',
        year: p.year?.value ?? '',
        size: p.size?.value ?? '',
        hasImage: Boolean(p.featuredImage?.url),
        forSale: p.availableForSale,
      });
    }
    if (!products.pageInfo.hasNextPage) return out;
    after = products.pageInfo.endCursor;
  }
}

const YEAR_IDS: Record<string, string> = {
  '2020-Present': '2020-present',
  '2015-2019': '2015-2019',
  '2010-2014': '2010-2014',
  '2000-2009': '2000-2009',
  'Pre-2000': 'pre-2000',
};
const SIZE_IDS: Record<string, string> = {
  '<36': 'under-36',
  '36-38': '36-38',
  '39-41': '39-41',
  '42-44': '42-44',
  '>44': 'over-44',
};
const VENDORS: Record<string, string> = {
  rolex: 'Rolex',
  'patek-philippe': 'Patek Philippe',
  'audemars-piguet': 'Audemars Piguet',
  'vacheron-constantin': 'Vacheron Constantin',
  'a-lange-soehne': 'A. Lange & Söhne',
  'richard-mille': 'Richard Mille',
};

/** Independent statement of the rules, for one query string. */
function expected(query: string): Row[] {
  const params = new URLSearchParams(query);
  const brands = params.getAll('brand');
  const years = params.getAll('year');
  const sizes = params.getAll('size');
  const statuses = params.getAll('availability');
  const price = params.get('price');
  return rows.filter((row) => {
    if (!row.forSale || row.price <= 0) return false;
    if (brands.length && !brands.some((b) => VENDORS[b] === row.vendor))
      return false;
    if (
      years.length &&
      !years.includes(YEAR_IDS[yearBand(row.year) ?? ''] ?? '')
    )
      return false;
    // Half sizes between bands (38.5 mm) are the storefront's documented decision: band of the whole millimetres.
    const size = caseSizeBand(row.size);
    if (
      sizes.length &&
      !sizes.includes(size ? SIZE_IDS[size] : (caseSizeBandOf(row.size) ?? ''))
    )
      return false;
    if (statuses.length && !statuses.includes(row.status)) return false;
    if (price && priceBand(row.price) !== price) return false;
    return true;
  });
}

type Loaded = {
  page: {
    products: Array<{
      handle: string;
      status: {value: string} | null;
      year: {value: string} | null;
      selectedOrFirstAvailableVariant: {price: {amount: string}} | null;
    }>;
    total: number;
    nextCursor: string | null;
    counts: any;
  };
};

async function load(query: string): Promise<Loaded> {
  const url = `/products${query ? `?${query}` : ''}`;
  const result = (await allWatchesLoader(
    await routeArgs(url, {env: {PUBLIC_STORE_DOMAIN: shop.url}}),
  )) as unknown;
  // The loader answers plain data, or data() with a status on failure.
  const data = (result as {data?: unknown}).data ?? result;
  return data as Loaded;
}

/** Follows 'Load more' to the end; returns every watch in the order shown. */
async function loadAllPages(query: string) {
  const shown: Loaded['page']['products'] = [];
  let cursor: string | null = null;
  let first: Loaded | null = null;
  for (let guard = 0; guard < 400; guard++) {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const data = await load(params.toString());
    first ??= data;
    shown.push(...data.page.products);
    cursor = data.page.nextCursor;
    if (!cursor) break;
  }
  return {shown, first: first!};
}

const rank = (status: string) =>
  ({available: 0, on_request: 1, sold: 2})[status as 'sold'] ?? 3;
const priceOf = (p: {
  selectedOrFirstAvailableVariant: {price: {amount: string}} | null;
}) => Number(p.selectedOrFirstAvailableVariant?.price.amount ?? 0);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'catalogue-scale-'));
  shop = await startLocalShop({
    port: 0,
    extraProducts: 5000,
    dataDir,
    reset: true,
    quiet: true,
  });
  rows = await readAll();
}, 120_000);

afterAll(async () => {
  await shop?.close();
  if (dataDir) await rm(dataDir, {recursive: true, force: true});
});

describe('all watches over 5,000 extra products', () => {
  it('counts the whole eligible catalogue and every filter choice', async () => {
    expect(rows.length).toBeGreaterThan(5000);
    const data = await load('');
    expect(data.page.total).toBe(expected('').length);
    expect(data.page.products).toHaveLength(24);
    for (const brand of Object.keys(VENDORS))
      expect(data.page.counts.brand[brand], brand).toBe(
        expected(`brand=${brand}`).length,
      );
    for (const year of Object.values(YEAR_IDS))
      expect(data.page.counts.year[year], year).toBe(
        expected(`year=${year}`).length,
      );
    for (const size of Object.values(SIZE_IDS))
      expect(data.page.counts.size[size], size).toBe(
        expected(`size=${size}`).length,
      );
    for (const status of ['available', 'on_request', 'sold'])
      expect(data.page.counts.status[status], status).toBe(
        expected(`availability=${status}`).length,
      );
    for (const price of [
      'under-10000',
      '10000-25000',
      '25000-50000',
      '50000-100000',
      'over-100000',
    ]) {
      expect(data.page.counts.price[price], price).toBe(
        expected(`price=${price}`).length,
      );
    }
  });

  it('filters each kind alone to exactly the right count', async () => {
    for (const query of [
      'brand=a-lange-soehne',
      'year=pre-2000',
      'size=36-38',
      'availability=on_request',
      'price=over-100000',
      'price=under-10000',
    ]) {
      const data = await load(query);
      expect(data.page.total, query).toBe(expected(query).length);
    }
  });

  it('combines kinds (AND) and choices within a kind (OR), with disjunctive counts', async () => {
    const query =
      'brand=rolex&brand=richard-mille&year=2015-2019&year=pre-2000&size=39-41&size=over-44&availability=available&availability=sold&price=25000-50000';
    const {shown, first} = await loadAllPages(query);
    const want = expected(query);
    expect(first.page.total).toBe(want.length);
    expect(new Set(shown.map((p) => p.handle))).toEqual(
      new Set(want.filter((r) => r.hasImage).map((r) => r.handle)),
    );
    expect(shown).toHaveLength(new Set(shown.map((p) => p.handle)).size);
    // A brand's count applies every other kind's choices but not the brand choice itself.
    expect(first.page.counts.brand['patek-philippe']).toBe(
      expected(query.replace(/brand=[^&]+&/g, '') + '&brand=patek-philippe')
        .length,
    );
  });

  it("pages 'Availability & Price' without overlap or gaps, status groups first then price high to low", async () => {
    const query = 'brand=vacheron-constantin&brand=a-lange-soehne';
    const {shown, first} = await loadAllPages(query);
    const want = expected(query);
    expect(first.page.total).toBe(want.length);
    expect(shown.map((p) => p.handle).sort()).toEqual(
      want
        .filter((r) => r.hasImage)
        .map((r) => r.handle)
        .sort(),
    );
    for (let i = 1; i < shown.length; i++) {
      const [a, b] = [shown[i - 1], shown[i]];
      const ra = rank(a.status?.value ?? '');
      const rb = rank(b.status?.value ?? '');
      expect(ra <= rb, `${a.handle} before ${b.handle}`).toBe(true);
      if (ra === rb)
        expect(priceOf(a) >= priceOf(b), `${a.handle} before ${b.handle}`).toBe(
          true,
        );
    }
  });

  it('holds Newest (year descending) and price low to high across pages', async () => {
    const newest = await loadAllPages(
      'brand=audemars-piguet&availability=on_request&sort=newest',
    );
    expect(newest.shown.length).toBe(
      expected('brand=audemars-piguet&availability=on_request').filter(
        (r) => r.hasImage,
      ).length,
    );
    const years = newest.shown.map((p) => Number(p.year?.value));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const ascending = await loadAllPages('brand=richard-mille&sort=price-asc');
    const prices = ascending.shown.map(priceOf);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(ascending.shown.map((p) => p.handle)).size).toBe(
      expected('brand=richard-mille').filter((r) => r.hasImage).length,
    );
  });

  it("counts a search's price bands as the search narrowed to each band", async () => {
    const bands = [
      'under-10000',
      '10000-25000',
      '25000-50000',
      '50000-100000',
      'over-100000',
    ];
    for (const text of ['rolex', 'patek']) {
      const data = await load(`search=${text}`);
      expect(data.page.total, text).toBeGreaterThan(0);
      let sum = 0;
      for (const band of bands) {
        const narrowed = await load(`search=${text}&price=${band}`);
        expect(data.page.counts.price[band], `${text} ${band}`).toBe(
          narrowed.page.total,
        );
        sum += data.page.counts.price[band];
      }
      expect(sum, text).toBe(data.page.total);
    }
  });

  it('combines ?search= with filters', async () => {
    const data = await load('search=daytona&availability=available');
    expect(data.page.total).toBeGreaterThan(0);
    expect(
      data.page.products.every((p) => p.status?.value === 'available'),
    ).toBe(true);
  });
});
