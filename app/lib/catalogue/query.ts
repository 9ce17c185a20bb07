// Loads one page of a catalogue list (all watches, search results, brand collections, status
// lists) from the Storefront API: server-side filters, counts, stitched sorts and cursors.
//
// Requests per page: one shared "vocabulary" query (the facet values of the unfiltered list,
// CacheShort, needed to expand bands into metafield values and to know the sort groups), then
// ONE parallel round: the facets of the filtered list, one query per price band for its count,
// and one page query per sort group. No other waterfalls.
import type {Storefront} from '@shopify/hydrogen';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';
import {PRICE_BANDS, type PriceBand} from './bands';
import {
  choiceCounts,
  EMPTY_STATE,
  productFiltersFor,
  readFacets,
  resultTotal,
  type CatalogueState,
  type ChoiceCounts,
  type Facets,
  type ProductFilterInput,
} from './filters';
import {
  decodeCursor,
  encodeCursor,
  groupsToQuery,
  NEWEST_GROUP_WINDOW,
  PAGE_SIZE,
  sortGroups,
  stitchPage,
  type GroupPage,
  type SortGroup,
} from './sort';
import {passesPageChecks, SIGNATURE_FLAG_VALUES} from './eligibility';

export type CatalogueSource = {kind: 'collection'; handle: string} | {kind: 'search'; query: string};

export interface CataloguePage {
  products: WatchCardFragment[];
  /** Watches in the whole filtered result (all pages). */
  total: number;
  counts: ChoiceCounts | null;
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** False when the collection handle does not exist. */
  found: boolean;
}

export interface LoadOptions {
  source: CatalogueSource;
  state: CatalogueState;
  /** Restrict to these vendors (brand pages) instead of the brand choice. */
  vendors?: string[];
  /** Compute how many watches each filter choice would give (the filter dropdown). */
  withCounts?: boolean;
  pageSize?: number;
  /**
   * Facet values the caller already read for the same source (a brand page reads them to
   * find its vendor names): reusing them saves a sequential round trip. A superset is fine.
   */
  vocabulary?: Awaited<ReturnType<typeof loadVocabulary>>;
}

type RawFilters = Array<{id: string; values: Array<{count: number; input: unknown}>}>;

function toStorefrontFilters(filters: ProductFilterInput[]) {
  // Storefront types want the generated input shape; ours is the same JSON.
  return filters as never;
}

/** The facet values of a list (raw filters) and, for search, Shopify's total. */
async function facetsOf(storefront: Storefront, source: CatalogueSource, filters: ProductFilterInput[]) {
  if (source.kind === 'collection') {
    const data = await storefront.query(CATALOGUE_COLLECTION_FACETS_QUERY, {
      variables: {handle: source.handle, filters: toStorefrontFilters(filters)},
      cache: storefront.CacheShort(),
    });
    const raw = (data.collection?.products.filters ?? []) as RawFilters;
    return {found: Boolean(data.collection), facets: readFacets(raw), totalCount: null as number | null};
  }
  const data = await storefront.query(CATALOGUE_SEARCH_FACETS_QUERY, {
    variables: {query: source.query, filters: toStorefrontFilters(filters)},
    cache: storefront.CacheShort(),
  });
  return {found: true, facets: readFacets(data.search.productFilters as RawFilters), totalCount: data.search.totalCount};
}

async function groupPage(
  storefront: Storefront,
  source: CatalogueSource,
  filters: ProductFilterInput[],
  group: SortGroup,
  after: string | null,
  first: number,
): Promise<GroupPage<WatchCardFragment>> {
  if (source.kind === 'collection') {
    const data = await storefront.query(CATALOGUE_COLLECTION_PAGE_QUERY, {
      variables: {
        handle: source.handle,
        filters: toStorefrontFilters([...filters, ...group.filters]),
        first,
        after,
        sortKey: group.sortKey,
        reverse: group.reverse,
      },
      cache: storefront.CacheShort(),
    });
    const products = data.collection?.products;
    return {edges: products?.edges ?? [], hasNextPage: Boolean(products?.pageInfo.hasNextPage)};
  }
  const data = await storefront.query(CATALOGUE_SEARCH_PAGE_QUERY, {
    variables: {
      query: source.query,
      filters: toStorefrontFilters([...filters, ...group.filters]),
      first,
      after,
      sortKey: group.sortKey,
      reverse: group.reverse,
    },
    cache: storefront.CacheShort(),
  });
  const edges = data.search.edges.flatMap((edge) =>
    edge.node.__typename === 'Product' ? [{cursor: edge.cursor, node: edge.node as WatchCardFragment}] : [],
  );
  return {edges, hasNextPage: data.search.pageInfo.hasNextPage};
}

