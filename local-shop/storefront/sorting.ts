// Sort keys of products(), collection.products() and search(). Ties always break on id so
// cursors stay stable. Best-selling has no sales to go on: it is catalogue order (documented).
import {SHOP_PRICING, type Pricing} from '../markets/pricing';
import {relevance, type SearchNode} from './search-syntax';
import type {Watch} from './stock';

type Compare = (a: Watch, b: Watch) => number;

const byId: Compare = (a, b) => a.n - b.n;
const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});
// ISO dates sort as plain strings; no locale rules needed.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const then =
  (first: Compare): Compare =>
  (a, b) =>
    first(a, b) || byId(a, b);
/** Unpriced watches sort as the highest price, as Shopify treats an unset price as 0 we keep them last ascending. */
const priceIn = (pricing: Pricing) => (w: Watch) => {
  const price = pricing.price(w);
  return price === null || price <= 0 ? Number.POSITIVE_INFINITY : price;
};

export function sortWatches(
  watches: Watch[],
  sortKey: string | null | undefined,
  reverse: boolean,
  search?: SearchNode,
  pricing: Pricing = SHOP_PRICING,
): Watch[] {
  let compare: Compare;
  switch (sortKey) {
    case 'TITLE':
      compare = then((a, b) => collator.compare(a.title, b.title));
      break;
    case 'PRICE': {
      // In the buyer's currency: a market's fixed prices can order watches differently.
      const priceOf = priceIn(pricing);
      compare = then((a, b) => priceOf(a) - priceOf(b));
      break;
    }
    case 'CREATED':
    case 'CREATED_AT':
      compare = then((a, b) => byText(a.createdAt, b.createdAt));
      break;
    case 'UPDATED_AT':
      compare = then((a, b) => byText(a.updatedAt, b.updatedAt));
      break;
    case 'VENDOR':
      compare = then((a, b) => collator.compare(a.vendor, b.vendor));
      break;
    case 'PRODUCT_TYPE':
      compare = then((a, b) => collator.compare(a.productType, b.productType));
      break;
    case 'RELEVANCE':
      if (search && search.kind !== 'all') {
        const scores = new Map(watches.map((w) => [w.n, relevance(search, w)]));
        compare = then((a, b) => scores.get(b.n)! - scores.get(a.n)!);
      } else compare = byId;
      break;
    default:
      // ID, BEST_SELLING, COLLECTION_DEFAULT, MANUAL: catalogue order.
      compare = byId;
  }
  const sorted = [...watches].sort(compare);
  return reverse ? sorted.reverse() : sorted;
}

/** A list's order under one sort, as indexes into the list, built once per list and revision. */
const listOrders = new WeakMap<
  Watch[],
  Map<string, {revisionSum: number; order: Int32Array}>
>();

function listOrder(
  base: Watch[],
  sortKey: string | null | undefined,
  reverse: boolean,
  revisionSum: number,
  pricing: Pricing,
): Int32Array {
  let orders = listOrders.get(base);
  if (!orders) {
    orders = new Map();
    listOrders.set(base, orders);
  }
  const key = `${sortKey ?? ''}:${reverse}${sortKey === 'PRICE' ? `:${pricing.key}` : ''}`;
  const hit = orders.get(key);
  if (hit && hit.revisionSum === revisionSum) return hit.order;
  const position = new Map(base.map((w, i) => [w, i]));
  const order = Int32Array.from(
    sortWatches(base, sortKey, reverse, undefined, pricing),
    (w) => position.get(w)!,
  );
  orders.set(key, {revisionSum, order});
  return order;
}

/**
 * The matches of `base` in sort order. Every sort but relevance is a total order (ties break on
 * id), so the list is sorted once and each query only picks its matches out of that order.
 */
export function sortMatches(
  base: Watch[],
  filtered: {matches: Watch[]; matched: Uint8Array; revisionSum: number},
  sortKey: string | null | undefined,
  reverse: boolean,
  pricing: Pricing = SHOP_PRICING,
  search?: SearchNode,
): Watch[] {
  if (sortKey === 'RELEVANCE' && search && search.kind !== 'all')
    return sortWatches(filtered.matches, sortKey, reverse, search);
  const order = listOrder(
    base,
    sortKey,
    reverse,
    filtered.revisionSum,
    pricing,
  );
  const sorted: Watch[] = [];
  for (const i of order) if (filtered.matched[i]) sorted.push(base[i]);
  return sorted;
}
