// Stock alerts end to end on the server side, against the run's local shop (PGlite built from
// supabase/migrations, its e-mail stand-in and inbox): subscribe -> opt-in e-mail -> confirm ->
// a signed products/update webhook -> exactly one alert e-mail -> one-click unsubscribe. Forged
// and replayed webhooks change nothing.
import {randomUUID} from 'node:crypto';
import {createServer, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {localShopUrl, routeArgs, useOwnLocalShop} from '../support/shopContext';
import type {LocalShop} from '../../local-shop/server';
import {startThrowawayLocalShop} from '../support/throwawayLocalShop';
import {startTestShop} from '../../local-shop/storefront/test-shop';
import {signLeadToken} from '~/server/leads/token';
import {LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {signShopifyBody} from '~/server/alerts/shopifyWebhook';
import {alertLink, signAlertLink} from '~/server/alerts/links';
import {alertServices} from '~/server/alerts/services';
import {retryUnsent} from '~/server/alerts/delivery';
import {action as subscribeAction} from '~/routes/($locale).alerts.subscribe';
import {
  action as alertLinkAction,
  loader as alertLinkLoader,
} from '~/routes/($locale).alerts.$purpose';
import {
  action as manageAction,
  loader as manageLoader,
} from '~/routes/($locale).alerts.manage';
import {action as webhookAction} from '~/routes/webhooks.shopify';
import {
  action as adminAction,
  loader as adminLoader,
} from '~/routes/admin.alerts';

// The confirm and unsubscribe links share one route; its last segment names what the link does.
const withPurpose = (args: object, purpose: string) =>
  ({...args, params: {purpose}}) as never;
const confirmLoader = (args: object) =>
  alertLinkLoader(withPurpose(args, 'confirm'));
const confirmAction = (args: object) =>
  alertLinkAction(withPurpose(args, 'confirm'));
const unsubscribeAction = (args: object) =>
  alertLinkAction(withPurpose(args, 'unsubscribe'));

const SECRET = 'local-shop-development-session-secret';
const WEBHOOK_SECRET = 'local-webhook-secret';
type Reply<T> = {data: T; init: {status?: number} | null};

let ip = 0;
const freshIp = () => `203.0.113.${++ip}`;

interface Mail {
  kind: string;
  mail?: {
    to: string[];
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
  };
}

async function mailsTo(address: string): Promise<NonNullable<Mail['mail']>[]> {
  const response = await fetch(`${localShopUrl()}/inbox.json`);
  const {items} = (await response.json()) as {items: Mail[]};
  return items
    .filter((item) => item.kind === 'email' && item.mail?.to.includes(address))
    .map((item) => item.mail!);
}

/** E-mails go out after the answer (waitUntil): wait for them, never with a fixed sleep. */
async function waitForMails(address: string, count: number) {
  await expect
    .poll(async () => (await mailsTo(address)).length, {timeout: 10_000})
    .toBe(count);
  return mailsTo(address);
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}

async function subscribe(
  fields: Record<string, string | string[]>,
  path = '/alerts/subscribe',
  env?: Record<string, string>,
  submissionId?: string,
) {
  const body = new URLSearchParams();
  body.append(
    LEAD_TOKEN_FIELD,
    await signLeadToken(SECRET, {submissionId, issuedAt: Date.now() - 5000}),
  );
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value])
      body.append(name, item);
  const args = await routeArgs(path, {
    method: 'POST',
    body,
    headers: {'oxygen-buyer-ip': freshIp()},
    env,
  });
  return (await subscribeAction(args as never)) as Reply<{
    outcome: string;
    emailError?: string;
    formError?: string;
  }>;
}