/** The facet values of the list before any choice: bands and sort groups expand over these. */
export async function loadVocabulary(storefront: Storefront, source: CatalogueSource, vendors?: string[]) {
  return facetsOf(storefront, source, productFiltersFor(EMPTY_STATE, {vendor: [], status: [], year: [], caseSize: []}, {vendors}));
}

export async function loadCataloguePage(storefront: Storefront, options: LoadOptions): Promise<CataloguePage> {
  const {source, state, vendors, withCounts = false, pageSize = PAGE_SIZE} = options;
  const vocab = options.vocabulary ?? (await loadVocabulary(storefront, source, vendors));
  if (!vocab.found) return {products: [], total: 0, counts: null, nextCursor: null, found: false};
  const vocabulary: Facets = vocab.facets;

  const filters = productFiltersFor(state, vocabulary, {vendors});
  const cursor = decodeCursor(state.cursor);
  const plannedGroups = sortGroups(state.sort, vocabulary, state.statuses);
  const window = state.sort === 'newest' ? NEWEST_GROUP_WINDOW : Infinity;
  const queried = groupsToQuery(plannedGroups, cursor, window);
  // Group queries carry their own status (or year) filter on top of the page's filters; the
  // stitched status groups already honour the status choice, so it is not added twice.
  const groupFilters = state.sort === 'availability' ? productFiltersFor(state, vocabulary, {vendors, omit: ['status']}) : filters;
  const excludeSignature = source.kind === 'search';

  const [current, priceTotals, signatureTotal, pages] = await Promise.all([
    facetsOf(storefront, source, filters),
    withCounts
      ? Promise.all(
          PRICE_BANDS.map(async (band): Promise<[PriceBand, number]> => {
            const result = await facetsOf(storefront, source, productFiltersFor(state, vocabulary, {vendors, priceOverride: band}));
            return [band, resultTotal(result.facets, state.statuses)];
          }),
        ).then((entries) => Object.fromEntries(entries) as Record<PriceBand, number>)
      : Promise.resolve({}),
    excludeSignature
      ? facetsOf(storefront, source, [
          ...filters,
          ...SIGNATURE_FLAG_VALUES.map((value) => ({productMetafield: {namespace: 'custom', key: 'signature_watches', value}})),
        ]).then((result) => resultTotal(result.facets, state.statuses))
      : Promise.resolve(0),
    Promise.all(queried.map((group) => groupPage(storefront, source, groupFilters, group, cursor[group.key] ?? null, pageSize))),
  ]);

  // Group sizes under the current filters tell which groups still hold watches.
  const groupsNow = sortGroups(state.sort, current.facets, state.statuses);
  const sizes = new Map(groupsNow.map((g) => [g.key, g.size]));
  const groups = plannedGroups.map((g) => ({...g, size: g.size === null ? null : (sizes.get(g.key) ?? 0)}));
  const {items, next, hasMore} = stitchPage(groups, queried, pages, cursor, pageSize);

  const total = Math.max(0, resultTotal(current.facets, state.statuses) - signatureTotal);
  return {
    products: items.filter((product) => passesPageChecks(product, {excludeSignature})),
    total,
    counts: withCounts ? choiceCounts(current.facets, priceTotals) : null,
    nextCursor: hasMore ? encodeCursor(next) : null,
    found: true,
  };
}

const FACET_FIELDS = `#graphql
  fragment CatalogueFacet on Filter {
    id
    values {
      count
      input
    }
  }
` as const;

export const CATALOGUE_COLLECTION_FACETS_QUERY = `#graphql
  query CatalogueCollectionFacets(
    $handle: String!
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: 1, filters: $filters) {
        filters {
          ...CatalogueFacet
        }
      }
    }
  }
  ${FACET_FIELDS}
` as const;

export const CATALOGUE_SEARCH_FACETS_QUERY = `#graphql
  query CatalogueSearchFacets(
    $query: String!
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(query: $query, first: 1, types: [PRODUCT], productFilters: $filters) {
      totalCount
      productFilters {
        ...CatalogueFacet
      }
    }
  }
  ${FACET_FIELDS}
` as const;

export const CATALOGUE_COLLECTION_PAGE_QUERY = `#graphql
  query CatalogueCollectionPage(
    $handle: String!
    $filters: [ProductFilter!]
    $first: Int!
    $after: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        edges {
          cursor
          node {
            ...WatchCard
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;

export const CATALOGUE_SEARCH_PAGE_QUERY = `#graphql
  query CatalogueSearchPage(
    $query: String!
    $filters: [ProductFilter!]
    $first: Int!
    $after: String
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $query
      first: $first
      after: $after
      sortKey: $sortKey
      reverse: $reverse
      types: [PRODUCT]
      productFilters: $filters
    ) {
      edges {
        cursor
        node {
          __typename
          ... on Product {
            ...WatchCard
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;
