// An agreed offer becomes a Shopify draft order (decision 131): one line of the watch's variant,
// discounted from its current price to the agreed amount, for the buyer's e-mail, holding the
// stock until `reserveInventoryUntil`. An offer in another currency than the shop's (decision 134)
// is a draft order in that presentment currency (`presentmentCurrencyCode`), its line's price
// overridden in that currency with the agreed amount, so the buyer pays exactly that. Its invoiceUrl is where the buyer pays. The product's
// `custom.reserved_until` tells every page to show the watch as reserved meanwhile.
import {AdminApiError, type AdminApi} from '~/server/availability/shopifyAdmin';

const VARIANT_PRICE = `query OfferVariant($id: ID!) {
  productVariant(id: $id) {
    id
    price
    product { id }
  }
}`;

const DRAFT_ORDER_CREATE = `mutation OfferDraftOrder($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) {
    draftOrder {
      id
      invoiceUrl
      reserveInventoryUntil
      totalPriceSet {
        shopMoney { amount currencyCode }
        presentmentMoney { amount currencyCode }
      }
    }
    userErrors { field message }
  }
}`;

const RESERVED_UNTIL_SET = `mutation OfferReservedUntil($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) {
    userErrors { field message }
  }
}`;

interface VariantAnswer {
  productVariant: {
    id: string;
    price: string | null;
    product: {id: string};
  } | null;
}

interface DraftAnswer {
  draftOrderCreate: {
    draftOrder: {
      id: string;
      invoiceUrl: string;
      reserveInventoryUntil: string | null;
      totalPriceSet: {
        shopMoney: {amount: string; currencyCode: string};
        presentmentMoney: {amount: string; currencyCode: string};
      };
    } | null;
    userErrors: Array<{field: string[] | null; message: string}>;
  } | null;
}

export interface OfferDraftOrder {
  id: string;
  invoiceUrl: string;
  reservedUntil: string | null;
  /** What the buyer pays, in the draft order's presentment currency. */
  total: number;
  currency: string;
}

/** The reservation's end: `hours` from now, to the second. */
export function reservationEnd(hours: number, now = Date.now()) {
  return new Date(
    Math.floor(now / 1000) * 1000 + hours * 3_600_000,
  ).toISOString();
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The shop's own currency: an offer in it is priced as before, by a discount. */
export const SHOP_CURRENCY = 'GBP';

/** The line of the draft order: the agreed amount in the offer's currency. */
function offerLine(
  variantId: string,
  variantPrice: number,
  agreed: {amount: number; currency: string},
) {
  if (agreed.currency !== SHOP_CURRENCY)
    return {
      variantId,
      quantity: 1,
      priceOverride: {
        amount: agreed.amount.toFixed(2),
        currencyCode: agreed.currency,
      },
    };
  // From today's price down to the agreed one; a price since lowered below it is simply paid.
  const discount = round(variantPrice - agreed.amount);
  return {
    variantId,
    quantity: 1,
    ...(discount > 0
      ? {
          appliedDiscount: {
            value: discount,
            valueType: 'FIXED_AMOUNT',
            title: 'Agreed offer',
          },
        }
      : {}),
  };
}

export async function createOfferDraftOrder(
  admin: AdminApi,
  offer: {
    id: string;
    variantId: string;
    email: string;
    agreedAmount: number;
    /** The offer's currency: the draft order's presentment currency. */
    currency: string;
    reserveUntil: string;
  },
): Promise<OfferDraftOrder> {
  const {productVariant: variant} = await admin.query<VariantAnswer>(
    VARIANT_PRICE,
    {id: offer.variantId},
  );
  if (!variant) throw new AdminApiError(`variant ${offer.variantId} is gone`);
  const answer = await admin.query<DraftAnswer>(DRAFT_ORDER_CREATE, {
    input: {
      email: offer.email,
      note: `Offer ${offer.id}`,
      tags: ['offer'],
      reserveInventoryUntil: offer.reserveUntil,
      ...(offer.currency !== SHOP_CURRENCY
        ? {presentmentCurrencyCode: offer.currency}
        : {}),
      lineItems: [
        offerLine(offer.variantId, Number(variant.price ?? 0), {
          amount: offer.agreedAmount,
          currency: offer.currency,
        }),
      ],
    },
  });
  const created = answer.draftOrderCreate;
  if (!created?.draftOrder)
    throw new AdminApiError(
      `draftOrderCreate: ${created?.userErrors.map((e) => e.message).join('; ') || 'no draft order'}`,
    );
  const draft = created.draftOrder;
  // Every page shows the watch as reserved until then; a failure here only costs the badge.
  await admin
    .query<{metafieldsSet: {userErrors: Array<{message: string}>}}>(
      RESERVED_UNTIL_SET,
      {
        metafields: [
          {
            ownerId: variant.product.id,
            namespace: 'custom',
            key: 'reserved_until',
            type: 'date_time',
            value: draft.reserveInventoryUntil ?? offer.reserveUntil,
          },
        ],
      },
    )
    .then((result) => {
      const errors = result.metafieldsSet.userErrors;
      if (errors.length)
        throw new Error(errors.map((e) => e.message).join('; '));
    })
    .catch((error: unknown) =>
      console.error(
        `[offers] ${offer.id}: reserved_until not set (${error instanceof Error ? error.message : String(error)})`,
      ),
    );
  return {
    id: draft.id,
    invoiceUrl: draft.invoiceUrl,
    reservedUntil: draft.reserveInventoryUntil,
    total: Number(draft.totalPriceSet.presentmentMoney.amount),
    currency: draft.totalPriceSet.presentmentMoney.currencyCode,
  };
}

const DRAFT_ORDER_DELETE = `mutation OfferDraftOrderWithdrawn($input: DraftOrderDeleteInput!) {
  draftOrderDelete(input: $input) {
    deletedId
    userErrors { field message }
  }
}`;

const RESERVED_UNTIL_DELETE = `mutation OfferReservedUntilGone($metafields: [MetafieldIdentifierInput!]!) {
  metafieldsDelete(metafields: $metafields) {
    userErrors { field message }
  }
}`;

/**
 * A draft order replaced by a new counter (decision 135): deleted in Shopify, which releases what
 * it reserved and refuses when it has been paid; then the watch's reserved mark goes too.
 */
export async function withdrawOfferDraftOrder(
  admin: AdminApi,
  {draftOrderId, variantId}: {draftOrderId: string; variantId: string},
) {
  const answer = await admin.query<{
    draftOrderDelete: {
      deletedId: string | null;
      userErrors: Array<{message: string}>;
    } | null;
  }>(DRAFT_ORDER_DELETE, {input: {id: draftOrderId}});
  const deleted = answer.draftOrderDelete;
  if (!deleted?.deletedId)
    throw new AdminApiError(
      `draftOrderDelete: ${deleted?.userErrors.map((e) => e.message).join('; ') || 'not deleted'}`,
    );
  const {productVariant: variant} = await admin.query<VariantAnswer>(
    VARIANT_PRICE,
    {id: variantId},
  );
  if (!variant) return;
  const gone = await admin.query<{
    metafieldsDelete: {userErrors: Array<{message: string}>};
  }>(RESERVED_UNTIL_DELETE, {
    metafields: [
      {ownerId: variant.product.id, namespace: 'custom', key: 'reserved_until'},
    ],
  });
  // The stock is back on sale already, so the badge is gone whatever the mark says.
  if (gone.metafieldsDelete.userErrors.length)
    console.error(
      `[offers] reserved_until not removed after ${draftOrderId} (${gone.metafieldsDelete.userErrors.map((e) => e.message).join('; ')})`,
    );
}
