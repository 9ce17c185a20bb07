import type {MessageKey} from '~/i18n/translate';

/**
 * The dealer's stock states, from the product metafield custom.availability_status. Only
 * available, on_request and sold are acted on; any other value (coming_soon, reserved, a typo)
 * is 'unknown': a grey 'Status Unknown' badge, not purchasable, OutOfStock in JSON-LD and left
 * out of the Merchant feed (docs/decisions/071-status-vocabulary.md).
 */
export type AvailabilityStatus =
  'available' | 'on_request' | 'reserved' | 'sold' | 'unknown';

/** Reads the merchandiser's free text; anything unrecognised is 'unknown' (grey badge). */
export function availabilityStatus(
  raw: string | null | undefined,
): AvailabilityStatus {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'available' || value === 'on_request' || value === 'sold')
    return value;
  return 'unknown';
}

/**
 * A watch the dealer has for sale that a Shopify draft order holds for one buyer (an agreed
 * offer, docs/decisions/131-offers-through-draft-orders.md) is 'reserved' to everyone: its
 * `custom.reserved_until` is still ahead and Shopify says it cannot be bought. When the hold
 * lapses Shopify sells it again and it is what the dealer's status says, whatever the date.
 */
export function withReservation(
  status: AvailabilityStatus,
  reservedUntil: string | null | undefined,
  availableForSale: boolean | null | undefined,
  now = Date.now(),
): AvailabilityStatus {
  if (status !== 'available' && status !== 'on_request') return status;
  if (availableForSale || !reservedUntil) return status;
  const until = Date.parse(reservedUntil);
  return Number.isFinite(until) && until > now ? 'reserved' : status;
}

type BadgeTone = 'green' | 'amber' | 'red' | 'grey';

/** Badge text and colour per status; anything unrecognised is the grey unknown badge. */
export const STATUS_BADGE: Record<
  AvailabilityStatus,
  {label: MessageKey; tone: BadgeTone}
> = {
  available: {label: 'watch.statusAvailable', tone: 'green'},
  on_request: {label: 'watch.statusOnRequest', tone: 'amber'},
  reserved: {label: 'watch.statusReserved', tone: 'amber'},
  sold: {label: 'watch.statusSold', tone: 'red'},
  unknown: {label: 'watch.statusUnknown', tone: 'grey'},
};

/** What a card says on hover about dispatch (one claim everywhere: docs/decisions/006). */
export function hoverText(status: AvailabilityStatus): MessageKey | null {
  switch (status) {
    case 'available':
      return 'watch.hoverAvailable';
    case 'on_request':
      return 'watch.hoverOnRequest';
    case 'reserved':
    case 'sold':
      return null;
    default:
      return null;
  }
}

/** Sort rank for 'Availability & Price': available, on request, reserved, sold, then unknown. */
export function statusRank(status: AvailabilityStatus): number {
  return {available: 0, on_request: 1, reserved: 2, sold: 3, unknown: 4}[
    status
  ];
}

/**
 * Whether a watch can go in the cart (docs/decisions/004): available and on-request watches
 * that Shopify reports as for sale; sold and unknown ones offer an enquiry instead.
 */
export function isPurchasable(
  status: AvailabilityStatus,
  availableForSale: boolean | null | undefined,
): boolean {
  return (
    (status === 'available' || status === 'on_request') &&
    Boolean(availableForSale)
  );
}

/** Why the cart refuses a watch, or null when it may be bought. */
export type SaleRefusal = 'sold' | 'not-for-sale';

/** The server's verdict on adding a watch to the cart; the same rule as the buttons'. */
export function saleRefusal(
  status: AvailabilityStatus,
  availableForSale: boolean | null | undefined,
): SaleRefusal | null {
  if (isPurchasable(status, availableForSale)) return null;
  return status === 'sold' ? 'sold' : 'not-for-sale';
}
