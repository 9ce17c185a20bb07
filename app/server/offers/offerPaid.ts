// An agreed offer paid (Shopify's orders/paid webhook for the order its draft order became;
// decision 135): its watch is sold like any sold watch (custom.availability_status `sold`,
// custom.sold_date), its reservation mark (custom.reserved_until) goes, and the offer's history
// says it was paid. Orders that are not an offer's are left alone. Shopify may deliver a webhook
// more than once: every step may run again without harm.
import type {ShopEnv} from '~/server/env';
import {
  shopifyAdminApi,
  type AdminApi,
} from '~/server/availability/shopifyAdmin';
import {
  OFFER_ID,
  offerStoreFromEnv,
  transitionOffer,
  type OfferStore,
} from './offerStore';

export interface PaidOffer {
  offerId: string;
  orderName: string;
  /** What the buyer paid, in the draft order's (the offer's) currency. */
  total: number | null;
  productIds: string[];
  /** The day of the sale in the UK (YYYY-MM-DD), as sold_date holds it. */
  soldOn: string;
}

/** The offer a paid order settles (its draft order's note and tag), or null for any other order. */
export function paidOfferOf(
  payload: unknown,
  now = Date.now(),
): PaidOffer | null {
  if (!payload || typeof payload !== 'object') return null;
  const order = payload as Record<string, unknown>;
  const tags = String(order.tags ?? '')
    .split(',')
    .map((tag) => tag.trim());
  const offerId = /^Offer (\S+)$/.exec(String(order.note ?? ''))?.[1];
  if (!tags.includes('offer') || !offerId || !OFFER_ID.test(offerId))
    return null;
  const lines = Array.isArray(order.line_items) ? order.line_items : [];
  const productIds = lines
    .map((line) => Number((line as Record<string, unknown>)?.product_id))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .map((id) => `gid://shopify/Product/${id}`);
  const paidAt = Date.parse(String(order.processed_at ?? ''));
  // What the buyer paid, in the offer's currency: Shopify's `total_price` is in the shop's
  // currency, the presentment money (the draft order's currency) in `total_price_set`.
  const totalSet = order.total_price_set as
    {presentment_money?: {amount?: unknown}} | undefined;
  const total = Number(
    totalSet?.presentment_money?.amount ?? order.total_price,
  );
  return {
    offerId,
    orderName: String(order.name ?? ''),
    total: Number.isFinite(total) && total > 0 ? total : null,
    productIds,
    soldOn: new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
    }).format(Number.isFinite(paidAt) ? paidAt : now),
  };
}

const SOLD_SET = `mutation OfferWatchSold($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { userErrors { field message } }
}`;

const RESERVATION_DELETE = `mutation OfferReservationGone($metafields: [MetafieldIdentifierInput!]!) {
  metafieldsDelete(metafields: $metafields) { userErrors { field message } }
}`;

type Errors = {userErrors: Array<{message: string}>};

function throwOn(errors: Errors | null | undefined, what: string) {
  if (errors?.userErrors.length)
    throw new Error(
      `${what}: ${errors.userErrors.map((e) => e.message).join('; ')}`,
    );
}

/** The watch sold and no longer reserved, then the offer paid in its history. */
export async function settlePaidOffer(
  admin: AdminApi,
  store: OfferStore | null,
  paid: PaidOffer,
) {
  for (const ownerId of paid.productIds) {
    const sold = await admin.query<{metafieldsSet: Errors}>(SOLD_SET, {
      metafields: [
        {
          ownerId,
          namespace: 'custom',
          key: 'availability_status',
          type: 'single_line_text_field',
          value: 'sold',
        },
        {
          ownerId,
          namespace: 'custom',
          key: 'sold_date',
          type: 'date',
          value: paid.soldOn,
        },
      ],
    });
    throwOn(sold.metafieldsSet, 'metafieldsSet');
    const gone = await admin.query<{metafieldsDelete: Errors}>(
      RESERVATION_DELETE,
      {metafields: [{ownerId, namespace: 'custom', key: 'reserved_until'}]},
    );
    throwOn(gone.metafieldsDelete, 'metafieldsDelete');
  }
  // Null when already paid (a repeated webhook): nothing more to record.
  if (store)
    await transitionOffer(store, paid.offerId, {
      from: ['accepted', 'buyer_accepted'],
      to: 'paid',
      actor: 'buyer',
      action: 'paid',
      amount: paid.total,
      message: paid.orderName || null,
    });
}

/** orders/paid, its signature checked by the caller: 200 when done, 503 so Shopify tries again. */
export async function handlePaidOrder(
  shopEnv: ShopEnv,
  payload: unknown,
): Promise<{status: number; message: string}> {
  const paid = paidOfferOf(payload);
  if (!paid) return {status: 200, message: 'Not an offer'};
  const admin = shopifyAdminApi(shopEnv);
  if (!admin) {
    console.error(
      `[offers] ${paid.offerId} was paid, but SHOPIFY_ADMIN_API_TOKEN is not set: mark its watch sold by hand`,
    );
    return {status: 200, message: 'No Admin API token'};
  }
  try {
    await settlePaidOffer(admin, offerStoreFromEnv(shopEnv), paid);
    return {status: 200, message: 'Sold'};
  } catch (error) {
    console.error(
      `[offers] ${paid.offerId} was paid; its watch is not yet marked sold (${error instanceof Error ? error.message : String(error)})`,
    );
    return {status: 503, message: 'Try again later'};
  }
}
