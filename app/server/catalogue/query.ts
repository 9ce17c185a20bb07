// Loads one page of a catalogue list (all watches, search results, brand collections, status
// lists) from the Storefront API: server-side filters, counts, stitched sorts and cursors.
//
// Requests per page, in ONE parallel round in the usual case: the "vocabulary" (the facet
// values of the unfiltered list, needed to expand bands into metafield values and to know the
// sort groups), and beside it everything the page needs planned with the vocabulary a tidy
// catalogue has (tidyVocabulary.ts): the facets of the filtered list, the price-band counts (one
// request for all five bands) and the sort groups' pages. Once the real vocabulary is in, the
// page is planned again; requests that come out the same are the ones already in flight
// (requests.ts), and only those that differ (an odd status spelling, a year band, the 'Newest'
// sort) take a second round.
import type {ReadStorefront} from '~/server/storefrontData';
import {PRICE_BANDS, type PriceBand} from '../../domain/catalogue/bands';
import {
  choiceCounts,
  EMPTY_FACETS,
  EMPTY_STATE,
  productFiltersFor,
  resultTotal,
  subtractFacets,
  type CatalogueState,
  type ChoiceCounts,
  type Facets,
  type ProductFilterInput,
} from '../../domain/catalogue/filters';
import {
  catalogueRequests,
  type BandFilters,
  type CatalogueRequests,
  type CatalogueSource,
  type ListFacets,
} from './requests';
import {
  decodeCursor,
  encodeCursor,
  groupsToQuery,
  NEWEST_GROUP_WINDOW,
  PAGE_SIZE,
  readGroupPages,
  sortGroups,
  stitchPage,
  type CompositeCursor,
  type SortGroup,
} from '../../domain/catalogue/sort';
import {
  passesPageChecks,
  SIGNATURE_FLAG_VALUES,
} from '../../domain/catalogue/eligibility';
import {tidyVocabulary} from '../../domain/catalogue/tidyVocabulary';
import {
  watchCardData,
  type WatchCardData,
} from '../../domain/catalogue/watchCardData';

export type {CatalogueSource} from './requests';

export interface CataloguePage {
  /** Only what a card shows: the list cache keeps and the page sends these. */
  products: WatchCardData[];
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
  /** The currency the list is priced in (the site's market): the price bands' figures. */
  currency?: string;
  /** Compute how many watches each filter choice would give (the filter dropdown). */
  withCounts?: boolean;
  pageSize?: number;
  /**
   * Facet values the caller already read for the same source (a brand page reads them to
   * find its vendor names): reusing them saves a sequential round trip. A superset is fine.
   */
  vocabulary?: ListFacets;
}

/** The facet values of the list before any choice: bands and sort groups expand over these. */
export function loadVocabulary(
  readStorefront: ReadStorefront,
  source: CatalogueSource,
  vendors?: string[],
): Promise<ListFacets> {
  return catalogueRequests(readStorefront).facets(
    source,
    productFiltersFor(EMPTY_STATE, EMPTY_FACETS, {vendors}),
  );
}

/** What a page asks for under one vocabulary. */
interface PagePlan {
  filters: ProductFilterInput[];
  /** The page's filters as the sort groups add to them. */
  groupFilters: ProductFilterInput[];
  cursor: CompositeCursor;
  plannedGroups: SortGroup[];
  /** The groups that may hold this page's watches, in order. */
  queried: SortGroup[];
  excludeSignature: boolean;
}

function planPage(options: LoadOptions, vocabulary: Facets): PagePlan {
  const {source, state, vendors, currency} = options;
  const filters = productFiltersFor(state, vocabulary, {vendors, currency});
  const cursor = decodeCursor(state.cursor);
  const plannedGroups = sortGroups(state.sort, vocabulary, state.statuses);
  const window = state.sort === 'newest' ? NEWEST_GROUP_WINDOW : Infinity;
  // Group queries carry their own status (or year) filter on top of the page's filters; the
  // stitched status groups already honour the status choice, so it is not added twice.
  const groupFilters =
    state.sort === 'availability'
      ? productFiltersFor(state, vocabulary, {
          vendors,
          currency,
          omit: ['status'],
        })
      : filters;
  return {
    filters,
    groupFilters,
    cursor,
    plannedGroups,
    queried: groupsToQuery(plannedGroups, cursor, window),
    excludeSignature: source.kind === 'search',
  };
}

/**
 * How many watches each price band would list. Shopify prices are whole pence, so the bands
 * split the list exactly: with no price chosen the top band is the list's total less the others,
 * which keeps it true where the list leaves out watches the band's facets still count (the
 * signature watches a search finds).
 */
function priceBandTotals(
  bandFacets: Record<PriceBand, Facets>,
  state: CatalogueState,
  listTotal: number,
): Record<PriceBand, number> {
  const totals = Object.fromEntries(
    PRICE_BANDS.map((band) => [
      band,
      resultTotal(bandFacets[band], state.statuses),
    ]),
  ) as Record<PriceBand, number>;
  if (state.price !== null) return totals;
  const top = PRICE_BANDS[PRICE_BANDS.length - 1];
  const others = PRICE_BANDS.slice(0, -1).reduce(
    (n, band) => n + totals[band],
    0,
  );
  totals[top] = Math.max(0, listTotal - others);
  return totals;
}

