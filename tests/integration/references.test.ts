import {createElement} from 'react';
import {InMemoryCache} from '@shopify/hydrogen';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {startLocalShop} from '../../local-shop/server';
import {loadCatalogue} from '../../local-shop/catalogue';
import {routeArgs} from '../support/shopContext';
import {loader as referenceLoader} from '~/routes/($locale).references.$reference';
import {loader as indexLoader} from '~/routes/($locale).references._index';
import {PriceChart} from '~/components/references/PriceChart';
import {renderUnderRoot} from '../support/renderUnderRoot';
import {SITES, sitePrefix} from '~/domain/markets/sitePath';
import {
  compactReference,
  referenceSlug,
  referencesOf,
} from '~/domain/references/referenceKey';

const catalogue = loadCatalogue();

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected the loader to throw a Response');
}

function referencePage(
  slug: string,
  init: {cache?: Cache; locale?: 'de'; shopUrl?: string} = {},
) {
  const prefix = init.locale === 'de' ? '/de' : '';
  return routeArgs(`${prefix}/references/${slug}`, {
    params: {reference: slug, ...(init.locale ? {locale: 'de'} : {})},
    subrequestCache: init.cache,
    ...(init.shopUrl ? {env: {PUBLIC_STORE_DOMAIN: init.shopUrl}} : {}),
  }).then((args) => referenceLoader(args));
}

/** Runs `work` over `items`, a few at a time. */
async function inBatches<T>(
  items: T[],
  size: number,
  work: (item: T) => Promise<void>,
) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
}

/** The seeds of one reference, matched the way Shopify's data would be (SKU = first reference). */
function seedsOf(reference: string) {
  const key = compactReference(reference);
  return catalogue.filter((seed) =>
    referencesOf({
      sku: seed.metafields.reference_number.split(',')[0].trim(),
      referenceNumber: seed.metafields.reference_number,
    }).some((r) => compactReference(r) === key),
  );
}

async function admin(
  shopUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${shopUrl}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Access-Token': 'local-admin-token',
    },
    body: JSON.stringify({query, variables}),
  });
  return (await response.json()) as {
    data: {
      productByIdentifier: {
        id: string;
        variants: {nodes: Array<{inventoryItem: {id: string}}>};
      };
    };
  };
}

