// Shopify decides what can be bought (docs/decisions/107): a watch whose
// custom.availability_status is not `available` or `on_request` is taken off sale in Shopify
// itself, so no path (the /cart action, Hydrogen's Storefront API proxy, a browser holding the
// public token, an old cart's checkoutUrl) can buy it.
//
//   products/create | products/update webhook (HMAC-checked by the caller)
//     -> the payload says buyable, or already off sale (0 available, DENY, tracked): nothing
//     -> else the watch is taken off sale through the Admin API (./availability/offSale.ts).
// The watch stays a published product, so its sold page and the reference pages still show it.
// Idempotent: an in-step watch costs no mutation, and the products/update our own change causes
// stops at the first check. A failure is logged; the next webhook for the watch tries again. It
// never changes the webhook's answer.
import type {ShopEnv} from '~/server/env';
import {readWatchUpdate} from './availability/productWebhook';
import {shopifyAdminApi} from './availability/shopifyAdmin';
import {
  statusMayBeSold,
  takeOffSaleInShopify,
  type OffSaleOutcome,
} from './availability/offSale';

export type SyncOutcome = OffSaleOutcome | 'no-admin-token' | 'failed';

/**
 * Called by the product webhook once its signature is checked: keeps Shopify's availability in
 * step with the watch's status after the answer (waitUntil). Never throws; the promise settles
 * with what happened, for tests and logs.
 */
export function keepAvailabilityInStep(
  context: {
    shopEnv: Pick<ShopEnv, 'PUBLIC_STORE_DOMAIN' | 'SHOPIFY_ADMIN_API_TOKEN'>;
    waitUntil?: (promise: Promise<unknown>) => void;
  },
  payload: unknown,
): Promise<SyncOutcome> {
  const watch = readWatchUpdate(payload);
  let work: Promise<SyncOutcome>;
  if (
    !watch.id ||
    (watch.status !== undefined && statusMayBeSold(watch.status))
  )
    work = Promise.resolve('may-be-sold');
  else if (watch.status !== undefined && watch.offSale)
    work = Promise.resolve('in-step');
  else {
    const admin = shopifyAdminApi(context.shopEnv);
    if (!admin) {
      console.error(
        `[availability] SHOPIFY_ADMIN_API_TOKEN is not set: Shopify may still sell ${watch.handle || watch.id}, whose status is ${watch.status ?? 'not sent'}`,
      );
      work = Promise.resolve('no-admin-token');
    } else {
      const productId = watch.id;
      work = takeOffSaleInShopify(admin, productId).catch((error: unknown) => {
        console.error(
          `[availability] could not take ${watch.handle || productId} off sale; the next webhook tries again`,
          error,
        );
        return 'failed' as const;
      });
    }
  }
  context.waitUntil?.(work);
  return work;
}