/** The list's facets, the price-band counts and the signature watches to leave out, as requests. */
function askListFacts(
  requests: CatalogueRequests,
  options: LoadOptions,
  vocabulary: Facets,
  plan: PagePlan,
) {
  const {source, state, vendors, currency, withCounts = false} = options;
  const current = requests.facets(source, plan.filters);
  // Every band is counted, the chosen one too: one request either way.
  const bands = withCounts
    ? requests.priceBands(
        source,
        Object.fromEntries(
          PRICE_BANDS.map((band) => [
            band,
            productFiltersFor(state, vocabulary, {
              vendors,
              currency,
              priceOverride: band,
            }),
          ]),
        ) as BandFilters,
      )
    : null;
  const signature = plan.excludeSignature
    ? requests.facets(source, [
        ...plan.filters,
        ...SIGNATURE_FLAG_VALUES.map((value) => ({
          productMetafield: {
            namespace: 'custom',
            key: 'signature_watches',
            value,
          },
        })),
      ])
    : null;
  return {current, bands, signature};
}

function askGroupPage(
  requests: CatalogueRequests,
  options: LoadOptions,
  plan: PagePlan,
  group: SortGroup,
) {
  return requests.groupPage(
    options.source,
    plan.groupFilters,
    group,
    plan.cursor[group.key] ?? null,
    options.pageSize ?? PAGE_SIZE,
  );
}

/**
 * Asks, without waiting, for everything the page would need if the catalogue's values were
 * the tidy ones (nothing when the state needs the real vocabulary). loadCataloguePage does this
 * itself; a caller that reads something else first (a brand page) calls it to overlap the two.
 */
export function prefetchCataloguePage(
  readStorefront: ReadStorefront,
  options: LoadOptions,
): void {
  const guess = tidyVocabulary(options.state);
  if (!guess) return;
  const requests = catalogueRequests(readStorefront);
  const plan = planPage(options, guess);
  askListFacts(requests, options, guess, plan);
  for (const group of plan.queried)
    void askGroupPage(requests, options, plan, group);
}

export async function loadCataloguePage(
  readStorefront: ReadStorefront,
  options: LoadOptions,
): Promise<CataloguePage> {
  const {
    source,
    state,
    vendors,
    withCounts = false,
    pageSize = PAGE_SIZE,
  } = options;
  const requests = catalogueRequests(readStorefront);
  const vocabularyRequest = options.vocabulary
    ? Promise.resolve(options.vocabulary)
    : loadVocabulary(readStorefront, source, vendors);
  if (!options.vocabulary) prefetchCataloguePage(readStorefront, options);
  const vocab = await vocabularyRequest;
  if (!vocab.found)
    return {
      products: [],
      total: 0,
      counts: null,
      nextCursor: null,
      found: false,
    };
  const vocabulary: Facets = vocab.facets;

  // The real plan: requests equal to the guessed ones are answered by those.
  const plan = planPage(options, vocabulary);
  const facts = askListFacts(requests, options, vocabulary, plan);
  const [current, bandFacets, signature, pages] = await Promise.all([
    facts.current,
    facts.bands,
    facts.signature,
    readGroupPages(plan.queried, pageSize, {
      read: (group) => askGroupPage(requests, options, plan, group),
      isAsked: (group) =>
        requests.hasGroupPage(
          source,
          plan.groupFilters,
          group,
          plan.cursor[group.key] ?? null,
          pageSize,
        ),
    }),
  ]);

  // Signature watches a search still finds are not counted (and not shown).
  const listed = signature
    ? subtractFacets(current.facets, signature.facets)
    : current.facets;
  const listTotal = resultTotal(listed, state.statuses);
  const priceTotals = bandFacets
    ? priceBandTotals(bandFacets, state, listTotal)
    : {};

  // Group sizes under the current filters tell which groups still hold watches.
  const groupsNow = sortGroups(state.sort, listed, state.statuses);
  const sizes = new Map(groupsNow.map((g) => [g.key, g.size]));
  const groups = plan.plannedGroups.map((g) => ({
    ...g,
    size: g.size === null ? null : (sizes.get(g.key) ?? 0),
  }));
  // Only the groups the page reached were read; the rest keep their cursors.
  const reached = plan.queried.slice(0, pages.length);
  const {items, next, hasMore} = stitchPage(
    groups,
    reached,
    pages,
    plan.cursor,
    pageSize,
  );

  const excludeSignature = plan.excludeSignature;
  return {
    products: items
      .filter((product) => passesPageChecks(product, {excludeSignature}))
      .map(watchCardData),
    total: listTotal,
    counts: withCounts ? choiceCounts(listed, priceTotals) : null,
    nextCursor: hasMore ? encodeCursor(next) : null,
    found: true,
  };
}