describe('reference pages', () => {
  it('every reference in the local shop has a page, and the index lists it under its brand', async () => {
    const references = new Map<string, string>();
    for (const seed of catalogue)
      for (const reference of referencesOf({
        sku: seed.metafields.reference_number.split(',')[0].trim(),
        referenceNumber: seed.metafields.reference_number,
      }))
        references.set(compactReference(reference), reference);
    expect(references.size).toBeGreaterThan(100);

    const index = await indexLoader(await routeArgs('/references'));
    const listed = new Map(
      index.brands.flatMap((brand) =>
        brand.references.map(
          (entry) => [compactReference(entry.reference), brand.vendor] as const,
        ),
      ),
    );
    await inBatches([...references], 6, async ([key, reference]) => {
      expect(listed.has(key), reference).toBe(true);
      const data = await referencePage(referenceSlug(reference));
      expect(compactReference(data.reference), reference).toBe(key);
      expect(data.stock.length + data.sold.length, reference).toBe(
        seedsOf(reference).filter(
          (seed) =>
            seed.metafields.availability_status === 'sold' ||
            (['available', 'on_request'].includes(
              seed.metafields.availability_status,
            ) &&
              seed.quantity > 0 &&
              seed.price !== null),
        ).length,
      );
    });
  }, 240_000);

  it('moves other spellings to the canonical address and answers 404 for an unknown reference', async () => {
    const moved = await thrown(referencePage('126610LN'));
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/references/126610ln');
    const spaced = await thrown(referencePage('5711/1A 010'));
    expect(spaced.headers.get('Location')).toBe('/references/5711-1a-010');
    const german = await thrown(referencePage('126610LN', {locale: 'de'}));
    expect(german.headers.get('Location')).toBe('/de/references/126610ln');
    expect((await thrown(referencePage('zz999999'))).status).toBe(404);
    expect((await thrown(referencePage('%%%'))).status).toBe(404);
  });

  it('counts a comma-separated second reference for its own page', async () => {
    const data = await referencePage('5711-1a');
    expect(data.reference).toBe('5711/1A');
    expect(data.stock.map((card) => card.handle)).toContain(
      'patek-philippe-nautilus-5711-1a',
    );
    expect(data.sold.length).toBe(
      seedsOf('5711/1A').filter(
        (s) => s.metafields.availability_status === 'sold',
      ).length,
    );
  });

  it('shows each sale in the pounds it was achieved or asked in, on every site', async () => {
    const expected = seedsOf('126610LN')
      .filter((seed) => seed.metafields.sold_date)
      .map((seed) => ({
        soldDate: seed.metafields.sold_date!,
        price: Number(seed.metafields.sold_price ?? seed.price),
        kind: seed.metafields.sold_price ? 'achieved' : 'asking',
      }))
      .sort((a, b) => a.soldDate.localeCompare(b.soldDate));
    expect(expected.some((sale) => sale.kind === 'asking')).toBe(true);
    for (const site of SITES) {
      const segment = sitePrefix(site);
      const data = await routeArgs(
        `${segment ? `/${segment}` : ''}/references/126610ln`,
        {
          params: {
            reference: '126610ln',
            ...(segment ? {locale: segment} : {}),
          },
        },
      ).then((args) => referenceLoader(args));
      expect(
        data.sales.map((s) => ({
          soldDate: s.soldDate,
          price: s.price,
          kind: s.priceKind,
        })),
        segment,
      ).toEqual(expected);
    }
  });

  it('shows the chart, its table and the 24-month figures exactly as the data holds them', async () => {
    const data = await referencePage('126610ln');
    const expected = seedsOf('126610LN')
      .filter((seed) => seed.metafields.sold_date)
      .map((seed) => ({
        soldDate: seed.metafields.sold_date!,
        price: Number(seed.metafields.sold_price ?? seed.price),
        kind: seed.metafields.sold_price ? 'achieved' : 'asking',
      }))
      .sort((a, b) => a.soldDate.localeCompare(b.soldDate));
    expect(expected.length).toBeGreaterThanOrEqual(6);
    expect(
      data.sales.map((s) => ({
        soldDate: s.soldDate,
        price: s.price,
        kind: s.priceKind,
      })),
    ).toEqual(expected);

    // The figures for the last 24 months, recomputed from the seeds.
    const now = new Date();
    const since = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1),
    )
      .toISOString()
      .slice(0, 10);
    const recent = expected
      .filter((s) => s.soldDate >= since)
      .map((s) => s.price)
      .sort((a, b) => a - b);
    const middle = Math.floor(recent.length / 2);
    expect(data.stats).toEqual({
      count: recent.length,
      lowest: recent[0],
      median:
        recent.length % 2
          ? recent[middle]
          : (recent[middle - 1] + recent[middle]) / 2,
      highest: recent[recent.length - 1],
    });

    // The rendered SVG and its table carry the same sales, in the same order.
    const html = renderUnderRoot(
      createElement(PriceChart, {sales: data.sales}),
      {locale: 'en'},
    );
    const dots = [
      ...html.matchAll(
        /<circle[^>]*data-sold="([^"]+)"[^>]*data-price="([^"]+)"/g,
      ),
    ].map((m) => ({
      soldDate: m[1],
      price: Number(m[2]),
    }));
    expect(dots).toEqual(
      expected.map(({soldDate, price}) => ({soldDate, price})),
    );
    const table = html.slice(html.indexOf('data-testid="price-chart-table"'));
    const rows = [
      ...table.matchAll(/<tr[^>]*><td[^>]*>([^<]+)<\/td><td[^>]*>([^<]+)/g),
    ].map((m) => [m[1], m[2].trim()]);
    const month = (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;
    expect(rows).toEqual(
      expected.map((s) => [month(s.soldDate), pounds(s.price)]),
    );
  });

  it('a sale through the Admin API moves the watch from stock to the archive while the archive stays cached', async () => {
    // Its own local shop: the sale must not change what other tests count meanwhile.
    const dataDir = await mkdtemp(join(tmpdir(), 'local-shop-references-'));
    const shop = await startLocalShop({
      port: 0,
      dataDir,
      reset: true,
      quiet: true,
      withoutLeads: true,
    });
    const cache = new InMemoryCache();
    const handle = 'cartier-santos-de-cartier-large-wssa0018';
    const page = () => referencePage('wssa0018', {cache, shopUrl: shop.url});
    try {
      const before = await page();
      expect(before.stock.map((card) => card.handle)).toEqual([handle]);
      const soldBefore = before.sold.length;

      const {data} = await admin(
        shop.url,
        `{ productByIdentifier(identifier: {handle: "${handle}"}) { id variants(first: 1) { nodes { inventoryItem { id } } } } }`,
      );
      const product = data.productByIdentifier;
      const today = new Date().toISOString().slice(0, 10);
      const set = (key: string, value: string) => ({
        ownerId: product.id,
        namespace: 'custom',
        key,
        value,
        type: 'single_line_text_field',
      });
      await admin(
        shop.url,
        `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { userErrors { message } } }`,
        {
          m: [
            set('availability_status', 'sold'),
            set('sold_date', today),
            set('sold_price', '5800.00'),
          ],
        },
      );
      await admin(
        shop.url,
        `mutation($i: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $i) { userErrors { message } } }`,
        {
          i: {
            name: 'available',
            reason: 'correction',
            quantities: [
              {
                inventoryItemId: product.variants.nodes[0].inventoryItem.id,
                locationId: 'gid://shopify/Location/1',
                quantity: 0,
              },
            ],
          },
        },
      );
      // Past the short cache (1 s fresh + 9 s stale-while-revalidate is served once): ask until fresh.
      let after = await page();
      for (let i = 0; i < 30 && after.stock.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        after = await page();
      }
      expect(after.stock).toEqual([]);
      expect(after.sold.length).toBe(soldBefore + 1);
      expect(after.sold[0]).toMatchObject({
        handle,
        soldDate: today,
        price: 5800,
        priceKind: 'achieved',
      });
      expect(after.sales.at(-1)).toMatchObject({handle, price: 5800});
    } finally {
      await shop.close();
      await rm(dataDir, {recursive: true, force: true});
    }
  });
});
