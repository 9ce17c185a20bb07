// Which watches a general catalogue list may show (seed 000 §5): for sale, with an image, a
// variant and a price, and not a signature watch.
//
// Most of the rule is enforced by the queries, over the whole catalogue, so counts and pages
// stay exact: the `all-watches` collection holds no signature watches, every query filters
// `available: true` and a price of at least 0.01. What a Storefront filter cannot express (a
// missing image or variant, and signature watches inside search results) is dropped from the
// page it appears on, as a last resort: such a page shows fewer than 24 watches.
import {isPriceMissing, type MoneyLike} from '~/lib/money';
import {isSignatureWatch} from '~/lib/watch/reference';

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

/** Signature list (decisions.md): flagged true/yes, with image, variant and price. */
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
