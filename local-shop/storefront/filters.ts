// Product filters and the facets Shopify returns beside filtered products.
// Filters AND across kinds and OR within one kind. Facet counts are disjunctive: a value's
// count is the number of products the result would hold if that kind's own selection were
// replaced by this value (all OTHER kinds' active filters still apply).
import {isAvailableForSale, type Watch} from './stock';

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

function kindOf(f: ProductFilterInput): {kind: string; test: Predicate} {
  if (f.available !== undefined && f.available !== null) {
    const wanted = f.available;
    return {kind: 'availability', test: (w) => isAvailableForSale(w) === wanted};
  }
  if (f.price) {
    const min = f.price.min ?? 0;
    const max = f.price.max ?? Infinity;
    return {kind: 'price', test: (w) => w.price !== null && w.price >= min && w.price <= max};
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
    if (namespace !== 'custom') return {kind: `m.${namespace}.${key}`, test: () => false};
    return {kind: `m.custom.${key}`, test: (w) => w.metafields[key] === value};
  }
  if (f.variantOption) {
    const {name, value} = f.variantOption;
    // Every watch has the single option Title = Default Title.
    return {kind: `o.${name}`, test: () => name === 'Title' && value === 'Default Title'};
  }
  throw new UnsupportedFilterError(
    'This ProductFilter kind is not implemented by the local shop (supported: available, price, productVendor, productType, tag, productMetafield, variantOption)',
  );
}

export function activeKinds(filters: ProductFilterInput[] | null | undefined): ActiveKind[] {
  const grouped = new Map<string, Predicate[]>();
  for (const f of filters ?? []) {
    const {kind, test} = kindOf(f);
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
  valuesOf: (w: Watch) => string[];
  labelOf?: (v: string) => string;
  inputOf: (v: string) => unknown;
  order?: (a: string, b: string) => number;
}

const byNaturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', {numeric: true, sensitivity: 'base'});

const FACETS: FacetDef[] = [
  {
    id: 'filter.v.availability',
    label: 'Availability',
    kind: 'availability',
    valuesOf: (w) => [isAvailableForSale(w) ? '1' : '0'],
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
  ...METAFIELD_FACETS.map(
    ({key, label}): FacetDef => ({
      id: `filter.p.m.custom.${key}`,
      label,
      kind: `m.custom.${key}`,
      valuesOf: (w) => (w.metafields[key] !== undefined && w.metafields[key] !== '' ? [w.metafields[key]] : []),
      inputOf: (v) => ({productMetafield: {namespace: 'custom', key, value: v}}),
    }),
  ),
];

const facetCache = new WeakMap<Watch, {revision: number; values: string[][]}>();

/** Each facet's values for one watch, computed once per revision of the watch. */
function facetValuesOf(w: Watch): string[][] {
  const hit = facetCache.get(w);
  if (hit && hit.revision === w.revision) return hit.values;
  const values = FACETS.map((f) => f.valuesOf(w));
  facetCache.set(w, {revision: w.revision, values});
  return values;
}

/**
 * Applies the filters to `base` (the products of the collection or search before filters) and
 * computes the facets. One pass: a product failing exactly one kind still counts for that kind.
 */
export function filterWithFacets(
  base: Watch[],
  filters: ProductFilterInput[] | null | undefined,
  wantFacets: boolean,
): {matches: Watch[]; facets: FilterOut[]} {
  const kinds = activeKinds(filters);
  const matches: Watch[] = [];
  const counts = new Map<string, Map<string, number>>();
  const seen = new Map<string, Set<string>>();
  let maxPrice = 0;
  for (const f of FACETS) {
    counts.set(f.kind, new Map());
    seen.set(f.kind, new Set());
  }
  const countsByIndex = FACETS.map((f) => counts.get(f.kind)!);
  const seenByIndex = FACETS.map((f) => seen.get(f.kind)!);
  for (const w of base) {
    let failedKind: string | null = null;
    let failures = 0;
    for (const k of kinds) {
      if (!k.test(w)) {
        failures++;
        failedKind = k.kind;
        if (failures > 1) break;
      }
    }
    if (failures === 0) matches.push(w);
    if (!wantFacets) continue;
    if (w.price !== null && w.price > maxPrice) maxPrice = w.price;
    const all = facetValuesOf(w);
    for (let i = 0; i < FACETS.length; i++) {
      const values = all[i];
      const valueSet = seenByIndex[i];
      for (const v of values) valueSet.add(v);
      if (failures === 0 || (failures === 1 && failedKind === FACETS[i].kind)) {
        const c = countsByIndex[i];
        for (const v of values) c.set(v, (c.get(v) ?? 0) + 1);
      }
    }
  }
  if (!wantFacets) return {matches, facets: []};
  const facets: FilterOut[] = [];
  for (const f of FACETS) {
    const values = [...seen.get(f.kind)!].sort(f.order ?? byNaturalOrder);
    if (values.length === 0) continue;
    const c = counts.get(f.kind)!;
    facets.push({
      id: f.id,
      label: f.label,
      type: 'LIST',
      presentation: null,
      values: values.map((v) => ({
        id: `${f.id}.${v}`,
        label: f.labelOf ? f.labelOf(v) : v,
        count: c.get(v) ?? 0,
        input: JSON.stringify(f.inputOf(v)),
      })),
    });
  }
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
  return {matches, facets};
}
