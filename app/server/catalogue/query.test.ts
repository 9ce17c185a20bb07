/* eslint-disable @typescript-eslint/no-explicit-any -- a hand-made Storefront client answers loosely typed JSON */
// loadCataloguePage guesses the catalogue's values to ask for everything in one round; when a
// value is spelt another way the guess misses, and the page must come out exactly as if it had
// waited for the real values (a second round, never a wrong page).
import {describe, expect, it} from 'vitest';
import type {ReadStorefront} from '~/server/storefrontData';
import {EMPTY_STATE} from '../../domain/catalogue/filters';
import {loadCataloguePage} from './query';
import {readGroupPages, type SortGroup} from '../../domain/catalogue/sort';

type Row = {id: string; status: string; price: number};

/** A Storefront client over `rows` that understands the catalogue's collection documents. */
function fakeStorefront(rows: Row[]) {
  const traffic = {requests: 0, rounds: 0};
  let answered = false;
  const passes = (row: Row, filters: any[], skipStatus: boolean) => {
    const statuses = filters
      .filter((f) => f.productMetafield?.key === 'availability_status')
      .map((f) => f.productMetafield.value);
    const price = filters.find((f) => f.price)?.price ?? {};
    if (row.price < (price.min ?? 0) || row.price > (price.max ?? Infinity))
      return false;
    return skipStatus || statuses.length === 0 || statuses.includes(row.status);
  };
  const facetsOf = (filters: any[]) => {
    const counts = new Map<string, number>();
    // Disjunctive, as Shopify counts: the status facet ignores the status choice.
    for (const row of rows)
      if (passes(row, filters, true))
        counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
    const values = [...counts].map(([value, count]) => ({
      count,
      input: JSON.stringify({
        productMetafield: {
          namespace: 'custom',
          key: 'availability_status',
          value,
        },
      }),
    }));
    return {
      filters: [{id: 'filter.p.m.custom.availability_status', values}],
    };
  };
  const query = async (document: string, {variables}: {variables: any}) => {
    if (traffic.rounds === 0 || answered) {
      traffic.rounds++;
      answered = false;
    }
    traffic.requests++;
    await new Promise((resolve) => setTimeout(resolve, 1));
    answered = true;
    const filters = variables.filters ?? [];
    if (document.includes('CatalogueCollectionFacets'))
      return {collection: {products: facetsOf(filters)}};
    if (document.includes('CatalogueCollectionPriceBands')) {
      const aliases = [
        'under10000',
        'from10000',
        'from25000',
        'from50000',
        'over100000',
      ];
      return {
        collection: Object.fromEntries(
          aliases.map((alias) => [alias, facetsOf(variables[alias] ?? [])]),
        ),
      };
    }
    const matches = rows
      .filter((row) => passes(row, filters, false))
      .sort((a, b) => b.price - a.price);
    const start = variables.after
      ? matches.findIndex((row) => row.id === variables.after) + 1
      : 0;
    const slice = matches.slice(start, start + variables.first);
    const edges = slice.map((row) => ({
      cursor: row.id,
      node: {
        id: row.id,
        status: {value: row.status},
        featuredImage: {url: 'x'},
        selectedOrFirstAvailableVariant: {},
      },
    }));
    return {
      collection: {
        products: {
          edges,
          pageInfo: {hasNextPage: start + variables.first < matches.length},
        },
      },
    };
  };
  return {
    storefront: query as unknown as ReadStorefront,
    traffic,
  };
}

const rowsSpelt = (available: string): Row[] => [
  {id: 'a1', status: 'available', price: 500},
  {id: 'a2', status: available, price: 400},
  {id: 'r1', status: 'on_request', price: 900},
  {id: 's1', status: 'sold', price: 800},
  {id: 'x1', status: 'reserved', price: 700},
];

describe('loading a catalogue page', () => {
  const options = {
    source: {kind: 'collection', handle: 'all-watches'} as const,
    state: EMPTY_STATE,
    withCounts: true,
    pageSize: 3,
  };

  it('asks everything in one round when the catalogue is spelt the tidy way', async () => {
    const {storefront, traffic} = fakeStorefront(rowsSpelt('available'));
    const page = await loadCataloguePage(storefront, options);
    expect(page.products.map((p: any) => p.id)).toEqual(['a1', 'a2', 'r1']);
    expect(page.total).toBe(5);
    expect(traffic.rounds).toBe(1);
  });

  it('asks again for the groups a guess spelt wrong, and gives the same page', async () => {
    const {storefront, traffic} = fakeStorefront(rowsSpelt(' Available'));
    const page = await loadCataloguePage(storefront, options);
    expect(page.products.map((p: any) => p.id)).toEqual(['a1', 'a2', 'r1']);
    expect(page.counts?.status).toEqual({available: 2, on_request: 1, sold: 1});
    expect(page.counts?.price['under-10000']).toBe(5);
    expect(traffic.rounds).toBe(2);
  });

  it('reads the unknown-status group only when the page reaches it', async () => {
    const {storefront} = fakeStorefront(rowsSpelt('available'));
    let cursor: string | null = null;
    const seen: string[] = [];
    for (let guard = 0; guard < 5; guard++) {
      const page = await loadCataloguePage(storefront, {
        ...options,
        state: {...EMPTY_STATE, cursor},
      });
      seen.push(...page.products.map((p: any) => p.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(['a1', 'a2', 'r1', 's1', 'x1']);
  });
});

describe('reading sort groups', () => {
  const group = (key: string): SortGroup => ({
    key,
    filters: [],
    sortKey: 'PRICE',
    reverse: true,
    size: null,
  });
  const page = (n: number) => ({
    edges: Array.from({length: n}, (_, i) => ({cursor: String(i), node: i})),
    hasNextPage: false,
  });

  it('stops at a full page and asks every missing group at once', async () => {
    const asked: string[] = [];
    const known = new Set(['a']);
    const sizes: Record<string, number> = {a: 1, b: 1, c: 5, d: 5};
    const reader = {
      isAsked: (g: SortGroup) => known.has(g.key),
      read: async (g: SortGroup) => {
        if (!known.has(g.key)) asked.push(g.key);
        known.add(g.key);
        return page(sizes[g.key]);
      },
    };
    const pages = await readGroupPages(
      ['a', 'b', 'c', 'd'].map(group),
      3,
      reader,
    );
    expect(pages.map((p) => p.edges.length)).toEqual([1, 1, 5]);
    expect(asked).toEqual(['b', 'c', 'd']);
  });
});