function watchPayload(
  reference: string,
  overrides: Record<string, unknown> = {},
) {
  const n = Math.floor(Math.random() * 1e9);
  return {
    id: n,
    admin_graphql_api_id: `gid://shopify/Product/${n}`,
    title: `Rolex Submariner Date ${reference}`,
    handle: 'rolex-submariner-date',
    vendor: 'Rolex',
    status: 'active',
    published_at: '2026-01-01T00:00:00Z',
    variants: [
      {id: n, sku: reference, price: '12500.00', inventory_quantity: 1},
    ],
    metafields: [
      {namespace: 'custom', key: 'availability_status', value: 'available'},
      {namespace: 'custom', key: 'reference_number', value: reference},
      {namespace: 'custom', key: 'year', value: '2021'},
      {namespace: 'custom', key: 'case_size', value: '41mm'},
    ],
    ...overrides,
  };
}

async function postWebhook(
  payload: unknown,
  {
    webhookId = randomUUID(),
    signature,
    body,
  }: {webhookId?: string; signature?: string; body?: string} = {},
) {
  const raw = body ?? JSON.stringify(payload);
  const args = await routeArgs('/webhooks/shopify', {
    method: 'POST',
    body: raw,
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'products/update',
      'X-Shopify-Webhook-Id': webhookId,
      'X-Shopify-Hmac-Sha256':
        signature ?? (await signShopifyBody(WEBHOOK_SECRET, raw)),
    },
  });
  const response = (await webhookAction(args as never)) as Response;
  return {status: response.status, text: await response.text()};
}

/** A watch of the run's local shop, priced in pounds, so every market's Storefront prices it. */
async function shopWatch(price: number) {
  const admin = async <T>(query: string, variables: object) => {
    const response = await fetch(
      `${localShopUrl()}/admin/api/2026-04/graphql.json`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-access-token': 'local-admin-token',
        },
        body: JSON.stringify({query, variables}),
      },
    );
    return ((await response.json()) as {data: T}).data;
  };
  const handle = `alert-band-watch-${randomUUID()}`;
  const created = await admin<{
    productCreate: {
      product: {id: string; variants: {nodes: Array<{id: string}>}};
    };
  }>(
    `mutation($p: ProductCreateInput!) { productCreate(product: $p) { product { id variants(first: 1) { nodes { id } } } } }`,
    {p: {title: 'Rolex Band Test', handle, vendor: 'Rolex', status: 'ACTIVE'}},
  );
  const {id, variants} = created.productCreate.product;
  await admin(
    `mutation($id: ID!, $v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $id, variants: $v) { userErrors { message } } }`,
    {id, v: [{id: variants.nodes[0].id, price: String(price)}]},
  );
  return handle;
}

function uniqueReference() {
  return `T${Math.floor(Math.random() * 1e8)}LN`;
}

/** A reference alert subscribed from a search and confirmed from its opt-in e-mail. */
async function confirmedReferenceAlert(email: string, reference: string) {
  expect(
    (await subscribe({email, kind: 'reference', reference, source: 'search'}))
      .data.outcome,
  ).toBe('success');
  const [confirmation] = await waitForMails(email, 1);
  await confirmAction(
    (await routeArgs(linkIn(confirmation.text, '/alerts/confirm'), {
      method: 'POST',
      body: new URLSearchParams(),
    })) as never,
  );
}

// The band tests add watches: a local shop of this file's own, so no other file counts them.
let ownShop: LocalShop;
beforeAll(async () => {
  ownShop = await startThrowawayLocalShop('alerts');
  useOwnLocalShop(ownShop.url);
});

afterAll(async () => {
  useOwnLocalShop(undefined);
  await ownShop.close();
});

