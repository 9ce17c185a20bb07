/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
// Issue 36, "a sold watch can still be bought": Shopify decides what can be bought (decision 107).
// A watch marked sold through the Admin API -> the local shop's signed products/update reaches
// the storefront's webhook action -> the storefront takes the watch off sale in Shopify through
// the Admin API -> Shopify answers availableForSale false. Then no path buys it: the raw
// Storefront API (what Hydrogen's proxy or a browser with the public token would send, bypassing
// /cart) leaves it out of a cart, and the checkout page of a cart made before the sale refuses
// to take payment. Its own local shop: products change here and nowhere else.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {action as webhookAction} from '~/routes/webhooks.shopify';
import {signShopifyBody} from '~/server/alerts/shopifyWebhook';
import type {SyncOutcome} from '~/server/availabilitySync';
import type {LocalShop} from '../../local-shop/server';
import {startThrowawayLocalShop} from '../support/throwawayLocalShop';
import {setProduct} from '../../local-shop/admin/set-command';

const ADMIN_TOKEN = 'local-admin-token';
const WEBHOOK_SECRET = 'local-webhook-secret';
const SOLD_AFTER_CART = 'tudor-submariner-7928';
const SOLD_LATE_WEBHOOK = 'omega-seamaster-300-165-024';

let shop: LocalShop;
let receiver: Server;
/** Every webhook the local shop delivered: the storefront's answer and what the sync did. */
/** Watches whose webhooks reach a storefront holding a wrong Admin API token. */
const brokenToken = new Set<string>();
const delivered: Array<{
  handle: string;
  /** The storefront's answer and what its sync did, once both are done. */
  answer: Promise<{status: number; sync: SyncOutcome}>;
}> = [];

/** The storefront as the worker runs it, pointed at this file's local shop. */
function storefrontEnv(extra: Record<string, string> = {}) {
  return {
    PUBLIC_STORE_DOMAIN: shop.url,
    // Stock alerts run against the run's shared lead services, as every other webhook test.
    SUPABASE_URL: localShopUrl(),
    MAIL_API_URL: `${localShopUrl()}/mail/emails`,
    ...extra,
  };
}

/** The storefront's webhook action, answering what the local shop posts. */
async function callWebhook(
  raw: string,
  headers: Record<string, string>,
  env: Record<string, string> = storefrontEnv(),
) {
  const pending: Array<Promise<unknown>> = [];
  const args = await routeArgs('/webhooks/shopify', {
    method: 'POST',
    body: raw,
    headers,
    env,
    waitUntil: (promise) => pending.push(promise),
  });
  const response = (await webhookAction(args as never)) as Response;
  // The availability sync is the first piece of work handed to waitUntil.
  const sync = (pending[0] ?? Promise.resolve('none')) as Promise<SyncOutcome>;
  await Promise.allSettled(pending);
  return {status: response.status, text: await response.text(), sync};
}

async function signedWebhook(payload: unknown, env?: Record<string, string>) {
  const raw = JSON.stringify(payload);
  return callWebhook(
    raw,
    {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'products/update',
      'X-Shopify-Webhook-Id': randomUUID(),
      'X-Shopify-Hmac-Sha256': await signShopifyBody(WEBHOOK_SECRET, raw),
    },
    env,
  );
}

async function storefront<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({query, variables}),
  });
  const {data, errors} = (await response.json()) as {data: T; errors?: unknown};
  if (errors) throw new Error(JSON.stringify(errors));
  return data;
}

async function variantOf(handle: string) {
  const {product} = await storefront(
    `query ($handle: String!) { product(handle: $handle) {
      id title status: metafield(namespace: "custom", key: "availability_status") { value }
      variants(first: 1) { nodes { id availableForSale quantityAvailable } } } }`,
    {handle},
  );
  return {
    productId: product.id as string,
    title: product.title as string,
    status: product.status?.value as string,
    ...(product.variants.nodes[0] as {
      id: string;
      availableForSale: boolean;
      quantityAvailable: number;
    }),
  };
}

