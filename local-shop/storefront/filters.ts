// Product filters and the facets Shopify returns beside filtered products.
// Filters AND across kinds and OR within one kind. Facet counts are disjunctive: a value's
// count is the number of products the result would hold if that kind's own selection were
// replaced by this value (all OTHER kinds' active filters still apply).
import {SHOP_PRICING, type Pricing} from '../markets/pricing';
import type {Watch} from './stock';

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productVendor?: string | null;
  productType?: string | null;
  tag?: string | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantOption?: {name: string; value: string} | null;
  variantMetafield?: unknown;
  category?: unknown;
  taxonomyMetafield?: unknown;
}

/** The metafields merchandised as filters, in the order the facets appear. */
export const METAFIELD_FACETS: Array<{key: string; label: string}> = [
  {key: 'availability_status', label: 'Availability status'},
  {key: 'year', label: 'Year'},
  {key: 'case_size', label: 'Case size'},
  {key: 'box', label: 'Box'},
  {key: 'papers', label: 'Papers'},
];

type Predicate = (w: Watch) => boolean;

/** One kind of filter (availability, price, vendor, ...), with the OR of its selected values. */
interface ActiveKind {
  kind: string;
  test: Predicate;
}

export class UnsupportedFilterError extends Error {}

function kindOf(
  f: ProductFilterInput,
  pricing: Pricing,
): {kind: string; test: Predicate} {
  if (f.available !== undefined && f.available !== null) {
    const wanted = f.available;
    return {
      kind: 'availability',
      test: (w) => pricing.forSale(w) === wanted,
    };
  }
  if (f.price) {
    // Bounds are in the buyer's currency, as Shopify reads them under @inContext.
    const min = f.price.min ?? 0;
    const max = f.price.max ?? Infinity;
    return {
      kind: 'price',
      test: (w) => {
        const price = pricing.price(w);
        return price !== null && price >= min && price <= max;
      },
    };
  }
  if (f.productVendor != null) {
    const v = f.productVendor;
    return {kind: 'vendor', test: (w) => w.vendor === v};
  }
  if (f.productType != null) {
    const v = f.productType;
    return {kind: 'product_type', test: (w) => w.productType === v};
  }
  if (f.tag != null) {
    const v = f.tag;
    return {kind: 'tag', test: (w) => w.tags.includes(v)};
  }
  if (f.productMetafield) {
    const {namespace, key, value} = f.productMetafield;
    if (namespace !== 'custom')
      return {kind: `m.${namespace}.${key}`, test: () => false};
    return {kind: `m.custom.${key}`, test: (w) => w.metafields[key] === value};
  }
  if (f.variantOption) {
    const {name, value} = f.variantOption;
    // Every watch has the single option Title = Default Title.
    return {
      kind: `o.${name}`,
      test: () => name === 'Title' && value === 'Default Title',
    };
  }
  throw new UnsupportedFilterError(
    'This ProductFilter kind is not implemented by the local shop (supported: available, price, productVendor, productType, tag, productMetafield, variantOption)',
  );
}

export function activeKinds(
  filters: ProductFilterInput[] | null | undefined,
  pricing: Pricing = SHOP_PRICING,
): ActiveKind[] {
  const grouped = new Map<string, Predicate[]>();
  for (const f of filters ?? []) {
    const {kind, test} = kindOf(f, pricing);
    grouped.set(kind, [...(grouped.get(kind) ?? []), test]);
  }
  return [...grouped].map(([kind, tests]) => ({
    kind,
    test: tests.length === 1 ? tests[0] : (w: Watch) => tests.some((t) => t(w)),
  }));
}

export interface FilterValueOut {
  id: string;
  label: string;
  count: number;
  /** Shopify answers the input as a JSON-encoded string. */
  input: string;
}

export interface FilterOut {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: null;
  values: FilterValueOut[];
}

interface FacetDef {
  id: string;
  label: string;
  kind: string;
  /** The facet values a watch has (usually one). */
  valuesOf: (w: Watch, pricing: Pricing) => string[];
  labelOf?: (v: string) => string;
  inputOf: (v: string) => unknown;
  order?: (a: string, b: string) => number;
}

// One collator for every comparison: localeCompare with options builds a new one per call.
const naturalCollator = new Intl.Collator('en', {
  numeric: true,
  sensitivity: 'base',
});
const byNaturalOrder = (a: string, b: string) => naturalCollator.compare(a, b);

