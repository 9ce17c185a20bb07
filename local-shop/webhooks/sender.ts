// Shopify's product webhooks, offline: when a watch changes (Admin API, `local-shop set`) the
// local shop posts products/update to the configured address, signed as Shopify signs
// (X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body with the app's secret), with the
// custom metafields included as a subscription with metafieldNamespaces ["custom"] gets them.
// A failed delivery is retried with the same X-Shopify-Webhook-Id, as Shopify does.
import {createHmac, randomUUID} from 'node:crypto';
import {gid} from '../storefront/ids';
import type {Watch} from '../storefront/stock';

export type ProductTopic = 'products/create' | 'products/update';
/** Every topic the local shop sends: the product ones, and a paid order (decision 135). */
export type Topic = ProductTopic | 'orders/paid';

export interface WebhookTarget {
  uri: string;
  /** The subscription's metafieldNamespaces include `custom`. */
  metafields: boolean;
}

export interface WebhookSenderOptions {
  /** Where to post when there are no subscriptions; nothing is sent without one or the other. */
  url?: string;
  /** The store's webhook subscriptions for a topic, read when a webhook goes out. */
  subscriptions?: (topic: Topic) => WebhookTarget[];
  secret: string;
  shopDomain: string;
  /** Changes to one watch within this window go out as one webhook (Shopify coalesces too). */
  settleMs?: number;
  /** Waits before each retry; Shopify backs off over 48 hours, the local shop over seconds. */
  retryDelaysMs?: number[];
  log?: (message: string) => void;
}

export function signWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/** The REST product resource Shopify sends in products/create and products/update. */
export function productPayload(watch: Watch, withMetafields = true) {
  const numericId = watch.n;
  const published = watch.status === 'ACTIVE';
  return {
    id: numericId,
    admin_graphql_api_id: gid('Product', numericId),
    title: watch.title,
    handle: watch.handle,
    vendor: watch.vendor,
    product_type: watch.productType,
    body_html: watch.description,
    status: watch.status.toLowerCase(),
    created_at: watch.createdAt,
    updated_at: watch.updatedAt,
    published_at: published ? watch.createdAt : null,
    published_scope: 'global',
    tags: watch.tags.join(', '),
    variants: [
      {
        id: numericId,
        admin_graphql_api_id: gid('ProductVariant', numericId),
        product_id: numericId,
        title: 'Default Title',
        sku: watch.sku,
        price: (watch.price ?? 0).toFixed(2),
        compare_at_price:
          watch.compareAtPrice === null
            ? null
            : watch.compareAtPrice.toFixed(2),
        inventory_quantity: watch.quantity,
        inventory_management: watch.tracked === false ? null : 'shopify',
        inventory_policy: (watch.inventoryPolicy ?? 'DENY').toLowerCase(),
        inventory_item_id: numericId,
      },
    ],
    metafields: (withMetafields ? Object.entries(watch.metafields) : []).map(
      ([key, value]) => ({
        namespace: 'custom',
        key,
        value,
        type: 'single_line_text_field',
        owner_id: numericId,
        owner_resource: 'product',
      }),
    ),
  };
}

export class WebhookSender {
  private pending = new Map<
    string,
    {timer: NodeJS.Timeout; topic: ProductTopic; watch: Watch}
  >();
  private inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private opts: WebhookSenderOptions) {}

  get enabled(): boolean {
    return Boolean(this.opts.url || this.opts.subscriptions);
  }

  private targets(topic: Topic): WebhookTarget[] {
    if (this.opts.subscriptions) return this.opts.subscriptions(topic);
    return this.opts.url ? [{uri: this.opts.url, metafields: true}] : [];
  }

  private send(topic: ProductTopic, watch: Watch) {
    for (const target of this.targets(topic))
      this.post(
        topic,
        JSON.stringify(productPayload(watch, target.metafields)),
        watch.handle,
        target,
      );
  }

  private post(
    topic: Topic,
    body: string,
    label: string,
    target: WebhookTarget,
  ) {
    const sending = this.deliver(topic, body, label, target).finally(() =>
      this.inFlight.delete(sending),
    );
    this.inFlight.add(sending);
  }

  /** An order paid (a draft order's invoice): sent at once to the topic's subscriptions. */
  orderPaid(order: Record<string, unknown>) {
    if (!this.enabled || this.closed) return;
    const body = JSON.stringify(order);
    for (const target of this.targets('orders/paid'))
      this.post('orders/paid', body, String(order.name ?? order.id), target);
  }

  /** Queues a webhook for this watch; a create stays a create when updates follow it. */
  notify(topic: ProductTopic, watch: Watch) {
    if (!this.enabled || this.closed) return;
    const queued = this.pending.get(watch.handle);
    if (queued) clearTimeout(queued.timer);
    const effective: ProductTopic =
      queued?.topic === 'products/create' ? 'products/create' : topic;
    const timer = setTimeout(() => {
      this.pending.delete(watch.handle);
      this.send(effective, watch);
    }, this.opts.settleMs ?? 150);
    this.pending.set(watch.handle, {timer, topic: effective, watch});
  }

  private async deliver(
    topic: Topic,
    body: string,
    label: string,
    target: WebhookTarget,
  ) {
    const webhookId = randomUUID();
    const headers = {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': topic,
      'X-Shopify-Hmac-Sha256': signWebhook(body, this.opts.secret),
      'X-Shopify-Shop-Domain': this.opts.shopDomain,
      'X-Shopify-API-Version': '2026-04',
      'X-Shopify-Webhook-Id': webhookId,
      'X-Shopify-Event-Id': randomUUID(),
      'X-Shopify-Triggered-At': new Date().toISOString(),
    };
    const delays = this.opts.retryDelaysMs ?? [1000, 5000, 15000];
    for (let attempt = 0; ; attempt++) {
      let outcome: string;
      try {
        const response = await fetch(target.uri, {
          method: 'POST',
          headers,
          body,
          // Shopify gives a receiver 5 seconds.
          signal: AbortSignal.timeout(5000),
        });
        await response.body?.cancel();
        if (response.ok) return;
        outcome = `answered ${response.status}`;
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= delays.length || this.closed) {
        this.opts.log?.(
          `[webhooks] ${topic} ${label} ${webhookId} gave up: ${outcome}`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }

  /** Sends what is still waiting, then stops. */
  async close() {
    for (const [handle, {timer, topic, watch}] of this.pending) {
      clearTimeout(timer);
      this.pending.delete(handle);
      this.send(topic, watch);
    }
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
  }
}
