// POST /webhooks/shopify: products/create and products/update; orders/paid marks an agreed
// offer's watch sold (app/server/offers/offerPaid.ts).
//   signature (401 unless X-Shopify-Hmac-Sha256 matches the raw body) -> webhook id seen before?
//   (answered 200, nothing done: Shopify retries for 48 hours) -> a buyable watch is matched and
//   its messages queued in one SQL statement (each alert once per watch, ever) -> the id is
//   recorded -> 200 at once; the e-mails go out after the answer (waitUntil).
// A store failure (Supabase, or the Storefront API pricing the watch) answers 503 so that Shopify
// tries again later.
import {BodyTooLargeError, readBodyWithin} from '~/server/requestBody';
import {
  buyableWatchFacts,
  pricedWatchFacts,
} from '../../domain/alerts/watchFacts';
import type {ReadStorefront} from '~/server/storefrontData';
import {marketPricesOf} from './marketPrices';
import {
  AUTOMATIC_RETRY_WAIT_SECONDS,
  retryUnsent,
  sendDeliveries,
} from './delivery';
import {alertServices} from './services';
import {callServiceFunction} from '~/server/serviceFunctions';
import type {QueuedDelivery} from './alertStore';
import {isProductTopic, verifyShopifyHmac} from './shopifyWebhook';
import type {ShopEnv} from '~/server/env';
import {keepAvailabilityInStep} from '~/server/availabilitySync';
import {handlePaidOrder} from '~/server/offers/offerPaid';

const MAX_BODY_BYTES = 1024 * 1024;

interface WebhookContext {
  shopEnv: ShopEnv;
  dealer: {shopName: string; email: string};
  readStorefront: ReadStorefront;
  env?: unknown;
  waitUntil?: (promise: Promise<unknown>) => void;
}

function answer(status: number, message: string) {
  return new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

export async function handleShopifyWebhook({
  request,
  context,
}: {
  request: Request;
  context: WebhookContext;
}): Promise<Response> {
  if (request.method !== 'POST') return answer(405, 'Use POST');
  const secret = context.shopEnv.SHOPIFY_WEBHOOK_SECRET;
  if (!secret) return answer(404, 'Webhooks are not configured');
  // Counted as it arrives: a body past the cap is refused before it is held whole.
  let raw: string;
  try {
    raw = new TextDecoder().decode(
      await readBodyWithin(request, MAX_BODY_BYTES),
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return answer(413, 'Body too large');
    throw error;
  }
  const signed = await verifyShopifyHmac(
    secret,
    raw,
    request.headers.get('x-shopify-hmac-sha256'),
  );
  if (!signed) return answer(401, 'Invalid webhook signature');

  const topic = request.headers.get('x-shopify-topic');
  if (topic === 'orders/paid') {
    let order: unknown;
    try {
      order = JSON.parse(raw);
    } catch {
      return answer(400, 'Body is not JSON');
    }
    const paid = await handlePaidOrder(context.shopEnv, order);
    return answer(paid.status, paid.message);
  }
  if (!isProductTopic(topic)) return answer(200, 'Topic ignored');
  const webhookId = request.headers.get('x-shopify-webhook-id')?.trim();
  if (!webhookId || webhookId.length > 200)
    return answer(400, 'X-Shopify-Webhook-Id is missing');
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return answer(400, 'Body is not JSON');
  }
  // Shopify itself stops selling a watch whose status forbids it (decision 107); after the answer.
  void keepAvailabilityInStep(context, payload);

  const services = alertServices(context, request);
  if (!services) return answer(200, 'Stock alerts are not configured');
  try {
    const seen = await callServiceFunction<QueuedDelivery[]>(
      services.store,
      'stock_alert_webhook_seen',
      {webhook_id: webhookId},
    );
    if (seen) return answer(200, 'Already processed');
    // Each market's own price of the watch: alerts match their band in their currency, and the
    // e-mail shows the price of the alert's market (decision 141).
    const watch = buyableWatchFacts(payload);
    const facts = watch
      ? pricedWatchFacts(
          watch,
          await marketPricesOf(context.readStorefront, watch.handle),
        )
      : null;
    const queued = facts
      ? await callServiceFunction<QueuedDelivery[]>(
          services.store,
          'queue_stock_alert_deliveries',
          {product: facts},
        )
      : [];
    await callServiceFunction(services.store, 'record_shopify_webhook', {
      webhook_id: webhookId,
      topic,
    });
    (context.waitUntil ?? (() => {}))(
      sendDeliveries(services, queued, 'alert')
        .then(() =>
          retryUnsent(services, {
            failedWaitSeconds: AUTOMATIC_RETRY_WAIT_SECONDS,
          }),
        )
        .catch((error: unknown) =>
          console.error('[alerts] sending after a webhook failed', error),
        ),
    );
    return answer(200, facts ? `Queued ${queued.length}` : 'Not buyable');
  } catch (error) {
    console.error('[alerts] webhook', webhookId, error);
    return answer(503, 'Try again later');
  }
}
