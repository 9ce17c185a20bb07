// The catalogue's Storefront API requests for one visitor request, each asked at most once.
// A loader may ask for a list's facets or a group's page early, on a guess, and again once it
// knows exactly what it needs: an identical request is answered by the one already in flight,
// so a good guess costs no second round trip and a bad one costs only a wasted request.
import type {ReadStorefront} from '~/server/storefrontData';
import {CacheNone, CacheShort} from '@shopify/hydrogen';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {PRICE_BANDS, type PriceBand} from '../../domain/catalogue/bands';
import {
  CATALOGUE_COLLECTION_FACETS_QUERY,
  CATALOGUE_COLLECTION_PAGE_QUERY,
  CATALOGUE_COLLECTION_PRICE_BANDS_QUERY,
  CATALOGUE_SEARCH_FACETS_QUERY,
  CATALOGUE_SEARCH_PAGE_QUERY,
  CATALOGUE_SEARCH_PRICE_BANDS_QUERY,
} from '../../graphql/catalogueQueries';
import {listedSearchQuery} from '../../domain/catalogue/eligibility';
import {
  readFacets,
  type Facets,
  type ProductFilterInput,
} from '../../domain/catalogue/filters';
import type {GroupPage, SortGroup} from '../../domain/catalogue/sort';

export type CatalogueSource =
  {kind: 'collection'; handle: string} | {kind: 'search'; query: string};

export interface ListFacets {
  /** False when the collection handle does not exist. */
  found: boolean;
  facets: Facets;
  /** Shopify's total for a search (null for a collection). */
  totalCount: number | null;
}

type RawFilters = Array<{
  id: string;
  values: Array<{count: number; input: unknown}>;
}>;

function toStorefrontFilters(filters: ProductFilterInput[]) {
  // Storefront types want the generated input shape; ours is the same JSON.
  return filters as never;
}

async function askFacets(
  readStorefront: ReadStorefront,
  source: CatalogueSource,
  filters: ProductFilterInput[],
): Promise<ListFacets> {
  if (source.kind === 'collection') {
    const data = await readStorefront(CATALOGUE_COLLECTION_FACETS_QUERY, {
      variables: {handle: source.handle, filters: toStorefrontFilters(filters)},
      cache: CacheShort(),
      // The assembled list keeps one last good copy of itself (listCache.ts).
      outage: 'fail',
      partialErrors: 'outage',
    });
    const raw = (data.collection?.products.filters ?? []) as RawFilters;
    return {
      found: Boolean(data.collection),
      facets: readFacets(raw),
      totalCount: null,
    };
  }
  const data = await readStorefront(CATALOGUE_SEARCH_FACETS_QUERY, {
    variables: {
      query: listedSearchQuery(source.query),
      filters: toStorefrontFilters(filters),
    },
    // A search's free text is new nearly every time: asked live, never written to the cache
    // (docs/decisions/068-no-cache-for-one-off-keys.md).
    cache: CacheNone(),
    outage: 'fail',
    partialErrors: 'outage',
  });
  return {
    found: true,
    facets: readFacets(data.search.productFilters as RawFilters),
    totalCount: data.search.totalCount,
  };
}

/** Each price band's alias in the price-bands documents (GraphQL names allow no dash). */
const BAND_ALIAS = {
  'under-10000': 'under10000',
  '10000-25000': 'from10000',
  '25000-50000': 'from25000',
  '50000-100000': 'from50000',
  'over-100000': 'over100000',
} as const satisfies Record<PriceBand, string>;

export type BandFilters = Record<PriceBand, ProductFilterInput[]>;

type BandVariables = Record<(typeof BAND_ALIAS)[PriceBand], never>;

async function askPriceBands(
  readStorefront: ReadStorefront,
  source: CatalogueSource,
  filtersByBand: BandFilters,
): Promise<Record<PriceBand, Facets>> {
  const bands = Object.fromEntries(
    PRICE_BANDS.map((band) => [
      BAND_ALIAS[band],
      toStorefrontFilters(filtersByBand[band]),
    ]),
  ) as BandVariables;
  const byBand = (read: (alias: keyof BandVariables) => RawFilters) =>
    Object.fromEntries(
      PRICE_BANDS.map((band) => [band, readFacets(read(BAND_ALIAS[band]))]),
    ) as Record<PriceBand, Facets>;
  if (source.kind === 'collection') {
    const data = await readStorefront(CATALOGUE_COLLECTION_PRICE_BANDS_QUERY, {
      variables: {handle: source.handle, ...bands},
      cache: CacheShort(),
      // The assembled list keeps one last good copy of itself (listCache.ts).
      outage: 'fail',
      partialErrors: 'outage',
    });
    const collection = data.collection;
    return byBand((alias) => (collection?.[alias].filters ?? []) as RawFilters);
  }
  const data = await readStorefront(CATALOGUE_SEARCH_PRICE_BANDS_QUERY, {
    variables: {query: listedSearchQuery(source.query), ...bands},
    cache: CacheNone(),
    outage: 'fail',
    partialErrors: 'outage',
  });
  return byBand((alias) => data[alias].productFilters as RawFilters);
}

