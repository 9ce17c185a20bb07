// Which watches a general catalogue list may show: for sale, with an image, a variant and a
// price, and not a signature watch (docs/decisions/070-catalogue-eligibility.md).
//
// The rule is applied where Shopify counts, so counts, facet counts and pages agree with the
// grid: lists read the `all-watches` collection, which leaves out every watch tagged
// `not-listed` (signature watches, watches still without photographs) and the signature
// watches; searches add `-tag:not-listed` to the shopper's words; every query filters
// `available: true` and a price of at least 0.01. Search facets of a signature watch a
// merchandiser forgot to tag are subtracted. What remains checked on the page (a missing image
// or variant) is a last resort for a watch the merchandiser has not yet tagged.
import {isPriceMissing, type MoneyLike} from '~/domain/money';
import {isSignatureWatch} from '~/domain/watch/reference';

export interface EligibilityFields {
  availableForSale?: boolean | null;
  featuredImage?: {url?: string | null} | null;
  selectedOrFirstAvailableVariant?: {price?: MoneyLike} | null;
  priceRange?: {minVariantPrice?: MoneyLike} | null;
  signature?: {value?: string | null} | null;
}

export function hasImage(product: EligibilityFields): boolean {
  return Boolean(product.featuredImage?.url);
}

export function cardPrice(product: EligibilityFields): MoneyLike {
  return (
    product.selectedOrFirstAvailableVariant?.price ??
    product.priceRange?.minVariantPrice ??
    null
  );
}

/** The full rule, for lists built without the query-side filters. */
export function isCatalogueEligible(product: EligibilityFields): boolean {
  return (
    Boolean(product.availableForSale) &&
    hasImage(product) &&
    Boolean(product.selectedOrFirstAvailableVariant) &&
    !isPriceMissing(cardPrice(product)) &&
    !isSignatureWatch(product.signature?.value)
  );
}

/** What the queries cannot filter: image, variant and (in search results) the signature flag. */
export function passesPageChecks(
  product: EligibilityFields,
  {excludeSignature}: {excludeSignature: boolean},
): boolean {
  if (!hasImage(product) || !product.selectedOrFirstAvailableVariant)
    return false;
  return !(excludeSignature && isSignatureWatch(product.signature?.value));
}

/** Signature list (docs/decisions/006): flagged true/yes, with image, variant and price. */
export function isSignatureListed(product: EligibilityFields): boolean {
  return (
    isSignatureWatch(product.signature?.value) &&
    hasImage(product) &&
    Boolean(product.selectedOrFirstAvailableVariant) &&
    !isPriceMissing(cardPrice(product))
  );
}

/** Spellings of the signature flag a Storefront metafield filter is given (it matches exactly). */
export const SIGNATURE_FLAG_VALUES = [
  'true',
  'yes',
  'True',
  'Yes',
  'TRUE',
  'YES',
];

/** The tag that keeps a watch out of the general catalogue (all-watches and search). */
export const NOT_LISTED_TAG = 'not-listed';

/**
 * A shopper's search narrowed to the listed watches, so Shopify's total and facets count what
 * the grid shows. Parentheses in the shopper's words are dropped so they cannot unbalance the
 * group.
 */
export function listedSearchQuery(terms: string): string {
  const words = terms.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  return `(${words}) AND -tag:${NOT_LISTED_TAG}`;
}