describe('stock alerts', {timeout: 60_000}, () => {
  it('subscribe, confirm, one alert for a matching watch, one-click unsubscribe', async () => {
    const email = `collector-${randomUUID()}@example.com`;
    const reference = uniqueReference();
    const subscribed = await subscribe({
      email,
      kind: 'reference',
      reference: reference.toLowerCase(),
      title: 'Rolex Submariner Date',
      source: 'product',
    });
    expect(subscribed.data.outcome).toBe('success');

    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation.subject).toBe('Please confirm your stock alert');
    const confirmUrl = linkIn(confirmation.text, '/alerts/confirm');

    // Before confirming, a matching watch tells nobody (double opt-in).
    expect((await postWebhook(watchPayload(reference))).text).toBe('Queued 0');

    const shown = (await confirmLoader(
      (await routeArgs(confirmUrl)) as never,
    )) as Reply<{
      state: string;
      alert: {status: string};
    }>;
    expect(shown.data).toMatchObject({
      state: 'ready',
      alert: {status: 'pending'},
    });
    const confirmed = (await confirmAction(
      (await routeArgs(confirmUrl, {
        method: 'POST',
        body: new URLSearchParams(),
      })) as never,
    )) as Reply<{state: string; alert: {status: string}}>;
    expect(confirmed.data).toMatchObject({
      state: 'done',
      alert: {status: 'confirmed'},
    });

    const watch = watchPayload(reference);
    expect(await postWebhook(watch)).toEqual({status: 200, text: 'Queued 1'});
    const mails = await waitForMails(email, 2);
    const alert = mails.find((mail) =>
      mail.subject.startsWith('Just arrived'),
    )!;
    expect(alert.subject).toBe(
      `Just arrived: Rolex Submariner Date ${reference}`,
    );
    expect(alert.text).toContain('/products/rolex-submariner-date');
    expect(alert.headers['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    );
    const unsubscribeUrl = /^<(.+)>$/.exec(
      alert.headers['List-Unsubscribe'],
    )![1];
    expect(unsubscribeUrl).toBe(linkIn(alert.text, '/alerts/unsubscribe'));

    // The same watch again, under a new webhook id: at most once per alert and watch, ever.
    expect(await postWebhook(watch)).toEqual({status: 200, text: 'Queued 0'});

    // RFC 8058 one-click: a POST of List-Unsubscribe=One-Click to the header's address.
    const oneClick = (await unsubscribeAction(
      (await routeArgs(unsubscribeUrl, {
        method: 'POST',
        body: new URLSearchParams({'List-Unsubscribe': 'One-Click'}),
      })) as never,
    )) as Reply<{state: string; alert: {status: string}}>;
    expect(oneClick.data).toMatchObject({
      state: 'done',
      alert: {status: 'cancelled'},
    });
    expect(await postWebhook(watchPayload(reference))).toEqual({
      status: 200,
      text: 'Queued 0',
    });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);

    // The manage link lists the alert as cancelled; a forged manage link shows nothing.
    const manageUrl = linkIn(alert.text, '/alerts/manage');
    const managed = (await manageLoader(
      (await routeArgs(manageUrl)) as never,
    )) as Reply<{
      state: string;
      alerts: {status: string; reference: string}[];
    }>;
    expect(managed.data.state).toBe('manage');
    expect(managed.data.alerts).toEqual([
      expect.objectContaining({status: 'cancelled', reference}),
    ]);
    const forged = manageUrl.replace(/alert=[^&]+/, `alert=${randomUUID()}`);
    const refused = (await manageLoader(
      (await routeArgs(forged)) as never,
    )) as Reply<{state: string}>;
    expect(refused.data.state).toBe('invalid');
    expect(refused.init?.status).toBe(400);
  });

  it('a forged or replayed webhook changes nothing', async () => {
    const email = `forged-${randomUUID()}@example.com`;
    const reference = uniqueReference();
    await confirmedReferenceAlert(email, reference);

    const watch = watchPayload(reference);
    const raw = JSON.stringify(watch);
    // Signed with another secret, not signed, or a signed body altered afterwards: 401.
    expect(
      (
        await postWebhook(watch, {
          signature: await signShopifyBody('not-the-secret', raw),
        })
      ).status,
    ).toBe(401);
    expect((await postWebhook(watch, {signature: ''})).status).toBe(401);
    const tampered = raw.replace('12500.00', '12400.00');
    expect(
      (
        await postWebhook(watch, {
          body: tampered,
          signature: await signShopifyBody(WEBHOOK_SECRET, raw),
        })
      ).status,
    ).toBe(401);
    expect(await mailsTo(email)).toHaveLength(1);

    // A genuine webhook, then Shopify's retry of it (same X-Shopify-Webhook-Id).
    const webhookId = randomUUID();
    expect(await postWebhook(watch, {webhookId})).toEqual({
      status: 200,
      text: 'Queued 1',
    });
    expect(await postWebhook(watch, {webhookId})).toEqual({
      status: 200,
      text: 'Already processed',
    });
    await waitForMails(email, 2);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  });

  it('a watch created through the local shop Admin API arrives as a signed products/create webhook and fires its alert once', async () => {
    const email = `created-${randomUUID()}@example.com`;
    const reference = uniqueReference();
    await confirmedReferenceAlert(email, reference);

    // A second local shop whose webhooks land here; its Admin API creates the watch.
    const received: Array<{headers: IncomingHttpHeaders; body: string}> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({headers: req.headers, body});
        res.end();
      });
    });
    await new Promise<void>((resolve) =>
      receiver.listen(0, '127.0.0.1', resolve),
    );
    const shop = await startTestShop({
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/shopify`,
    });
    try {
      const created = await shop.admin(
        `mutation($p: ProductCreateInput!) { productCreate(product: $p) {
          product { id variants(first: 1) { nodes { id inventoryItem { id } } } }
          userErrors { field message } } }`,
        {
          p: {
            title: `Rolex Submariner Date ${reference}`,
            vendor: 'Rolex',
            productType: 'Watch',
            status: 'ACTIVE',
            metafields: [
              {
                namespace: 'custom',
                key: 'availability_status',
                value: 'available',
              },
              {namespace: 'custom', key: 'reference_number', value: reference},
            ],
          },
        },
      );
      expect(created.data.productCreate.userErrors).toEqual([]);
      const product = created.data.productCreate.product;
      const variant = product.variants.nodes[0];
      await shop.admin(
        `mutation($id: ID!, $v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $id, variants: $v) { userErrors { message } } }`,
        {id: product.id, v: [{id: variant.id, price: '12500.00'}]},
      );
      await shop.admin(
        `mutation($i: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $i) { userErrors { message } } }`,
        {
          i: {
            name: 'available',
            reason: 'correction',
            quantities: [
              {
                inventoryItemId: variant.inventoryItem.id,
                locationId: 'gid://shopify/Location/1',
                quantity: 1,
              },
            ],
          },
        },
      );

      // The create comes first; price and stock follow (in it, or as updates after it).
      const ready = () => {
        const last = received.at(-1);
        const variant = last
          ? (
              JSON.parse(last.body) as {
                variants: Array<{price: string; inventory_quantity: number}>;
              }
            ).variants[0]
          : null;
        return (
          variant?.price === '12500.00' && variant.inventory_quantity === 1
        );
      };
      await expect.poll(ready, {timeout: 10_000}).toBe(true);
      expect(received[0].headers['x-shopify-topic']).toBe('products/create');
      // Everything the shop sent, as Shopify would deliver it, to the storefront's webhook route.
      let queued = 0;
      for (const {headers, body} of received) {
        expect(headers['x-shopify-hmac-sha256']).toBe(
          await signShopifyBody(WEBHOOK_SECRET, body),
        );
        const args = await routeArgs('/webhooks/shopify', {
          method: 'POST',
          body,
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Topic': String(headers['x-shopify-topic']),
            'X-Shopify-Webhook-Id': String(headers['x-shopify-webhook-id']),
            'X-Shopify-Hmac-Sha256': String(headers['x-shopify-hmac-sha256']),
          },
        });
        const response = (await webhookAction(args as never)) as Response;
        expect(response.status).toBe(200);
        queued += Number(
          /^Queued (\d+)$/.exec(await response.text())?.[1] ?? 0,
        );
      }
      expect(queued).toBe(1);
      const mails = await waitForMails(email, 2);
      expect(mails.map((mail) => mail.subject)).toContain(
        `Just arrived: Rolex Submariner Date ${reference}`,
      );
    } finally {
      await shop.dispose();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('a watch that is not buyable is not matched; a filter alert matches by band', async () => {
    const email = `filter-${randomUUID()}@example.com`;
    const subscribed = await subscribe({
      email,
      kind: 'filter',
      brand: 'rolex',
      price: '10000-25000',
      size: '39-41',
      source: 'catalogue',
    });
    expect(subscribed.data.outcome).toBe('success');
    const [confirmation] = await waitForMails(email, 1);
    await confirmAction(
      (await routeArgs(linkIn(confirmation.text, '/alerts/confirm'), {
        method: 'POST',
        body: new URLSearchParams(),
      })) as never,
    );
    const reference = uniqueReference();
    const sold = watchPayload(reference, {
      metafields: [
        {namespace: 'custom', key: 'availability_status', value: 'sold'},
      ],
    });
    expect((await postWebhook(sold)).text).toBe('Not buyable');
    expect(
      (await postWebhook(watchPayload(reference, {status: 'draft'}))).text,
    ).toBe('Not buyable');
    // The band is matched against the price the Storefront gives the watch, not the payload's.
    const tooDear = watchPayload(reference, {
      handle: await shopWatch(30000),
      variants: [{id: 1, sku: reference, price: '30000.00'}],
    });
    expect((await postWebhook(tooDear)).text).toBe('Queued 0');
    const inBand = watchPayload(reference, {handle: await shopWatch(12500)});
    expect((await postWebhook(inBand)).text).toBe('Queued 1');
    const mails = await waitForMails(email, 2);
    expect(mails.some((mail) => mail.subject.startsWith('Just arrived'))).toBe(
      true,
    );
  });

  it('an alert made on the US site is matched in dollars, and its e-mails link the US site and show the US price', async () => {
    // £9,000 is under £10,000 but US$11,430 (the local shop's rate) on the US site.
    const handle = await shopWatch(9000);
    const alertOn = async (price: string) => {
      const email = `us-${price}-${randomUUID()}@example.com`;
      expect(
        (
          await subscribe(
            {email, kind: 'filter', brand: 'rolex', price, source: 'catalogue'},
            '/en-us/alerts/subscribe',
          )
        ).data.outcome,
      ).toBe('success');
      const [confirmation] = await waitForMails(email, 1);
      const confirmUrl = linkIn(confirmation.text, '/en-us/alerts/confirm');
      await confirmAction(
        (await routeArgs(confirmUrl, {
          method: 'POST',
          body: new URLSearchParams(),
        })) as never,
      );
      return email;
    };
    const underTenThousand = await alertOn('under-10000');
    const tenToThirty = await alertOn('10000-25000');
    expect(
      (await postWebhook(watchPayload(uniqueReference(), {handle}))).text,
    ).toBe('Queued 1');
    const mails = await waitForMails(tenToThirty, 2);
    const alert = mails.find((mail) =>
      mail.subject.startsWith('Just arrived'),
    )!;
    expect(alert.text).toContain(
      'A watch matching your alert (Rolex, US$10,000 - US$30,000) has just arrived',
    );
    expect(alert.text).toContain('\nPrice: US$11,430\n');
    const links = alert.text.match(/https?:\/\/\S+/g)!;
    expect(links.length).toBe(3);
    for (const link of links)
      expect(new URL(link).pathname).toMatch(/^\/en-us\//);
    expect(await mailsTo(underTenThousand)).toHaveLength(1);
  });

  it('bad input gets a clear 4xx and keeps what was typed', async () => {
    const bad = await subscribe({
      email: 'not-an-address',
      kind: 'reference',
      reference: '126610LN',
    });
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({
      outcome: 'invalid',
      emailError: 'alerts.errEmail',
      email: 'not-an-address',
    });
    const tampered = await subscribe({
      email: 'a@example.com',
      kind: 'reference',
      reference: '<script>',
    });
    expect(tampered.init?.status).toBe(400);
    expect(tampered.data.outcome).toBe('invalid');
  });

  it('German subscribers get German e-mails with /de links', async () => {
    const email = `de-${randomUUID()}@example.com`;
    const reference = uniqueReference();
    expect(
      (
        await subscribe(
          {email, kind: 'reference', reference, source: 'product'},
          '/de/alerts/subscribe',
        )
      ).data.outcome,
    ).toBe('success');
    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation.subject).toBe(
      'Bitte bestätigen Sie Ihre Benachrichtigung',
    );
    expect(linkIn(confirmation.text, '/de/alerts/confirm')).toContain(
      '/de/alerts/confirm?alert=',
    );
  });

  it('the manage page cancels an alert of its own address only', async () => {
    const email = `manage-${randomUUID()}@example.com`;
    const reference = uniqueReference();
    await subscribe({email, kind: 'reference', reference, source: 'product'});
    const [confirmation] = await waitForMails(email, 1);
    await confirmAction(
      (await routeArgs(linkIn(confirmation.text, '/alerts/confirm'), {
        method: 'POST',
        body: new URLSearchParams(),
      })) as never,
    );
    // Cancel through the manage link of this address (taken from an alert e-mail).
    await postWebhook(watchPayload(reference));
    const mails = await waitForMails(email, 2);
    const alert = mails.find((mail) =>
      mail.subject.startsWith('Just arrived'),
    )!;
    const manageUrl = linkIn(alert.text, '/alerts/manage');
    const listed = (await manageLoader(
      (await routeArgs(manageUrl)) as never,
    )) as Reply<{
      alerts: {id: string}[];
    }>;
    const [only] = listed.data.alerts;
    const wrong = (await manageAction(
      (await routeArgs(manageUrl, {
        method: 'POST',
        body: new URLSearchParams({alert: randomUUID()}),
      })) as never,
    )) as Reply<{cancelled: unknown}>;
    expect(wrong.init?.status).toBe(400);
    const cancelled = (await manageAction(
      (await routeArgs(manageUrl, {
        method: 'POST',
        body: new URLSearchParams({alert: only.id}),
      })) as never,
    )) as Reply<{alerts: {status: string}[]}>;
    expect(cancelled.data.alerts[0].status).toBe('cancelled');
  });

  it('a failed send is recorded, visible to the dealer and sent by a retry', async () => {
    const email = `retry-${randomUUID()}@example.com`;
    const broken = {
      MAIL_API_URL: `${localShopUrl()}/mail/nowhere`,
      FORMS_ENDPOINT: `${localShopUrl()}/nowhere/{formId}`,
    };
    const subscribed = await subscribe(
      {
        email,
        kind: 'reference',
        reference: uniqueReference(),
        source: 'product',
      },
      '/alerts/subscribe',
      broken,
    );
    expect(subscribed.data.outcome).toBe('success');
    const admin = {
      headers: {
        Authorization: `Basic ${btoa('dealer:admin-password-for-tests')}`,
      },
      env: {ADMIN_PASSWORD: 'admin-password-for-tests'},
    };
    type View = Reply<{
      unsent: {kind: string; attempts: number; last_error: string}[];
      retried: number | null;
    }>;
    await expect
      .poll(
        async () =>
          (
            (await adminLoader(
              (await routeArgs('/admin/alerts', admin)) as never,
            )) as View
          ).data.unsent.filter(
            (row) =>
              row.attempts >= 1 && /mail api answered 404/.test(row.last_error),
          ).length,
        {timeout: 15_000},
      )
      .toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(0);
    const retried = (await adminAction(
      (await routeArgs('/admin/alerts', {
        ...admin,
        method: 'POST',
        body: new URLSearchParams(),
      })) as never,
    )) as View;
    expect(retried.data.retried).toBeGreaterThan(0);
    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation.subject).toBe('Please confirm your stock alert');
  });

  it('the admin page is guarded', async () => {
    const denied = await adminLoader(
      (await routeArgs('/admin/alerts', {
        env: {ADMIN_PASSWORD: 'admin-password-for-tests'},
      })) as never,
    ).catch((response: Response) => response);
    expect((denied as Response).status).toBe(401);
  });
});

// Issue 36 (docs/decisions/106-alert-mail-safety.md): the opt-in e-mail is no relay for a
// visitor's words, at most three go to one address a day, confirm links expire, the manage
// link names no address, and overlapping retry runs send each message once.
describe('stock alert mail safety', {timeout: 60_000}, () => {
  const deliveriesOf = async (ids: string[]) => {
    const rows = await Promise.all(
      ids.map(async (id) => {
        const response = await fetch(
          `${localShopUrl()}/rest/v1/alert_deliveries?alert_id=eq.${id}&select=status,attempts`,
          {
            headers: {
              apikey: 'local-service-role-key',
              Authorization: 'Bearer local-service-role-key',
            },
          },
        );
        return (await response.json()) as {status: string; attempts: number}[];
      }),
    );
    return rows.flat();
  };

  it('the opt-in e-mail carries nothing the visitor typed', async () => {
    const email = `relay-${randomUUID()}@example.com`;
    const subscribed = await subscribe({
      email,
      kind: 'reference',
      reference: '126610ln',
      title: 'URGENT: your bank account is locked, call 0800 555 0199',
      source: 'product',
    });
    expect(subscribed.data.outcome).toBe('success');
    const [confirmation] = await waitForMails(email, 1);
    for (const part of [
      confirmation.text,
      confirmation.html,
      confirmation.subject,
    ]) {
      expect(part).not.toMatch(/URGENT|bank account|0800/);
    }
    // The reference, as the shop validated and normalised it, names what was asked.
    expect(confirmation.text).toContain('126610LN');

    // A "reference" that reads as an address is not repeated either.
    const other = `relay-${randomUUID()}@example.com`;
    expect(
      (
        await subscribe({
          email: other,
          kind: 'reference',
          reference: 'www.evil-bank.example',
          source: 'search',
        })
      ).data.outcome,
    ).toBe('success');
    const [plain] = await waitForMails(other, 1);
    expect(`${plain.text}${plain.html}`).not.toMatch(/EVIL|evil/);
    expect(plain.text).toContain('a stock alert at');
  });

  it('sends at most three opt-in e-mails to one address a day, and says so', async () => {
    const email = `capped-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) {
      const reply = await subscribe({
        email: i === 1 ? email.toUpperCase() : email,
        kind: 'reference',
        reference: uniqueReference(),
        source: 'search',
      });
      expect(reply.data.outcome).toBe('success');
    }
    const fourth = await subscribe(
      {email, kind: 'reference', reference: uniqueReference()},
      '/de/alerts/subscribe',
    );
    expect(fourth.init?.status).toBe(429);
    expect(fourth.data).toMatchObject({
      outcome: 'too_many',
      formError: 'alerts.errTooManyOptIns',
    });
    // One address, whatever its case: two e-mails to it as typed, one in capitals, no fourth.
    await waitForMails(email, 2);
    await waitForMails(email.toUpperCase(), 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('a confirm link expires after seven days and says how to start again', async () => {
    const email = `expiry-${randomUUID()}@example.com`;
    const reference = uniqueReference();
    await subscribe({email, kind: 'reference', reference, source: 'search'});
    const [confirmation] = await waitForMails(email, 1);
    const fresh = new URL(linkIn(confirmation.text, '/alerts/confirm'));
    const alertId = fresh.searchParams.get('alert')!;
    expect(Number(fresh.searchParams.get('t'))).toBeGreaterThan(0);

    const link = {
      secret: SECRET,
      origin: 'http://localhost:3000',
      locale: 'en' as const,
    };
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const expired = await alertLink(link, 'confirm', alertId, eightDaysAgo);
    for (const method of ['GET', 'POST']) {
      const args = await routeArgs(expired, {
        method,
        body: method === 'POST' ? new URLSearchParams() : undefined,
      });
      const page = (await (method === 'GET'
        ? confirmLoader(args)
        : confirmAction(args))) as Reply<{state: string; again: string}>;
      expect(page.init?.status).toBe(410);
      expect(page.data).toEqual({
        state: 'expired',
        again: `/products?search=${reference}`,
      });
    }
    // Moving the time in a signed link breaks its signature.
    const moved = new URL(fresh);
    moved.searchParams.set('t', String(Math.floor(Date.now() / 1000) + 60));
    expect(
      (
        (await confirmLoader(
          await routeArgs(moved.toString()),
        )) as Reply<unknown>
      ).init?.status,
    ).toBe(400);
    // A link of the first kind (no time in it) has expired too.
    const old = new URL(fresh);
    old.searchParams.delete('t');
    old.searchParams.set('s', await signAlertLink(SECRET, 'confirm', alertId));
    expect(
      ((await confirmLoader(await routeArgs(old.toString()))) as Reply<unknown>)
        .init?.status,
    ).toBe(410);
    // The alert is still pending: nothing was confirmed by an expired link.
    const ok = (await confirmAction(
      await routeArgs(fresh.toString(), {
        method: 'POST',
        body: new URLSearchParams(),
      }),
    )) as Reply<{alert: {status: string}}>;
    expect(ok.data.alert.status).toBe('confirmed');
  });

  it('the manage link carries no address; an old one with the address is retired', async () => {
    const email = `opaque-${randomUUID()}@example.com`;
    const reference = uniqueReference();
    await confirmedReferenceAlert(email, reference);
    await postWebhook(watchPayload(reference));
    const mails = await waitForMails(email, 2);
    const alert = mails.find((mail) =>
      mail.subject.startsWith('Just arrived'),
    )!;
    const manageUrl = linkIn(alert.text, '/alerts/manage');
    expect(manageUrl).not.toContain('email=');
    expect(decodeURIComponent(manageUrl)).not.toContain(email);
    const listed = (await manageLoader(
      (await routeArgs(manageUrl)) as never,
    )) as Reply<{state: string; alerts: {reference: string}[]}>;
    expect(listed.data.state).toBe('manage');
    expect(listed.data.alerts).toEqual([expect.objectContaining({reference})]);

    // A link of the first kind, signed as it was: sent on to a page without the address.
    const old = new URL('/alerts/manage', 'http://localhost:3000');
    old.searchParams.set('email', email);
    old.searchParams.set('s', await signAlertLink(SECRET, 'manage', email));
    const retired = await manageLoader(
      (await routeArgs(old.toString())) as never,
    ).catch((response: unknown) => response);
    expect(retired).toBeInstanceOf(Response);
    expect((retired as Response).status).toBe(303);
    expect((retired as Response).headers.get('Location')).toBe(
      '/alerts/manage?link=retired',
    );
    const page = (await manageLoader(
      (await routeArgs('/alerts/manage?link=retired')) as never,
    )) as Reply<{state: string}>;
    expect(page.data.state).toBe('retired');
    expect(page.init?.status).toBe(410);
  });

  it('two overlapping retry runs send each message once', async () => {
    const broken = {
      MAIL_API_URL: `${localShopUrl()}/mail/nowhere`,
      FORMS_ENDPOINT: `${localShopUrl()}/nowhere/{formId}`,
    };
    const emails = [1, 2, 3].map(
      (i) => `race-${i}-${randomUUID()}@example.com`,
    );
    const ids = emails.map(() => randomUUID());
    for (const [i, email] of emails.entries()) {
      const reply = await subscribe(
        {email, kind: 'reference', reference: uniqueReference()},
        '/alerts/subscribe',
        broken,
        ids[i],
      );
      expect(reply.data.outcome).toBe('success');
    }
    // Each opt-in has failed its three quick tries.
    await expect
      .poll(
        async () =>
          (await deliveriesOf(ids)).filter((row) => row.status === 'failed')
            .length,
        {timeout: 15_000},
      )
      .toBe(3);

    const {context, request} = await routeArgs('/admin/alerts');
    const services = alertServices(context, request)!;
    const [first, second] = await Promise.all([
      retryUnsent(services),
      retryUnsent(services),
    ]);
    expect(first.failed + second.failed).toBe(0);
    for (const email of emails) await waitForMails(email, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
    expect(
      (await deliveriesOf(ids)).every((row) => row.status === 'sent'),
    ).toBe(true);
  });
});