const FACETS: FacetDef[] = [
  {
    id: 'filter.v.availability',
    label: 'Availability',
    kind: 'availability',
    // For sale in the buyer's market: a watch its catalogue leaves out is out of stock there.
    valuesOf: (w, pricing) => [pricing.forSale(w) ? '1' : '0'],
    labelOf: (v) => (v === '1' ? 'In stock' : 'Out of stock'),
    inputOf: (v) => ({available: v === '1'}),
    order: (a, b) => b.localeCompare(a),
  },
  {
    id: 'filter.p.vendor',
    label: 'Brand',
    kind: 'vendor',
    valuesOf: (w) => [w.vendor],
    inputOf: (v) => ({productVendor: v}),
  },
  {
    id: 'filter.p.product_type',
    label: 'Product type',
    kind: 'product_type',
    valuesOf: (w) => (w.productType ? [w.productType] : []),
    inputOf: (v) => ({productType: v}),
  },
  {
    id: 'filter.p.tag',
    label: 'Tags',
    kind: 'tag',
    valuesOf: (w) => w.tags,
    inputOf: (v) => ({tag: v}),
  },
  ...METAFIELD_FACETS.map(({key, label}): FacetDef => ({
    id: `filter.p.m.custom.${key}`,
    label,
    kind: `m.custom.${key}`,
    valuesOf: (w) =>
      w.metafields[key] !== undefined && w.metafields[key] !== ''
        ? [w.metafields[key]]
        : [],
    inputOf: (v) => ({productMetafield: {namespace: 'custom', key, value: v}}),
  })),
];

const facetCache = new WeakMap<
  Watch,
  Map<string, {revision: number; values: string[][]}>
>();

/** Each facet's values for one watch in one market, computed once per revision of the watch. */
function facetValuesOf(w: Watch, pricing: Pricing): string[][] {
  let byMarket = facetCache.get(w);
  if (!byMarket) facetCache.set(w, (byMarket = new Map()));
  const hit = byMarket.get(pricing.key);
  if (hit && hit.revision === w.revision) return hit.values;
  const values = FACETS.map((f) => f.valuesOf(w, pricing));
  byMarket.set(pricing.key, {revision: w.revision, values});
  return values;
}

/** Revisions only grow, so their sum changes whenever any watch of a list changes. */
export function revisionSumOf(base: Watch[]): number {
  let sum = 0;
  for (const w of base) sum += w.revision;
  return sum;
}

/** One facet over one list: its values in answer order, and which of them each watch has. */
interface FacetColumn {
  values: Array<{id: string; label: string; input: string}>;
  /** Watch i has the values ids[start[i]] .. ids[start[i + 1] - 1] (indexes into `values`). */
  start: Int32Array;
  ids: Int32Array;
}

/**
 * The facet index of a list (a collection's or a search's watches), built once per list and
 * revision, as Shopify keeps its filters indexed: the values a facet lists and their order do
 * not depend on the filters, only the counts do.
 */
interface FacetIndex {
  revisionSum: number;
  columns: FacetColumn[];
  /** The highest price in the list by pricing key (the price range facet spans 0 to it). */
  maxPrices: Map<string, number>;
}

const facetIndexes = new WeakMap<Watch[], Map<string, FacetIndex>>();

/** The highest price of a list in one market's prices, computed once per index and market. */
function maxPriceOf(index: FacetIndex, base: Watch[], pricing: Pricing) {
  let max = index.maxPrices.get(pricing.key);
  if (max === undefined) {
    max = 0;
    for (const w of base) {
      const price = pricing.price(w);
      if (price !== null && price > max) max = price;
    }
    index.maxPrices.set(pricing.key, max);
  }
  return max;
}

function buildFacetIndex(
  base: Watch[],
  revisionSum: number,
  pricing: Pricing,
): FacetIndex {
  const columns = FACETS.map((f, fi): FacetColumn => {
    // Values in order of first appearance, then sorted stably: the order the facet answers in.
    const firstSeen = new Map<string, number>();
    const seen: string[] = [];
    const start = new Int32Array(base.length + 1);
    const raw: number[] = [];
    base.forEach((w, i) => {
      start[i] = raw.length;
      for (const v of facetValuesOf(w, pricing)[fi]) {
        let k = firstSeen.get(v);
        if (k === undefined) {
          k = seen.length;
          firstSeen.set(v, k);
          seen.push(v);
        }
        raw.push(k);
      }
    });
    start[base.length] = raw.length;
    const ordered = seen
      .map((v, k) => ({v, k}))
      .sort((a, b) => (f.order ?? byNaturalOrder)(a.v, b.v));
    const position = new Int32Array(seen.length);
    ordered.forEach(({k}, j) => (position[k] = j));
    return {
      values: ordered.map(({v}) => ({
        id: `${f.id}.${v}`,
        label: f.labelOf ? f.labelOf(v) : v,
        input: JSON.stringify(f.inputOf(v)),
      })),
      start,
      ids: Int32Array.from(raw, (k) => position[k]),
    };
  });
  return {revisionSum, columns, maxPrices: new Map()};
}

