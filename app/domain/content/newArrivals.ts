import {availabilityStatus, statusRank} from '~/domain/watch/availability';
import {
  passesPageChecks,
  type EligibilityFields,
} from '~/domain/catalogue/eligibility';

export const NEW_ARRIVALS_COUNT = 12;

type Listed = EligibilityFields & {
  id: string;
  status?: {value?: string | null} | null;
  priceRange?: {minVariantPrice?: {amount: string} | null} | null;
};

function price(product: Listed): number {
  const money =
    product.selectedOrFirstAvailableVariant?.price ??
    product.priceRange?.minVariantPrice ??
    null;
  const amount = money
    ? Number.parseFloat((money as {amount: string}).amount)
    : Number.NaN;
  return Number.isFinite(amount) ? amount : -1;
}

/**
 * The first watches of the catalogue's default order ('Availability & Price'): available,
 * on request, sold, then any other status; within each, price high to low. The groups come
 * from separate status-filtered queries; duplicates and ineligible cards are dropped.
 */
export function mergeNewArrivals<T extends Listed>(
  groups: Array<readonly T[] | null | undefined>,
  count = NEW_ARRIVALS_COUNT,
): T[] {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const group of groups) {
    for (const product of group ?? []) {
      if (
        seen.has(product.id) ||
        !passesPageChecks(product, {excludeSignature: true})
      )
        continue;
      seen.add(product.id);
      all.push(product);
    }
  }
  return all
    .map((product, index) => ({product, index}))
    .sort((a, b) => {
      const rank =
        statusRank(availabilityStatus(a.product.status?.value)) -
        statusRank(availabilityStatus(b.product.status?.value));
      if (rank !== 0) return rank;
      const byPrice = price(b.product) - price(a.product);
      return byPrice !== 0 ? byPrice : a.index - b.index;
    })
    .slice(0, count)
    .map(({product}) => product);
}