async function askGroupPage(
  readStorefront: ReadStorefront,
  source: CatalogueSource,
  filters: ProductFilterInput[],
  group: SortGroup,
  after: string | null,
  first: number,
): Promise<GroupPage<WatchCardFragment>> {
  // The same page of the same group, asked of a collection or of a search.
  const page = {
    filters: toStorefrontFilters([...filters, ...group.filters]),
    first,
    after,
    sortKey: group.sortKey,
    reverse: group.reverse,
  };
  if (source.kind === 'collection') {
    const data = await readStorefront(CATALOGUE_COLLECTION_PAGE_QUERY, {
      variables: {handle: source.handle, ...page},
      cache: CacheShort(),
      // The assembled list keeps one last good copy of itself (listCache.ts).
      outage: 'fail',
      partialErrors: 'outage',
    });
    const products = data.collection?.products;
    return {
      edges: products?.edges ?? [],
      hasNextPage: Boolean(products?.pageInfo.hasNextPage),
    };
  }
  const data = await readStorefront(CATALOGUE_SEARCH_PAGE_QUERY, {
    variables: {query: listedSearchQuery(source.query), ...page},
    cache: CacheNone(),
    outage: 'fail',
    partialErrors: 'outage',
  });
  const edges = data.search.edges.flatMap((edge) =>
    edge.node.__typename === 'Product'
      ? [{cursor: edge.cursor, node: edge.node as WatchCardFragment}]
      : [],
  );
  return {edges, hasNextPage: data.search.pageInfo.hasNextPage};
}

export interface CatalogueRequests {
  facets(
    source: CatalogueSource,
    filters: ProductFilterInput[],
  ): Promise<ListFacets>;
  /** Every price band's facets, in one request. */
  priceBands(
    source: CatalogueSource,
    filtersByBand: BandFilters,
  ): Promise<Record<PriceBand, Facets>>;
  groupPage(
    source: CatalogueSource,
    filters: ProductFilterInput[],
    group: SortGroup,
    after: string | null,
    first: number,
  ): Promise<GroupPage<WatchCardFragment>>;
  /** Whether this group page has been asked for already (it is in flight or answered). */
  hasGroupPage(
    source: CatalogueSource,
    filters: ProductFilterInput[],
    group: SortGroup,
    after: string | null,
    first: number,
  ): boolean;
}

// The storefront client is created per visitor request, so its requests die with it.
const asked = new WeakMap<ReadStorefront, Map<string, Promise<unknown>>>();

function groupKey(
  source: CatalogueSource,
  filters: ProductFilterInput[],
  group: SortGroup,
  after: string | null,
  first: number,
) {
  return JSON.stringify([
    'page',
    source,
    [...filters, ...group.filters],
    group.sortKey,
    group.reverse,
    after,
    first,
  ]);
}

/** The request-scoped catalogue requests of this storefront client. */
export function catalogueRequests(
  readStorefront: ReadStorefront,
): CatalogueRequests {
  let requests = asked.get(readStorefront);
  if (!requests) {
    requests = new Map();
    asked.set(readStorefront, requests);
  }
  const memo = requests;
  const once = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    let promise = memo.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = ask();
      // A guess nobody ends up reading must not surface as an unhandled rejection.
      promise.catch(() => {});
      memo.set(key, promise);
    }
    return promise;
  };
  return {
    facets: (source, filters) =>
      once(JSON.stringify(['facets', source, filters]), () =>
        askFacets(readStorefront, source, filters),
      ),
    priceBands: (source, filtersByBand) =>
      once(JSON.stringify(['bands', source, filtersByBand]), () =>
        askPriceBands(readStorefront, source, filtersByBand),
      ),
    groupPage: (source, filters, group, after, first) =>
      once(groupKey(source, filters, group, after, first), () =>
        askGroupPage(readStorefront, source, filters, group, after, first),
      ),
    hasGroupPage: (source, filters, group, after, first) =>
      memo.has(groupKey(source, filters, group, after, first)),
  };
}
