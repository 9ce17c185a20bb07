// Offers on watches against the run's local shop (decision 131): the offer page's action with the
// production request context (validation, one row per submission, the dealer's e-mail), the
// dealer's answers on /admin/offers (draft orders in the local shop's Admin API, the buyer's
// e-mails), the counter accepted through its signed link, checkout at the agreed price, the
// watch reserved to everyone meanwhile and on sale again when the reservation lapses.
import {mkdtemp, rm} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {type LocalShop, startLocalShop} from '../../local-shop/server';
import {
  localShopUrl,
  routeArgs,
  useOwnLocalShop,
  visitRoute,
} from '../support/shopContext';
import {signLeadToken} from '~/server/leads/token';
import {forgetDeliveries} from '~/server/leads/sinks';
import {LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {translate} from '~/i18n/translate';
import {
  action as offerAction,
  loader as offerLoader,
} from '~/routes/($locale).products.$handle_.offer';
import {
  action as adminAction,
  loader as adminLoader,
} from '~/routes/admin.offers';
import {
  action as counterAction,
  loader as counterLoader,
} from '~/routes/($locale).offers.counter';
import {loader as watchLoader} from '~/routes/($locale).products.$handle';
import {action as webhookAction} from '~/routes/webhooks.shopify';
import type {LeadActionData} from '~/server/leads/leadAction';
import type {OfferRecord} from '~/server/offers/offerStore';

const SECRET = 'local-shop-development-session-secret';
const ADMIN_PASSWORD = 'offers-admin-password-0123';
const DEALER_EMAIL = 'enquiries@example.co.uk';

let ipCounter = 0;
function freshIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function unique(label: string) {
  return `${label}-${Math.random().toString(36).slice(2, 10)}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Admin API answers read loosely
async function admin<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
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
  const body = (await response.json()) as {data: T; errors?: unknown};
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function storefront(handle: string) {
  const response = await fetch(`${localShopUrl()}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'local-storefront-public-token',
    },
    body: JSON.stringify({
      query: `query($h: String!) { product(handle: $h) { availableForSale variants(first: 1) { nodes { quantityAvailable } } } }`,
      variables: {h: handle},
    }),
  });
  const body = (await response.json()) as {
    data: {
      product: {
        availableForSale: boolean;
        variants: {nodes: Array<{quantityAvailable: number}>};
      };
    };
  };
  return body.data.product;
}