/** The REST product payload Shopify sends, as the local shop builds it. */
async function payloadOf(handle: string) {
  const {productPayload} = await import('../../local-shop/webhooks/sender');
  const admin = await fetch(`${shop.url}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Access-Token': ADMIN_TOKEN,
    },
    body: JSON.stringify({
      query: `query ($h: String!) { productByHandle(handle: $h) { id handle title vendor productType status tags createdAt updatedAt
        metafields(first: 50) { nodes { key value } }
        variants(first: 1) { nodes { sku price inventoryQuantity inventoryPolicy inventoryItem { tracked } } } } }`,
      variables: {h: handle},
    }),
  });
  const {data} = (await admin.json()) as {data: any};
  const p = data.productByHandle;
  const v = p.variants.nodes[0];
  return productPayload({
    n: Number(p.id.split('/').pop()),
    handle: p.handle,
    title: p.title,
    vendor: p.vendor,
    productType: p.productType,
    description: '',
    status: p.status,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    tags: p.tags,
    sku: v.sku,
    price: Number(v.price),
    compareAtPrice: null,
    quantity: v.inventoryQuantity,
    inventoryPolicy: v.inventoryPolicy,
    tracked: v.inventoryItem.tracked,
    metafields: Object.fromEntries(
      p.metafields.nodes.map((m: {key: string; value: string}) => [
        m.key,
        m.value,
      ]),
    ),
  } as never);
}

const CART = `cart { id checkoutUrl totalQuantity lines(first: 5) { nodes { quantity } } }
  userErrors { code message } warnings { code message target }`;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers[name] = value;
      const {handle} = JSON.parse(raw) as {handle: string};
      const env = brokenToken.has(handle)
        ? storefrontEnv({SHOPIFY_ADMIN_API_TOKEN: 'not-the-token'})
        : storefrontEnv();
      const answer = callWebhook(raw, headers, env).then(async (reply) => ({
        status: reply.status,
        text: reply.text,
        sync: await reply.sync,
      }));
      delivered.push({handle, answer});
      answer.then(
        (reply) => res.writeHead(reply.status).end(reply.text),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
  const {port} = receiver.address() as AddressInfo;
  shop = await startThrowawayLocalShop('sold', {
    withoutLeads: true,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/shopify`,
    webhookSecret: WEBHOOK_SECRET,
  });
});

afterAll(async () => {
  await shop?.close();
  await new Promise((done) => receiver?.close(done));
});