/** A list's facet index in one market (availability differs where a catalogue leaves a watch out). */
function facetIndexOf(
  base: Watch[],
  revisionSum: number,
  pricing: Pricing,
): FacetIndex {
  let byMarket = facetIndexes.get(base);
  if (!byMarket) facetIndexes.set(base, (byMarket = new Map()));
  const hit = byMarket.get(pricing.key);
  if (hit && hit.revisionSum === revisionSum) return hit;
  const index = buildFacetIndex(base, revisionSum, pricing);
  byMarket.set(pricing.key, index);
  return index;
}

/** The filters applied to a list: the matches now, the facets when asked for. */
export interface FilterEvaluation {
  /** Matching watches, in the list's order. */
  matches: Watch[];
  /** matched[i] = 1 when base[i] matches. */
  matched: Uint8Array;
  revisionSum: number;
  facets(): FilterOut[];
}

/**
 * Applies the filters to `base` (the products of the collection or search before filters). One
 * pass records how many kinds each watch fails and which one, so the facets (a watch failing
 * exactly one kind still counts for that kind) are counted from the index without re-testing.
 */
export function evaluateFilters(
  base: Watch[],
  filters: ProductFilterInput[] | null | undefined,
  pricing: Pricing = SHOP_PRICING,
): FilterEvaluation {
  const kinds = activeKinds(filters, pricing);
  const matches: Watch[] = [];
  const matched = new Uint8Array(base.length);
  const failures = new Uint8Array(base.length);
  const failedKind = new Int16Array(base.length);
  let revisionSum = 0;
  for (let i = 0; i < base.length; i++) {
    const w = base[i];
    revisionSum += w.revision;
    let failed = -1;
    let count = 0;
    for (let k = 0; k < kinds.length; k++) {
      if (!kinds[k].test(w)) {
        count++;
        failed = k;
        if (count > 1) break;
      }
    }
    failures[i] = count;
    failedKind[i] = failed;
    if (count === 0) {
      matched[i] = 1;
      matches.push(w);
    }
  }
  let facets: FilterOut[] | undefined;
  return {
    matches,
    matched,
    revisionSum,
    facets: () => {
      if (!facets) {
        const index = facetIndexOf(base, revisionSum, pricing);
        facets = countFacets(
          index,
          maxPriceOf(index, base, pricing),
          kinds,
          failures,
          failedKind,
        );
      }
      return facets;
    },
  };
}

function countFacets(
  index: FacetIndex,
  maxPrice: number,
  kinds: ActiveKind[],
  failures: Uint8Array,
  failedKind: Int16Array,
): FilterOut[] {
  // The facet each active kind narrows (-1 for kinds without a facet, such as price).
  const facetOfKind = kinds.map((k) =>
    FACETS.findIndex((f) => f.kind === k.kind),
  );
  const counts = index.columns.map(
    (column) => new Int32Array(column.values.length),
  );
  const countFor = (fi: number, i: number) => {
    const {start, ids} = index.columns[fi];
    const c = counts[fi];
    for (let j = start[i]; j < start[i + 1]; j++) c[ids[j]]++;
  };
  for (let i = 0; i < failures.length; i++) {
    if (failures[i] === 0) {
      for (let fi = 0; fi < FACETS.length; fi++) countFor(fi, i);
    } else if (failures[i] === 1) {
      const fi = facetOfKind[failedKind[i]];
      if (fi >= 0) countFor(fi, i);
    }
  }
  const facets: FilterOut[] = [];
  FACETS.forEach((f, fi) => {
    const column = index.columns[fi];
    if (column.values.length === 0) return;
    facets.push({
      id: f.id,
      label: f.label,
      type: 'LIST',
      presentation: null,
      values: column.values.map((value, j) => ({
        ...value,
        count: counts[fi][j],
      })),
    });
  });
  // Shopify lists the price range second, after availability; its one value spans 0..highest price.
  facets.splice(Math.min(1, facets.length), 0, {
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [
      {
        id: 'filter.v.price',
        label: 'Price',
        count: 0,
        input: JSON.stringify({price: {min: 0, max: maxPrice}}),
      },
    ],
  });
  return facets;
}

/** Applies the filters to `base` and, when asked, computes the facets. */
export function filterWithFacets(
  base: Watch[],
  filters: ProductFilterInput[] | null | undefined,
  wantFacets: boolean,
  pricing: Pricing = SHOP_PRICING,
): {matches: Watch[]; facets: FilterOut[]} {
  const evaluation = evaluateFilters(base, filters, pricing);
  return {
    matches: evaluation.matches,
    facets: wantFacets ? evaluation.facets() : [],
  };
}