/** A watch of its own for one test: active, available, priced and in stock (one piece). */
async function newWatch(price = 12500, status = 'available') {
  const handle = unique('offer-watch');
  const created = await admin(
    `mutation($p: ProductCreateInput!) { productCreate(product: $p) { product { id variants(first: 1) { nodes { id inventoryItem { id } } } } userErrors { message } } }`,
    {
      p: {
        title: `Rolex Offer Test ${handle}`,
        handle,
        vendor: 'Rolex',
        productType: 'Watch',
        status: 'ACTIVE',
        metafields: [
          {
            namespace: 'custom',
            key: 'availability_status',
            value: status,
            type: 'single_line_text_field',
          },
        ],
      },
    },
  );
  const product = created.productCreate.product;
  const variant = product.variants.nodes[0];
  await admin(
    `mutation($id: ID!, $v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $id, variants: $v) { userErrors { message } } }`,
    {id: product.id, v: [{id: variant.id, price: String(price)}]},
  );
  await admin(
    `mutation($i: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $i) @idempotent(key: "${handle}") { userErrors { message } } }`,
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
  return {handle, title: `Rolex Offer Test ${handle}`, variantId: variant.id};
}

type Reply = {data: LeadActionData; init: {status?: number} | null};

async function makeOffer(
  handle: string,
  fields: Record<string, string>,
  {
    token,
    locale,
    site,
    env,
  }: {
    token?: string;
    locale?: 'de';
    /** Another site's prefix ('de-eu', 'en-us'), as its address names it. */
    site?: string;
    env?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const prefix = site ?? locale;
  const path = `${prefix ? `/${prefix}` : ''}/products/${handle}/offer`;
  const body = new URLSearchParams({
    [LEAD_TOKEN_FIELD]:
      token ?? (await signLeadToken(SECRET, {issuedAt: Date.now() - 5000})),
    ...fields,
  });
  const args = await routeArgs(path, {
    method: 'POST',
    body,
    params: {handle, ...(prefix ? {locale: prefix} : {})},
    headers: {'oxygen-buyer-ip': freshIp()},
    env,
  });
  return (await offerAction(args as never)) as unknown as Reply;
}

interface InboxItem {
  kind: string;
  table?: string;
  fields: Record<string, unknown>;
  mail?: {to: string[]; subject: string; html: string; text: string};
}

async function inbox(): Promise<InboxItem[]> {
  const response = await fetch(`${localShopUrl()}/inbox.json`);
  return ((await response.json()) as {items: InboxItem[]}).items;
}

async function mailsTo(address: string, subject: string) {
  return (await inbox()).filter(
    (item) =>
      item.kind === 'email' &&
      item.mail?.to.includes(address) &&
      item.mail.subject === subject,
  );
}

const adminHeaders = {
  Authorization: `Basic ${btoa(`dealer:${ADMIN_PASSWORD}`)}`,
  Origin: 'http://localhost:3000',
  'oxygen-buyer-ip': '192.0.2.10',
};

async function adminOffers(): Promise<OfferRecord[]> {
  const args = await routeArgs('/admin/offers', {
    headers: adminHeaders,
    env: {ADMIN_PASSWORD},
  });
  const answer = (await adminLoader(args as never)) as unknown as {
    data: {offers: OfferRecord[]};
  };
  return answer.data.offers;
}

async function offerOn(handle: string) {
  const offer = (await adminOffers()).find((o) => o.product_handle === handle);
  if (!offer) throw new Error(`no offer on ${handle}`);
  return offer;
}

async function answer(
  offerId: string,
  fields: Record<string, string>,
): Promise<{
  data: {result: {ok: boolean; error?: string; status?: string}};
  init: {status?: number} | null;
}> {
  const args = await routeArgs('/admin/offers', {
    method: 'POST',
    body: new URLSearchParams({offer: offerId, ...fields}),
    headers: adminHeaders,
    env: {ADMIN_PASSWORD},
  });
  return (await adminAction(args as never)) as never;
}

async function draftOrder(id: string) {
  const data = await admin<{
    draftOrder: {
      status: string;
      email: string;
      invoiceUrl: string;
      reserveInventoryUntil: string;
      totalPriceSet: {shopMoney: {amount: string}};
      order: {id: string} | null;
      lineItems: {nodes: Array<{variant: {id: string}; quantity: number}>};
    };
  }>(
    `query($id: ID!) { draftOrder(id: $id) { status email invoiceUrl reserveInventoryUntil totalPriceSet { shopMoney { amount } } order { id } lineItems(first: 5) { nodes { quantity variant { id } } } } }`,
    {id},
  );
  return data.draftOrder;
}

/** The watch's custom metafields, as the Admin API has them. */
async function metafields(handle: string): Promise<Record<string, string>> {
  const data = await admin<{
    productByHandle: {metafields: {nodes: Array<{key: string; value: string}>}};
  }>(
    `query($h: String!) { productByHandle(handle: $h) { metafields(first: 50) { nodes { key value } } } }`,
    {h: handle},
  );
  return Object.fromEntries(
    data.productByHandle.metafields.nodes.map((m) => [m.key, m.value]),
  );
}

async function watchStatus(handle: string) {
  const page = (await visitRoute(watchLoader as never, `/products/${handle}`, {
    params: {handle},
  })) as {status: string};
  return page.status;
}

// Offers add watches and move the shop's clock: a shop of this file's own. Its orders/paid
// webhooks reach the storefront's webhook action, as Shopify's reach the worker.
let shop: LocalShop;
let dataDir: string;
let receiver: Server;
const paidOrders: Array<Promise<{status: number; text: string}>> = [];
beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers['x-shopify-topic'] !== 'orders/paid') {
        res.writeHead(200).end('Not under test here');
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers[name] = value;
      const answer = routeArgs('/webhooks/shopify', {
        method: 'POST',
        body: Buffer.concat(chunks).toString('utf8'),
        headers,
      })
        .then((args) => webhookAction(args as never) as Promise<Response>)
        .then(async (response) => ({
          status: response.status,
          text: await response.text(),
        }));
      paidOrders.push(answer);
      answer.then(
        (reply) => res.writeHead(reply.status).end(reply.text),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
  const {port} = receiver.address() as AddressInfo;
  dataDir = await mkdtemp(join(tmpdir(), 'local-shop-offers-'));
  shop = await startLocalShop({
    port: 0,
    dataDir,
    reset: true,
    quiet: true,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/shopify`,
    webhookSecret: 'local-webhook-secret',
  });
  useOwnLocalShop(shop.url);
});

afterAll(async () => {
  useOwnLocalShop(undefined);
  await shop.close();
  await new Promise((closed) => receiver.close(closed));
  await rm(dataDir, {recursive: true, force: true});
});

describe('making an offer', () => {
  it('refuses an amount that is not one, at or above the price, or below the floor, in English and German', async () => {
    const watch = await newWatch(12500);
    const fields = {name: 'Ada Lovelace', email: 'ada@example.com'};

    const notAmount = await makeOffer(watch.handle, {...fields, amount: 'ten'});
    expect(notAmount.init?.status).toBe(400);
    expect(notAmount.data.result.error?.amount).toEqual([
      'leads.errOfferAmount',
    ]);

    // Another currency's sign is not read as pounds, and what was typed comes back.
    for (const [amount, site] of [
      ['€9,000', undefined],
      ['£9.000', 'de-eu'],
      ['US$9,000', 'en-hk'],
    ] as const) {
      const otherCurrency = await makeOffer(
        watch.handle,
        {...fields, amount},
        {site},
      );
      expect(
        otherCurrency.init?.status,
        `${amount} on ${site ?? 'the UK site'}`,
      ).toBe(400);
      expect(otherCurrency.data.result.error?.amount).toEqual([
        'leads.errOfferAmount',
      ]);
      expect(otherCurrency.data.result.initialValue?.amount).toBe(amount);
    }

    const atPrice = await makeOffer(watch.handle, {
      ...fields,
      amount: '12,500',
    });
    expect(atPrice.init?.status).toBe(400);
    expect(atPrice.data.result.error?.amount).toEqual([
      'leads.errOfferAtAsking|£12,500',
    ]);
    expect(translate('en', 'leads.errOfferAtAsking', {max: '£12,500'})).toBe(
      'Your offer is at or above the asking price of £12,500. You can buy the watch at that price instead.',
    );

    const env = {OFFER_FLOOR_PERCENT: '70'};
    const low = await makeOffer(
      watch.handle,
      {...fields, amount: '8000'},
      {env},
    );
    expect(low.data.result.error?.amount).toEqual([
      'leads.errOfferBelowFloor|£8,750',
    ]);
    const lowDe = await makeOffer(
      watch.handle,
      {...fields, amount: '8.000'},
      {env, locale: 'de'},
    );
    expect(lowDe.data.result.error?.amount).toEqual([
      'leads.errOfferBelowFloor|8.750\u00a0£',
    ]);
    expect(
      translate('de', 'leads.errOfferBelowFloor', {max: '8.750\u00a0£'}),
    ).toBe(
      'Für diese Uhr können wir nur Angebote ab 8.750\u00a0£ berücksichtigen.',
    );
    expect(translate('de', 'leads.errOfferAmount')).toBe(
      'Bitte geben Sie einen Betrag ein, zum Beispiel 12.500.',
    );

    // Nothing refused was stored.
    expect(
      (await inbox()).filter(
        (item) =>
          item.table === 'offers' &&
          item.fields.product_handle === watch.handle,
      ),
    ).toEqual([]);
  });

  it("takes an offer in the site's currency against the market's asking price, with its country", async () => {
    // £12,500 in the shop is €14,625 in the euro market (the local shop's rate, rounded up).
    const watch = await newWatch(12500);
    const fields = {name: 'Ada', email: `${unique('euro-site')}@example.com`};
    const loaded = (await offerLoader(
      (await routeArgs(`/de-eu/products/${watch.handle}/offer`, {
        params: {handle: watch.handle, locale: 'de-eu'},
      })) as never,
    )) as unknown as {watch: {price: {amount: string; currencyCode: string}}};
    expect(loaded.watch.price).toEqual({
      amount: '14625.0',
      currencyCode: 'EUR',
    });

    // £12,500 would be taken in pounds; in euros it is below the price: taken.
    const atMarketPrice = await makeOffer(
      watch.handle,
      {...fields, amount: '14.625'},
      {site: 'de-eu'},
    );
    expect(atMarketPrice.data.result.error?.amount).toEqual([
      'leads.errOfferAtAsking|14.625\u00a0€',
    ]);
    // The dealer's floor (70 %) is of the market's price: €10,238, not £8,750.
    const belowFloor = await makeOffer(
      watch.handle,
      {...fields, amount: '10.000'},
      {site: 'de-eu', env: {OFFER_FLOOR_PERCENT: '70'}},
    );
    expect(belowFloor.data.result.error?.amount).toEqual([
      'leads.errOfferBelowFloor|10.238\u00a0€',
    ]);

    const taken = await makeOffer(
      watch.handle,
      {...fields, amount: '€ 13.000'},
      {site: 'de-eu', env: {OFFER_FLOOR_PERCENT: '70'}},
    );
    expect(taken.data.outcome).toBe('success');
    const [row] = (await inbox()).filter(
      (item) => item.table === 'offers' && item.fields.email === fields.email,
    );
    expect(row.fields).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      asking_price: 14625,
      amount: 13000,
      locale: 'de',
    });
    const [dealerMail] = await mailsTo(
      DEALER_EMAIL,
      `New offer: €13,000 for ${watch.title}`,
    );
    expect(dealerMail.mail?.text).toContain('Asking price: €14,625');
    expect(dealerMail.mail?.text).toContain('Site: DE · EUR');
  });

  it('takes an offer on the UK site in pounds, from Britain', async () => {
    const watch = await newWatch(12500);
    const email = `${unique('uk-site')}@example.com`;
    const reply = await makeOffer(watch.handle, {
      amount: '11,000',
      name: 'Ada',
      email,
    });
    expect(reply.data.outcome).toBe('success');
    const [row] = (await inbox()).filter(
      (item) => item.table === 'offers' && item.fields.email === email,
    );
    expect(row.fields).toMatchObject({
      currency: 'GBP',
      country: 'GB',
      asking_price: 12500,
      amount: 11000,
    });
    const [dealerMail] = await mailsTo(
      DEALER_EMAIL,
      `New offer: £11,000 for ${watch.title}`,
    );
    expect(dealerMail.mail?.text).toContain('Asking price: £12,500');
    expect(dealerMail.mail?.text).toContain('Site: GB · GBP');
  });

  it('refuses an offer on a watch that cannot be bought', async () => {
    const watch = await newWatch(9000, 'sold');
    const reply = await makeOffer(watch.handle, {
      amount: '8000',
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.['']).toEqual(['leads.offerNotForSale']);
    const page = (await offerLoader(
      (await routeArgs(`/products/${watch.handle}/offer`, {
        params: {handle: watch.handle},
      })) as never,
    )) as {watch: {takesOffers: boolean}; token: string | null};
    expect(page.watch.takesOffers).toBe(false);
    expect(page.token).toBeNull();
  });

  it('stores an offer once however often it is posted, and e-mails the dealer once', async () => {
    const watch = await newWatch(12500);
    const email = `${unique('buyer')}@example.com`;
    const token = await signLeadToken(SECRET, {issuedAt: Date.now() - 5000});
    const fields = {
      amount: '£11,000',
      name: 'Grace Hopper',
      email,
      phone: '+44 7700 900123',
      message: 'Would you take eleven?',
    };
    const [first, second] = await Promise.all([
      makeOffer(watch.handle, fields, {token}),
      makeOffer(watch.handle, fields, {token}),
    ]);
    const third = await makeOffer(watch.handle, fields, {token});
    for (const reply of [first, second, third]) {
      expect(reply.init?.status).toBe(200);
      expect(reply.data.outcome).toBe('success');
    }
    const rows = (await inbox()).filter(
      (item) => item.table === 'offers' && item.fields.email === email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].fields).toMatchObject({
      product_handle: watch.handle,
      product_title: watch.title,
      variant_id: watch.variantId,
      asking_price: 12500,
      amount: 11000,
      name: 'Grace Hopper',
      phone: '+44 7700 900123',
      message: 'Would you take eleven?',
      status: 'open',
      locale: 'en',
    });
    const dealer = await mailsTo(
      DEALER_EMAIL,
      `New offer: £11,000 for ${watch.title}`,
    );
    expect(dealer).toHaveLength(1);
    expect(dealer[0].mail?.text).toContain('E-mail: ' + email);
    expect(dealer[0].mail?.text).toContain('Message: Would you take eleven?');
    // The collector is sent nothing: their address is not confirmed.
    expect(
      (await inbox()).filter((item) => item.mail?.to.includes(email)),
    ).toEqual([]);

    const offer = await offerOn(watch.handle);
    expect(offer.events.map((e) => [e.actor, e.action, e.amount])).toEqual([
      ['buyer', 'submitted', 11000],
    ]);
  });
  it('e-mails the dealer once when Supabase is down and the offer is posted again on another isolate', async () => {
    const watch = await newWatch(12500);
    const email = `${unique('store-down')}@example.com`;
    const token = await signLeadToken(SECRET, {issuedAt: Date.now() - 5000});
    const fields = {amount: '10,500', name: 'Ada Lovelace', email};
    // Nothing listens there: every call to Supabase is refused at once.
    const env = {SUPABASE_URL: 'http://127.0.0.1:9'};
    const first = await makeOffer(watch.handle, fields, {token, env});
    expect(first.data.outcome).toBe('success');
    // Another isolate has not seen the submission: it goes to the fallback sink again.
    forgetDeliveries();
    const retried = await makeOffer(watch.handle, fields, {token, env});
    expect(retried.data.outcome).toBe('success');

    const posts = (await inbox()).filter(
      (item) => item.kind !== 'email' && item.fields.email === email,
    );
    expect(posts).toHaveLength(1);
    const dealer = await mailsTo(
      DEALER_EMAIL,
      `New offer: £10,500 for ${watch.title}`,
    );
    expect(dealer).toHaveLength(1);
  });
});

describe('the dealer answers', () => {
  it('asks for the admin password', async () => {
    const args = await routeArgs('/admin/offers', {env: {ADMIN_PASSWORD}});
    const refused = await (
      adminLoader(args as never) as Promise<unknown>
    ).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(401);
  });

  it('accepts: a draft order at the offer for the buyer holds the watch, shown reserved to everyone', async () => {
    const watch = await newWatch(12500);
    const email = `${unique('accepted')}@example.com`;
    await makeOffer(watch.handle, {amount: '11500', name: 'Alan', email});
    const offer = await offerOn(watch.handle);

    const reply = await answer(offer.id, {
      answer: 'accept',
      message: 'Thank you, it is yours.',
    });
    expect(reply.data.result).toMatchObject({ok: true, status: 'accepted'});

    const accepted = await offerOn(watch.handle);
    expect(accepted.status).toBe('accepted');
    expect(accepted.agreed_amount).toBe(11500);
    expect(accepted.draft_order_id).toMatch(
      /^gid:\/\/shopify\/DraftOrder\/\d+$/,
    );
    expect(accepted.events.map((e) => e.action)).toEqual([
      'submitted',
      'accepted',
      'draft_order_created',
      'mail_sent',
    ]);
    const draft = await draftOrder(accepted.draft_order_id!);
    expect(draft).toMatchObject({
      status: 'OPEN',
      email,
      invoiceUrl: accepted.invoice_url,
      totalPriceSet: {shopMoney: {amount: '11500.0'}},
      lineItems: {nodes: [{quantity: 1, variant: {id: watch.variantId}}]},
    });
    expect(
      Date.parse(draft.reserveInventoryUntil) - Date.now(),
    ).toBeGreaterThan(47 * 3_600_000);

    // Held: nobody else can buy it, and every page says it is reserved.
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: false,
    });
    expect(await watchStatus(watch.handle)).toBe('reserved');
    expect(translate('en', 'watch.statusReserved')).toBe('Reserved');
    expect(translate('de', 'watch.statusReserved')).toBe('Reserviert');

    const [mail] = await mailsTo(
      email,
      `Your offer on ${watch.title} is accepted`,
    );
    expect(mail.mail?.text).toContain(accepted.invoice_url!);
    expect(mail.mail?.text).toContain('We are pleased to accept £11,500');
    expect(mail.mail?.text).toContain('Thank you, it is yours.');

    // A second answer finds it answered.
    const again = await answer(offer.id, {answer: 'decline'});
    expect(again.init?.status).toBe(409);
    expect(again.data.result).toMatchObject({
      ok: false,
      error: 'This offer has already been answered.',
    });
  });

  it("declines politely in the buyer's language, repeating nothing the buyer wrote", async () => {
    const watch = await newWatch(12500);
    const email = `${unique('declined')}@example.com`;
    await makeOffer(
      watch.handle,
      {
        amount: '6000',
        name: 'Mallory <a href="https://evil.example">click</a>',
        email,
        message: 'Visit https://evil.example now',
      },
      {locale: 'de'},
    );
    const offer = await offerOn(watch.handle);
    expect(offer.locale).toBe('de');
    const reply = await answer(offer.id, {answer: 'decline', message: ''});
    expect(reply.data.result).toMatchObject({ok: true, status: 'declined'});
    const [mail] = await mailsTo(email, `Ihr Angebot für ${watch.title}`);
    expect(mail.mail?.text).toContain(
      `Vielen Dank für Ihr Angebot für die ${watch.title}. Leider können wir es nicht annehmen.`,
    );
    expect(mail.mail?.text).not.toContain('evil');
    expect(mail.mail?.html).not.toContain('evil');
    expect(mail.mail?.text).not.toContain('Mallory');
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: true,
    });
  });

  it('refuses a counter that is not between the offer and the price', async () => {
    const watch = await newWatch(12500);
    await makeOffer(watch.handle, {
      amount: '10000',
      name: 'Bob',
      email: 'bob@example.com',
    });
    const offer = await offerOn(watch.handle);
    const reply = await answer(offer.id, {answer: 'counter', amount: '13000'});
    expect(reply.init?.status).toBe(409);
    expect(reply.data.result.error).toBe(
      'A counter must be above the offer and below the asking price.',
    );
    expect((await offerOn(watch.handle)).status).toBe('open');
  });
});

describe('offer, counter, the buyer accepts, checkout at the agreed price', () => {
  it('goes the whole way, and the watch is reserved to others meanwhile', async () => {
    const watch = await newWatch(12500);
    const email = `${unique('counter')}@example.com`;
    const made = await makeOffer(watch.handle, {
      amount: '10000',
      name: 'Ada',
      email,
    });
    expect(made.data.outcome).toBe('success');
    const offer = await offerOn(watch.handle);

    const countered = await answer(offer.id, {
      answer: 'counter',
      amount: '11,250',
      message: 'We can meet you part of the way.',
    });
    expect(countered.data.result).toMatchObject({
      ok: true,
      status: 'countered',
    });
    // Countered, not yet agreed: nothing is held.
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: true,
    });

    const [mail] = await mailsTo(
      email,
      `Our answer to your offer on ${watch.title}`,
    );
    expect(mail.mail?.text).toContain(
      'we can offer the watch to you for £11,250',
    );
    const link = /https?:\/\/\S+\/offers\/counter\?\S+/.exec(
      mail.mail!.text,
    )![0];

    // A link for another amount, or tampered with, is refused.
    const forged = new URL(link);
    forged.searchParams.set(
      't',
      String(Number(forged.searchParams.get('t')) + 1),
    );
    const forgedPage = (await counterLoader(
      (await routeArgs(forged.pathname + forged.search)) as never,
    )) as unknown as {data: {state: string}};
    expect(forgedPage.data.state).toBe('invalid');

    const path = new URL(link).pathname + new URL(link).search;
    const page = (await counterLoader(
      (await routeArgs(path)) as never,
    )) as unknown as {
      data: {state: string; amount: string};
    };
    expect(page.data).toMatchObject({state: 'countered', amount: '£11,250'});

    const accepted = (await counterAction(
      (await routeArgs(path, {
        method: 'POST',
        body: new URLSearchParams(),
      })) as never,
    )) as unknown as {data: {state: string; invoiceUrl: string}};
    expect(accepted.data.state).toBe('accepted');
    // Pressed twice: the same draft order, not a second one.
    const twice = (await counterAction(
      (await routeArgs(path, {
        method: 'POST',
        body: new URLSearchParams(),
      })) as never,
    )) as unknown as {data: {state: string; invoiceUrl: string}};
    expect(twice.data.invoiceUrl).toBe(accepted.data.invoiceUrl);

    const agreed = await offerOn(watch.handle);
    expect(agreed).toMatchObject({
      status: 'buyer_accepted',
      agreed_amount: 11250,
    });
    expect(agreed.events.map((e) => `${e.actor}:${e.action}`)).toEqual([
      'buyer:submitted',
      'dealer:countered',
      'shop:mail_sent',
      'buyer:buyer_accepted',
      'shop:draft_order_created',
      'shop:mail_sent',
    ]);
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: false,
    });
    expect(await watchStatus(watch.handle)).toBe('reserved');
    const [payMail] = await mailsTo(
      email,
      `Your offer on ${watch.title} is accepted`,
    );
    expect(payMail.mail?.text).toContain(accepted.data.invoiceUrl);

    // Checkout at the agreed price, then paid: the draft order is completed into an order.
    const invoice = await fetch(accepted.data.invoiceUrl);
    const html = await invoice.text();
    expect(invoice.status).toBe(200);
    expect(html).toContain('<td data-testid="total">£11,250.00</td>');
    const paid = await fetch(accepted.data.invoiceUrl, {method: 'POST'});
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Your order is placed.');
    const draft = await draftOrder(agreed.draft_order_id!);
    expect(draft.status).toBe('COMPLETED');
    expect(draft.order?.id).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: false,
      variants: {nodes: [{quantityAvailable: 0}]},
    });

    // Shopify's orders/paid reaches the shop: the watch is sold to everyone, no longer reserved.
    await vi.waitFor(() => expect(paidOrders).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(await paidOrders[0]).toEqual({status: 200, text: 'Sold'});
    expect(await watchStatus(watch.handle)).toBe('sold');
    expect(await metafields(watch.handle)).toMatchObject({
      availability_status: 'sold',
      sold_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await metafields(watch.handle)).not.toHaveProperty('reserved_until');
    const settled = await offerOn(watch.handle);
    expect(settled.status).toBe('paid');
    expect(Date.parse(settled.paid_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(settled.events.at(-1)).toMatchObject({
      actor: 'buyer',
      action: 'paid',
      amount: 11250,
    });
    // Still sold when the reservation's time has passed.
    try {
      await fetch(`${localShopUrl()}/__local-shop/clock`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({advanceMs: 49 * 3_600_000}),
      });
      expect(await watchStatus(watch.handle)).toBe('sold');
    } finally {
      await fetch(`${localShopUrl()}/__local-shop/clock`, {method: 'DELETE'});
    }
  });

  it('goes the whole way on a euro site: offered, countered, accepted and paid in euros', async () => {
    // £12,500 in the shop, €14,625 in the euro market.
    const watch = await newWatch(12500);
    const email = `${unique('euro-counter')}@example.com`;
    const made = await makeOffer(
      watch.handle,
      {amount: '11,000', name: 'Ada', email},
      {site: 'en-eu'},
    );
    expect(made.data.outcome).toBe('success');
    const offer = await offerOn(watch.handle);
    expect(offer).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      asking_price: 14625,
      amount: 11000,
    });

    // A counter is in the offer's currency: between €11,000 and €14,625.
    const tooHigh = await answer(offer.id, {
      answer: 'counter',
      amount: '14,625',
    });
    expect(tooHigh.data.result.ok).toBe(false);
    const countered = await answer(offer.id, {
      answer: 'counter',
      amount: '13,000',
    });
    expect(countered.data.result).toMatchObject({
      ok: true,
      status: 'countered',
    });
    const [mail] = await mailsTo(
      email,
      `Our answer to your offer on ${watch.title}`,
    );
    expect(mail.mail?.text).toContain(
      'we can offer the watch to you for €13,000',
    );
    const link = new URL(
      /https?:\/\/\S+\/offers\/counter\?\S+/.exec(mail.mail!.text)![0],
    );
    // The link opens the counter on the offer's own site.
    expect(link.pathname).toBe('/en-eu/offers/counter');
    const path = link.pathname + link.search;
    const page = (await counterLoader(
      (await routeArgs(path, {params: {locale: 'en-eu'}})) as never,
    )) as unknown as {data: {state: string; amount: string}};
    expect(page.data).toMatchObject({state: 'countered', amount: '€13,000'});

    const accepted = (await counterAction(
      (await routeArgs(path, {
        method: 'POST',
        body: new URLSearchParams(),
        params: {locale: 'en-eu'},
      })) as never,
    )) as unknown as {data: {state: string; invoiceUrl: string}};
    expect(accepted.data.state).toBe('accepted');
    const agreed = await offerOn(watch.handle);
    expect(agreed).toMatchObject({
      status: 'buyer_accepted',
      agreed_amount: 13000,
    });

    // The draft order is in euros, its line priced at the agreed amount.
    const draft = await admin<{
      draftOrder: {
        presentmentCurrencyCode: string;
        totalPriceSet: {
          presentmentMoney: {amount: string; currencyCode: string};
          shopMoney: {currencyCode: string};
        };
      };
    }>(
      `query($id: ID!) { draftOrder(id: $id) { presentmentCurrencyCode totalPriceSet { presentmentMoney { amount currencyCode } shopMoney { currencyCode } } } }`,
      {id: agreed.draft_order_id},
    );
    expect(draft.draftOrder).toEqual({
      presentmentCurrencyCode: 'EUR',
      totalPriceSet: {
        presentmentMoney: {amount: '13000.0', currencyCode: 'EUR'},
        shopMoney: {currencyCode: 'GBP'},
      },
    });
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: false,
    });

    // The invoice charges the agreed euros; paid, the offer's history says so in euros.
    const invoice = await fetch(accepted.data.invoiceUrl);
    expect(await invoice.text()).toContain(
      '<td data-testid="total">€13,000.00</td>',
    );
    const before = paidOrders.length;
    const paid = await fetch(accepted.data.invoiceUrl, {method: 'POST'});
    expect(paid.status).toBe(200);
    await vi.waitFor(() => expect(paidOrders).toHaveLength(before + 1), {
      timeout: 10_000,
    });
    expect(await paidOrders[before]).toEqual({status: 200, text: 'Sold'});
    const settled = await offerOn(watch.handle);
    expect(settled.status).toBe('paid');
    expect(settled.events.at(-1)).toMatchObject({
      actor: 'buyer',
      action: 'paid',
      amount: 13000,
    });
    expect(await watchStatus(watch.handle)).toBe('sold');
  });

  it('an expired counter link is refused', async () => {
    const watch = await newWatch(12500);
    const email = `${unique('expired')}@example.com`;
    await makeOffer(watch.handle, {amount: '10000', name: 'Ada', email});
    const offer = await offerOn(watch.handle);
    await answer(offer.id, {answer: 'counter', amount: '11000'});
    const {counterLink} = await import('~/server/offers/offerLinks');
    const old = await counterLink(
      {secret: SECRET, origin: 'http://localhost:3000', locale: 'en'},
      offer.id,
      11000,
      Date.now() - 8 * 24 * 3_600_000,
    );
    const url = new URL(old);
    const page = (await counterLoader(
      (await routeArgs(url.pathname + url.search)) as never,
    )) as unknown as {data: {state: string}};
    expect(page.data.state).toBe('expired');
    expect(translate('en', 'leads.counterExpired')).toBe(
      'This link has expired. Please contact us if you would still like the watch.',
    );
  });
});

describe('the dealer counters again', () => {
  /** The link in the newest counter e-mail to this buyer, as a path to load or post. */
  async function newestCounterLink(email: string, title: string) {
    const mails = await mailsTo(email, `Our answer to your offer on ${title}`);
    const link = /https?:\/\/\S+\/offers\/counter\?\S+/.exec(
      mails[0].mail!.text,
    )![0];
    return new URL(link).pathname + new URL(link).search;
  }
  const openLink = async (path: string) =>
    (
      (await counterLoader((await routeArgs(path)) as never)) as unknown as {
        data: {state: string; amount?: string};
      }
    ).data;
  const pressLink = async (path: string) =>
    (await counterAction(
      (await routeArgs(path, {
        method: 'POST',
        body: new URLSearchParams(),
      })) as never,
    )) as unknown as {
      data: {state: string; amount?: string; invoiceUrl?: string};
      init: {status?: number} | null;
    };

  it('replaces a counter, and one the buyer accepted with its draft order, keeping the history', async () => {
    const watch = await newWatch(12500);
    const email = `${unique('recounter')}@example.com`;
    await makeOffer(watch.handle, {amount: '10000', name: 'Ada', email});
    const offer = await offerOn(watch.handle);

    await answer(offer.id, {answer: 'counter', amount: '11,000'});
    const first = await newestCounterLink(email, watch.title);
    const same = await answer(offer.id, {answer: 'counter', amount: '11000'});
    expect(same.data.result.error).toBe(
      'A new counter must be another amount than the last one.',
    );
    const again = await answer(offer.id, {
      answer: 'counter',
      amount: '11,200',
      message: 'Our best price.',
    });
    expect(again.data.result).toMatchObject({ok: true, status: 'countered'});
    const second = await newestCounterLink(email, watch.title);
    expect(second).not.toBe(first);

    // The first link says it was replaced, with the counter that stands, and accepts nothing.
    expect(await openLink(first)).toMatchObject({
      state: 'replaced',
      amount: '£11,200',
    });
    const stale = await pressLink(first);
    expect(stale.init?.status).toBe(409);
    expect(stale.data.state).toBe('replaced');
    expect(
      translate('en', 'leads.counterReplaced', {title: 'X', amount: '£1'}),
    ).toBe(
      'This counter-offer has been replaced. Our latest offer for the X is £1: we have sent it to you by e-mail, and the link in that e-mail accepts it.',
    );
    expect(
      translate('de', 'leads.counterReplaced', {title: 'X', amount: '1 £'}),
    ).toBe(
      'Dieses Gegenangebot wurde ersetzt. Unser neuestes Angebot für die X beträgt 1 £: Wir haben es Ihnen per E-Mail geschickt, und der Link in dieser E-Mail nimmt es an.',
    );

    // The buyer accepts the new counter: a draft order holds the watch.
    expect(await openLink(second)).toMatchObject({
      state: 'countered',
      amount: '£11,200',
    });
    const accepted = await pressLink(second);
    expect(accepted.data.state).toBe('accepted');
    const held = await offerOn(watch.handle);
    expect(await watchStatus(watch.handle)).toBe('reserved');

    // Countered once more before paying: that draft order goes, and its hold with it.
    const third = await answer(offer.id, {answer: 'counter', amount: '11,500'});
    expect(third.data.result).toMatchObject({ok: true, status: 'countered'});
    expect(await draftOrder(held.draft_order_id!)).toBeNull();
    expect((await fetch(accepted.data.invoiceUrl!)).status).toBe(404);
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: true,
    });
    expect(await watchStatus(watch.handle)).toBe('available');
    expect(await metafields(watch.handle)).not.toHaveProperty('reserved_until');
    expect(await openLink(second)).toMatchObject({
      state: 'replaced',
      amount: '£11,500',
    });

    const newest = await newestCounterLink(email, watch.title);
    const paid = await pressLink(newest);
    expect(paid.data.state).toBe('accepted');
    const now = await offerOn(watch.handle);
    expect(now).toMatchObject({status: 'buyer_accepted', agreed_amount: 11500});
    expect(now.draft_order_id).not.toBe(held.draft_order_id);
    expect((await draftOrder(now.draft_order_id!)).totalPriceSet).toEqual({
      shopMoney: {amount: '11500.0'},
    });
    expect(
      now.events
        .filter((e) => e.action !== 'mail_sent')
        .map((e) => `${e.actor}:${e.action}:${e.amount ?? ''}`),
    ).toEqual([
      'buyer:submitted:10000',
      'dealer:countered:11000',
      'dealer:countered:11200',
      'buyer:buyer_accepted:11200',
      'shop:draft_order_created:11200',
      'shop:draft_order_withdrawn:11200',
      'dealer:countered:11500',
      'buyer:buyer_accepted:11500',
      'shop:draft_order_created:11500',
    ]);
    expect(
      now.events.find((e) => e.action === 'draft_order_withdrawn')
        ?.draft_order_id,
    ).toBe(held.draft_order_id);
  });
});

describe('a reservation that lapses', () => {
  it('puts the watch back on sale when its time passes unpaid', async () => {
    const watch = await newWatch(12500);
    await makeOffer(watch.handle, {
      amount: '12000',
      name: 'Ada',
      email: `${unique('lapse')}@example.com`,
    });
    const offer = await offerOn(watch.handle);
    await answer(offer.id, {answer: 'accept'});
    expect(await storefront(watch.handle)).toMatchObject({
      availableForSale: false,
    });
    expect(await watchStatus(watch.handle)).toBe('reserved');

    try {
      await fetch(`${localShopUrl()}/__local-shop/clock`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({advanceMs: 49 * 3_600_000}),
      });
      expect(await storefront(watch.handle)).toMatchObject({
        availableForSale: true,
        variants: {nodes: [{quantityAvailable: 1}]},
      });
      expect(await watchStatus(watch.handle)).toBe('available');
      const draft = await draftOrder(
        (await offerOn(watch.handle)).draft_order_id!,
      );
      expect(draft.status).toBe('OPEN');
    } finally {
      await fetch(`${localShopUrl()}/__local-shop/clock`, {method: 'DELETE'});
    }
  });
});
