// Sort keys of products(), collection.products() and search(). Ties always break on id so
// cursors stay stable. Best-selling has no sales to go on: it is catalogue order (documented).
import {relevance, type SearchNode} from './search-syntax';
import type {Watch} from './stock';

type Compare = (a: Watch, b: Watch) => number;

const byId: Compare = (a, b) => a.n - b.n;
const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});
// ISO dates sort as plain strings; no locale rules needed.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const then = (first: Compare): Compare => (a, b) => first(a, b) || byId(a, b);
/** Unpriced watches sort as the highest price, as Shopify treats an unset price as 0 we keep them last ascending. */
const priceOf = (w: Watch) => (w.price === null || w.price <= 0 ? Number.POSITIVE_INFINITY : w.price);

export function sortWatches(
  watches: Watch[],
  sortKey: string | null | undefined,
  reverse: boolean,
  search?: SearchNode,
): Watch[] {
  let compare: Compare;
  switch (sortKey) {
    case 'TITLE':
      compare = then((a, b) => collator.compare(a.title, b.title));
      break;
    case 'PRICE':
      compare = then((a, b) => priceOf(a) - priceOf(b));
      break;
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
