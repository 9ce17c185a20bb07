// One mapping from the dealer's free-text fields to what Google understands, shared by the
// product page's JSON-LD and the Merchant feed (docs/decisions/006: never "new" for every watch,
// never "pre-order" for a watch in stock).
import {availabilityStatus} from '~/domain/watch/availability';

export type MerchantCondition = 'new' | 'refurbished' | 'used';
export type MerchantAvailability = 'in stock' | 'preorder' | 'out of stock';

/** Condition from the merchandiser's text: new/unworn -> new, refurbished/serviced -> refurbished, else used. */
export function conditionOf(
  text: string | null | undefined,
): MerchantCondition {
  const value = (text ?? '').toLowerCase();
  // Whole words only, so 'renewed' or 'newly' do not make a worn watch 'new'.
  if (/\b(new|unworn)\b/.test(value)) return 'new';
  if (/\b(refurbished|serviced)\b/.test(value)) return 'refurbished';
  return 'used';
}

/**
 * Availability from custom.availability_status. Only available watches are in stock; a status
 * the shop does not act on (coming_soon, reserved, none) cannot be bought, so it is out of stock
 * (docs/decisions/071-status-vocabulary.md).
 */
export function availabilityOf(
  status: string | null | undefined,
): MerchantAvailability {
  switch (availabilityStatus(status)) {
    case 'available':
      return 'in stock';
    case 'on_request':
      return 'preorder';
    default:
      return 'out of stock';
  }
}

const SCHEMA_CONDITION: Record<MerchantCondition, string> = {
  new: 'https://schema.org/NewCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
  used: 'https://schema.org/UsedCondition',
};

const SCHEMA_AVAILABILITY: Record<MerchantAvailability, string> = {
  'in stock': 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  'out of stock': 'https://schema.org/OutOfStock',
};

/** The schema.org itemCondition URL for a condition text. */
export function schemaCondition(text: string | null | undefined): string {
  return SCHEMA_CONDITION[conditionOf(text)];
}

/** The schema.org availability URL for a status. */
export function schemaAvailability(status: string | null | undefined): string {
  return SCHEMA_AVAILABILITY[availabilityOf(status)];
}