describe('a watch marked sold cannot reach a checkout by any path', () => {
  it('takes the watch off sale in Shopify, so the raw Storefront API and an older checkout refuse it', async () => {
    const before = await variantOf(SOLD_AFTER_CART);
    expect(before).toMatchObject({status: 'available', availableForSale: true});
    // A cart made while the watch was for sale, through the raw Storefront API.
    const older = await storefront(
      `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { ${CART} } }`,
      {lines: [{merchandiseId: before.id, quantity: 1}]},
    );
    const checkoutUrl: string = older.cartCreate.cart.checkoutUrl;
    expect(older.cartCreate.cart.totalQuantity).toBe(1);
    expect(await (await fetch(checkoutUrl)).text()).toContain('Pay now');

    // The merchandiser marks it sold, as the shop's tools do: the Admin API's metafieldsSet.
    await setProduct(shop.url, ADMIN_TOKEN, SOLD_AFTER_CART, [
      'custom.availability_status=sold',
    ]);
    await expect
      .poll(async () => (await variantOf(SOLD_AFTER_CART)).availableForSale, {
        timeout: 15_000,
      })
      .toBe(false);
    const after = await variantOf(SOLD_AFTER_CART);
    expect(after).toMatchObject({status: 'sold', quantityAvailable: 0});
    // The webhook was answered 200 and its sync took the watch off sale; the products/update
    // that change caused found it in step and changed nothing (no loop).
    const forWatch = delivered.filter((d) => d.handle === SOLD_AFTER_CART);
    expect(await forWatch[0].answer).toMatchObject({
      status: 200,
      sync: 'taken-off-sale',
    });
    await expect
      .poll(
        () => delivered.filter((d) => d.handle === SOLD_AFTER_CART).length,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
    const followUps = delivered
      .filter((d) => d.handle === SOLD_AFTER_CART)
      .slice(1);
    for (const followUp of followUps)
      expect(await followUp.answer).toMatchObject({
        status: 200,
        sync: 'in-step',
      });

    // The sold watch stays a product: its page and the reference pages still show it.
    expect(after.productId).toBe(before.productId);

    // Hydrogen's proxy or a browser with the public token, bypassing /cart: refused by Shopify.
    const created = await storefront(
      `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { ${CART} } }`,
      {lines: [{merchandiseId: before.id, quantity: 1}]},
    );
    expect(created.cartCreate.cart.totalQuantity).toBe(0);
    expect(created.cartCreate.warnings).toEqual([
      expect.objectContaining({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target: before.id,
      }),
    ]);
    const added = await storefront(
      `mutation ($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${CART} } }`,
      {
        id: created.cartCreate.cart.id,
        lines: [{merchandiseId: before.id, quantity: 1}],
      },
    );
    expect(added.cartLinesAdd.cart.lines.nodes).toEqual([]);
    expect(added.cartLinesAdd.warnings[0].code).toBe(
      'MERCHANDISE_OUT_OF_STOCK',
    );

    // The cart made before the sale: its checkout shows the watch unavailable, takes no payment.
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('Some items are no longer available');
    expect(page).not.toContain('Pay now');
    const pay = await fetch(checkoutUrl, {method: 'POST'});
    expect(pay.status).toBe(409);
  });

  it('reads the status live: a sold webhook delivered after the watch was put back on sale changes nothing', async () => {
    const late = await payloadOf(SOLD_LATE_WEBHOOK);
    const soldPayload = {
      ...late,
      metafields: late.metafields.map((m) =>
        m.key === 'availability_status' ? {...m, value: 'sold'} : m,
      ),
    };
    const before = await variantOf(SOLD_LATE_WEBHOOK);
    expect(before.status).toBe('on_request');
    const answer = await signedWebhook(soldPayload);
    expect(answer.status).toBe(200);
    expect(await answer.sync).toBe('may-be-sold');
    expect(await variantOf(SOLD_LATE_WEBHOOK)).toEqual(before);
  });

  it('keeps answering 200 when the Admin API refuses, and the next webhook takes the watch off sale', async () => {
    const handle = 'tudor-black-bay-fifty-eight-925-79010sg';
    expect((await variantOf(handle)).availableForSale).toBe(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    brokenToken.add(handle);
    try {
      // Reserved is not for sale (decision 071); the storefront's token is refused this time.
      await setProduct(shop.url, ADMIN_TOKEN, handle, [
        'custom.availability_status=reserved',
      ]);
      await expect
        .poll(() => delivered.filter((d) => d.handle === handle).length, {
          timeout: 10_000,
        })
        .toBe(1);
      const [refused] = delivered.filter((d) => d.handle === handle);
      expect(await refused.answer).toMatchObject({
        status: 200,
        sync: 'failed',
      });
      expect(
        logged.mock.calls.some((call) =>
          /\[availability\] could not take tudor-black-bay-fifty-eight-925-79010sg off sale/.test(
            String(call[0]),
          ),
        ),
      ).toBe(true);
      expect((await variantOf(handle)).availableForSale).toBe(true);
    } finally {
      brokenToken.delete(handle);
      logged.mockRestore();
    }
    // The next change's webhook (a tag) finds the watch still for sale and takes it off.
    await setProduct(shop.url, ADMIN_TOKEN, handle, ['tags=Steel,Reserved']);
    await expect
      .poll(async () => (await variantOf(handle)).availableForSale, {
        timeout: 15_000,
      })
      .toBe(false);
    const [, retried] = delivered.filter((d) => d.handle === handle);
    expect(await retried.answer).toMatchObject({
      status: 200,
      sync: 'taken-off-sale',
    });
    expect((await variantOf(handle)).quantityAvailable).toBe(0);
  });
});
