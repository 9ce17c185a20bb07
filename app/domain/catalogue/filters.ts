// Filter state <-> URL, and filter state -> Storefront API ProductFilter inputs.
// Year, case-size and availability choices are bands over metafield values: the facet values
// (each exact year, size or status with its count) are mapped to bands here, a chosen band
// becomes several productMetafield filters (OR within one kind), and a band's count is the sum
// of its member values' counts.
import {
  CASE_SIZE_BANDS,
  caseSizeBandOf,
  isCaseSizeBand,
  isPriceBand,
  isYearBand,
  MIN_LISTED_PRICE,
  priceBandRange,
  PRICE_BANDS,
  YEAR_BANDS,
  yearBandOf,
  type CaseSizeBand,
  type PriceBand,
  type YearBand,
} from './bands';
import {
  FILTER_BRANDS,
  isFilterBrand,
  vendorMatchesSlug,
  type FilterBrandSlug,
} from './brandNames';
import {
  availabilityStatus,
  type AvailabilityStatus,
} from '~/domain/watch/availability';
import {PARAM} from './params';

export const STATUS_CHOICES = ['available', 'on_request', 'sold'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export const SORT_OPTIONS = [
  'availability',
  'price-asc',
  'price-desc',
  'newest',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'availability';

export interface CatalogueState {
  brands: FilterBrandSlug[];
  years: YearBand[];
  price: PriceBand | null;
  sizes: CaseSizeBand[];
  statuses: StatusChoice[];
  sort: SortOption;
  search: string;
  /** Opaque composite cursor of the page being shown (null = first page). */
  cursor: string | null;
}

export const EMPTY_STATE: CatalogueState = {
  brands: [],
  years: [],
  price: null,
  sizes: [],
  statuses: [],
  sort: DEFAULT_SORT,
  search: '',
  cursor: null,
};

export {PARAM};

function many(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

/** Keeps the known values, once each, in the order the filter lists them. */
function pick<T extends string>(
  values: string[],
  order: readonly T[],
  valid: (v: string) => boolean,
): T[] {
  const wanted = new Set(values.filter(valid));
  return order.filter((value) => wanted.has(value));
}

/** Reads the filter state from a URL; unknown values are ignored rather than failing the page. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueState {
  const price = (params.get(PARAM.price) ?? '').trim().toLowerCase();
  const sort = (params.get(PARAM.sort) ?? '').trim().toLowerCase();
  return {
    brands: pick(
      many(params, PARAM.brand),
      FILTER_BRANDS.map((b) => b.slug),
      isFilterBrand,
    ),
    years: pick(many(params, PARAM.year), YEAR_BANDS, isYearBand),
    price: isPriceBand(price) ? price : null,
    sizes: pick(many(params, PARAM.size), CASE_SIZE_BANDS, isCaseSizeBand),
    statuses: pick(many(params, PARAM.status), STATUS_CHOICES, (v) =>
      (STATUS_CHOICES as readonly string[]).includes(v),
    ),
    sort: (SORT_OPTIONS as readonly string[]).includes(sort)
      ? (sort as SortOption)
      : DEFAULT_SORT,
    search: (params.get(PARAM.search) ?? '').trim(),
    cursor: params.get(PARAM.cursor) || null,
  };
}

/** The canonical query string of a state (default sort and empty values left out). */
export function catalogueSearchParams(
  state: Partial<CatalogueState>,
): URLSearchParams {
  const full = {...EMPTY_STATE, ...state};
  const params = new URLSearchParams();
  if (full.search) params.set(PARAM.search, full.search);
  for (const brand of full.brands) params.append(PARAM.brand, brand);
  for (const year of full.years) params.append(PARAM.year, year);
  if (full.price) params.set(PARAM.price, full.price);
  for (const size of full.sizes) params.append(PARAM.size, size);
  for (const status of full.statuses) params.append(PARAM.status, status);
  if (full.sort !== DEFAULT_SORT) params.set(PARAM.sort, full.sort);
  if (full.cursor) params.set(PARAM.cursor, full.cursor);
  return params;
}

/** '?brand=rolex&sort=newest' or '' */
export function catalogueQueryString(state: Partial<CatalogueState>): string {
  const query = catalogueSearchParams(state).toString();
  return query ? `?${query}` : '';
}

/** How many filter choices are active (the search text and sort are not filters). */
export function activeFilterCount(state: CatalogueState): number {
  return (
    state.brands.length +
    state.years.length +
    (state.price ? 1 : 0) +
    state.sizes.length +
    state.statuses.length
  );
}

export function hasActiveFilters(state: CatalogueState): boolean {
  return activeFilterCount(state) > 0;
}

/* ---------- Facets ---------- */

export interface FacetValue {
  /** The raw value: the vendor name or the metafield text exactly as stored. */
  value: string;
  count: number;
}

/** The facet values the catalogue reads, by kind. */
export interface Facets {
  vendor: FacetValue[];
  status: FacetValue[];
  year: FacetValue[];
  caseSize: FacetValue[];
}

export const EMPTY_FACETS: Facets = {
  vendor: [],
  status: [],
  year: [],
  caseSize: [],
};

type RawFilter = {id: string; values: Array<{count: number; input: unknown}>};

const FACET_IDS: Record<string, keyof Facets> = {
  'filter.p.vendor': 'vendor',
  'filter.p.m.custom.availability_status': 'status',
  'filter.p.m.custom.year': 'year',
  'filter.p.m.custom.case_size': 'caseSize',
};

/** Reads Shopify's `filters` (values carry their filter input as JSON) into raw values and counts. */
export function readFacets(filters: RawFilter[] | null | undefined): Facets {
  const facets: Facets = {vendor: [], status: [], year: [], caseSize: []};
  for (const filter of filters ?? []) {
    const kind = FACET_IDS[filter.id];
    if (!kind) continue;
    for (const entry of filter.values) {
      const value = inputValue(entry.input);
      if (value !== null) facets[kind].push({value, count: entry.count});
    }
  }
  return facets;
}

/** Facet counts of `all` less those of a subset of it (the signature watches left out). */
export function subtractFacets(all: Facets, subset: Facets): Facets {
  const less = (values: FacetValue[], taken: FacetValue[]) =>
    values
      .map((entry) => ({
        value: entry.value,
        count:
          entry.count -
          (taken.find((other) => other.value === entry.value)?.count ?? 0),
      }))
      .filter((entry) => entry.count > 0);
  return {
    vendor: less(all.vendor, subset.vendor),
    status: less(all.status, subset.status),
    year: less(all.year, subset.year),
    caseSize: less(all.caseSize, subset.caseSize),
  };
}

function inputValue(input: unknown): string | null {
  let parsed: unknown = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch {
      return null;
    }
  }
  const data = parsed as {
    productVendor?: unknown;
    productMetafield?: {value?: unknown};
  } | null;
  if (typeof data?.productVendor === 'string') return data.productVendor;
  if (typeof data?.productMetafield?.value === 'string')
    return data.productMetafield.value;
  return null;
}

/** The raw values of a kind that fall in the chosen bands. */
export function memberValues<B extends string>(
  values: FacetValue[],
  bandOf: (raw: string) => B | null,
  chosen: readonly B[],
): string[] {
  const wanted = new Set(chosen);
  return values
    .filter((entry) => {
      const band = bandOf(entry.value);
      return band !== null && wanted.has(band);
    })
    .map((entry) => entry.value);
}

/** Sum of the member values' counts for every band. */
export function bandCounts<B extends string>(
  values: FacetValue[],
  bandOf: (raw: string) => B | null,
  bands: readonly B[],
): Record<B, number> {
  const counts = Object.fromEntries(bands.map((band) => [band, 0])) as Record<
    B,
    number
  >;
  for (const entry of values) {
    const band = bandOf(entry.value);
    if (band !== null && band in counts) counts[band] += entry.count;
  }
  return counts;
}

/** A status value as one of the three filter choices (null for unknown statuses). */
export function statusChoiceOf(raw: string): StatusChoice | null {
  const status: AvailabilityStatus = availabilityStatus(raw);
  // A stored status is never 'reserved' (that is a draft order's hold, decision 131).
  return status === 'unknown' || status === 'reserved' ? null : status;
}

/* ---------- Storefront filters ---------- */

/** A Storefront API ProductFilter as plain JSON. */
export type ProductFilterInput =
  | {available: boolean}
  | {price: {min?: number; max?: number}}
  | {productVendor: string}
  | {productMetafield: {namespace: string; key: string; value: string}};

/** Matches no product: used when a chosen band has no member values at all. */
const NO_MATCH = '\u0000no-match';

function metafieldFilters(key: string, values: string[]): ProductFilterInput[] {
  const list = values.length ? values : [NO_MATCH];
  return list.map((value) => ({
    productMetafield: {namespace: 'custom', key, value},
  }));
}

export interface FilterOptions {
  /** Leave a kind out (its own facet counts, or stitching that adds its own status filter). */
  omit?: Array<'brand' | 'year' | 'price' | 'size' | 'status'>;
  /** Replace the price choice (to count each price band). */
  priceOverride?: PriceBand | null;
  /** Vendors to restrict to instead of the brand choice (brand collection pages). */
  vendors?: string[];
  /** The currency the list is priced in (the site's market): the price bands' figures. */
  currency?: string;
}

/**
 * The ProductFilter list for a state. Always: available for sale and a price of at least
 * 0.01 (unpriced watches never enter the general catalogue). `vocabulary` supplies the raw
 * metafield values the bands expand to.
 */
export function productFiltersFor(
  state: CatalogueState,
  vocabulary: Facets,
  options: FilterOptions = {},
): ProductFilterInput[] {
  const omit = new Set(options.omit ?? []);
  const filters: ProductFilterInput[] = [{available: true}];
  const priceBand =
    options.priceOverride !== undefined ? options.priceOverride : state.price;
  const range =
    priceBand && !omit.has('price')
      ? priceBandRange(priceBand, options.currency ?? 'GBP')
      : {min: MIN_LISTED_PRICE};
  filters.push({
    price:
      range.max === undefined
        ? {min: range.min}
        : {min: range.min, max: range.max},
  });
  if (options.vendors) {
    for (const vendor of options.vendors.length ? options.vendors : [NO_MATCH])
      filters.push({productVendor: vendor});
  } else if (state.brands.length && !omit.has('brand')) {
    for (const slug of state.brands) {
      // Every spelling the catalogue holds for the brand (case-insensitive), else the canonical one.
      const known = vocabulary.vendor
        .filter((entry) => vendorMatchesSlug(entry.value, slug))
        .map((entry) => entry.value);
      const canonical = FILTER_BRANDS.find(
        (brand) => brand.slug === slug,
      )!.vendor;
      for (const vendor of new Set([canonical, ...known]))
        filters.push({productVendor: vendor});
    }
  }
  if (state.years.length && !omit.has('year')) {
    filters.push(
      ...metafieldFilters(
        'year',
        memberValues(vocabulary.year, yearBandOf, state.years),
      ),
    );
  }
  if (state.sizes.length && !omit.has('size')) {
    filters.push(
      ...metafieldFilters(
        'case_size',
        memberValues(vocabulary.caseSize, caseSizeBandOf, state.sizes),
      ),
    );
  }
  if (state.statuses.length && !omit.has('status')) {
    filters.push(
      ...metafieldFilters(
        'availability_status',
        statusValuesFor(vocabulary, state.statuses),
      ),
    );
  }
  return filters;
}

/** Raw status values for the chosen statuses; the canonical spelling is always included. */
export function statusValuesFor(
  vocabulary: Facets,
  statuses: readonly StatusChoice[],
): string[] {
  const values = new Set<string>(statuses);
  for (const value of memberValues(vocabulary.status, statusChoiceOf, statuses))
    values.add(value);
  return [...values];
}

/* ---------- Counts ---------- */

export interface ChoiceCounts {
  brand: Record<FilterBrandSlug, number>;
  year: Record<YearBand, number>;
  size: Record<CaseSizeBand, number>;
  status: Record<StatusChoice, number>;
  price: Record<PriceBand, number>;
}

/**
 * How many watches each choice would give. Facet counts are disjunctive (a value's count
 * applies every OTHER kind's filters), so each band's sum is what ticking it would add.
 * Price counts come from one query per band (`priceTotals`).
 */
export function choiceCounts(
  facets: Facets,
  priceTotals: Partial<Record<PriceBand, number>>,
): ChoiceCounts {
  const brand = Object.fromEntries(
    FILTER_BRANDS.map((b) => [
      b.slug,
      facets.vendor
        .filter((v) => vendorMatchesSlug(v.value, b.slug))
        .reduce((n, v) => n + v.count, 0),
    ]),
  ) as Record<FilterBrandSlug, number>;
  return {
    brand,
    year: bandCounts(facets.year, yearBandOf, YEAR_BANDS),
    size: bandCounts(facets.caseSize, caseSizeBandOf, CASE_SIZE_BANDS),
    status: bandCounts(facets.status, statusChoiceOf, STATUS_CHOICES),
    price: Object.fromEntries(
      PRICE_BANDS.map((band) => [band, priceTotals[band] ?? 0]),
    ) as Record<PriceBand, number>,
  };
}

/**
 * The number of watches a filtered result holds, from the status facet: every watch has one
 * status value. With a status choice active the facet still counts the other statuses
 * (disjunctive), so only the chosen ones are summed.
 */
export function resultTotal(
  facets: Facets,
  statuses: readonly StatusChoice[],
): number {
  if (!statuses.length) return facets.status.reduce((n, v) => n + v.count, 0);
  const chosen = new Set<string>(statuses);
  return facets.status
    .filter((v) => {
      const choice = statusChoiceOf(v.value);
      return choice !== null && chosen.has(choice);
    })
    .reduce((n, v) => n + v.count, 0);
}
