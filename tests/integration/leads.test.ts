// Lead actions against the run's local shop: each form's action is called directly with a
// real Request (urlencoded or multipart), and what arrived is read back from /inbox.json.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {askForFault} from '../support/askForFault';
import {signLeadToken} from '~/server/leads/token';
import {HONEYPOT_FIELD, LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {action as leadApiAction} from '~/routes/($locale).api.$kind';
import {action as contactAction} from '~/routes/($locale).contact-us';
import {action as sellFullAction} from '~/routes/($locale).sell-your-watch-form';
import type {LeadActionData} from '~/server/leads/leadAction';

const SECRET = 'local-shop-development-session-secret';
type Action = (args: never) => Promise<unknown>;
type Reply = {data: LeadActionData; init: {status?: number} | null};

let ipCounter = 0;
/** Each test is its own visitor, so the rate limit of one never touches another. */
function freshIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

/** A token rendered 5 s ago: the minimum time before submitting is honestly met. */
function pastToken(submissionId?: string) {
  return signLeadToken(SECRET, {submissionId, issuedAt: Date.now() - 5000});
}

async function submit(
  action: Action,
  path: string,
  fields: Record<string, string | File | File[]>,
  {
    token,
    ip = freshIp(),
    env,
    multipart = false,
    headers = {},
    params = {},
  }: {
    headers?: Record<string, string>;
    params?: Record<string, string>;
    token?: string;
    ip?: string;
    env?: Record<string, string>;
    multipart?: boolean;
  } = {},
): Promise<Reply> {
  const entries: Array<[string, string | File]> = [
    [LEAD_TOKEN_FIELD, token ?? (await pastToken())],
  ];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value])
      entries.push([name, item]);
  }
  let body: BodyInit;
  if (multipart || entries.some(([, v]) => typeof v !== 'string')) {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    body = form;
  } else {
    body = new URLSearchParams(entries as Array<[string, string]>);
  }
  const args = await routeArgs(path, {
    // The lead API route reads its form from the last segment (/api/<kind>).
    params: {
      kind: new URL(path, 'http://x').pathname.split('/').pop()!,
      ...params,
    },
    method: 'POST',
    body,
    headers: {'oxygen-buyer-ip': ip, ...headers},
    env,
  });
  return (await action(args as never)) as Reply;
}

interface InboxItem {
  kind: string;
  table?: string;
  formId?: string;
  fields: Record<string, unknown>;
  photos: {key: string; url: string}[];
}

async function inbox(): Promise<InboxItem[]> {
  const response = await fetch(`${localShopUrl()}/inbox.json`);
  return ((await response.json()) as {items: InboxItem[]}).items;
}

async function stored(match: (item: InboxItem) => boolean) {
  return (await inbox()).filter(match);
}

function unique(label: string) {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/**
 * The lead sinks fail for this file's own requests only, as the local shop does when a request
 * asks for a fault (X-Local-Shop-Fault): a switch on the shared shop failed the viewings file's
 * bookings running beside it. The Storefront API's answers are left alone.
 */
function leadSinksFail() {
  // Node's own fetch, taken before the spy stands in for it.
  const fetchOfNode = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    askForFault(
      fetchOfNode,
      'http',
      (url) => url.startsWith(localShopUrl()) && !url.includes('/graphql.json'),
    ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Smallest valid PNG and JPEG (1x1): photos are checked by content, so they must be real.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (c) => c.charCodeAt(0),
);

describe('enquiry action', () => {
  it('stores a valid enquiry with every field', async () => {
    const email = unique('enquiry');
    const reply = await submit(leadApiAction, '/api/enquiry', {
      subject: 'Enquiry: Rolex Submariner',
      name: 'Ada <b>Lovelace</b>',
      email,
      phone: '+44 7700 900123',
      message: 'Is it still available?\nThanks',
      productSku: '126610LN',
      productTitle: 'Rolex Submariner',
      contactPhone: 'on',
      contactWhatsapp: 'on',
    });
    expect(reply.init?.status).toBe(200);
    expect(reply.data.outcome).toBe('success');
    const rows = await stored(
      (item) => item.table === 'enquiries' && item.fields.email === email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].fields).toMatchObject({
      subject: 'Enquiry: Rolex Submariner',
      name: 'Ada <b>Lovelace</b>',
      phone_number: '+44 7700 900123',
      message: 'Is it still available?\nThanks',
      product_sku: '126610LN',
      product_title: 'Rolex Submariner',
      contact_preference_phone: true,
      contact_preference_email: false,
      contact_preference_whatsapp: true,
      contact_preference_imessage: false,
    });
    expect(typeof rows[0].fields.submission_id).toBe('string');
  });

  it('answers 400 with field messages for invalid input and stores nothing', async () => {
    const reply = await submit(leadApiAction, '/api/enquiry', {
      subject: 'Enquiry',
      name: '',
      email: 'not-an-email',
      message: 'x'.repeat(5001),
    });
    expect(reply.init?.status).toBe(400);
    expect(reply.data.outcome).toBe('invalid');
    expect(reply.data.result.error).toMatchObject({
      name: ['leads.errRequired'],
      email: ['leads.errEmail'],
      message: ['leads.errTooLong|5000'],
    });
    // What the visitor typed comes back to be shown again.
    expect(reply.data.result.initialValue).toMatchObject({
      email: 'not-an-email',
    });
    expect(
      await stored((item) => item.fields.email === 'not-an-email'),
    ).toHaveLength(0);
  });

  it('shows the failure text while the sinks fail, and a retry stores exactly one copy', async () => {
    const email = unique('retry');
    const token = await pastToken();
    const fields = {
      subject: 'Enquiry: retry',
      name: 'Retry Person',
      email,
      message: 'Hello',
    };
    leadSinksFail();
    const failed = await submit(leadApiAction, '/api/enquiry', fields, {token});
    expect(failed.init?.status).toBe(503);
    expect(failed.data.outcome).toBe('failure');
    expect(failed.data.result.error?.['']).toEqual(['leads.enquiryFailure']);
    expect(failed.data.token).toBe(token);
    vi.restoreAllMocks();

    const first = await submit(leadApiAction, '/api/enquiry', fields, {token});
    const second = await submit(leadApiAction, '/api/enquiry', fields, {token});
    expect(first.data.outcome).toBe('success');
    expect(second.data.outcome).toBe('success');
    const everywhere = await stored((item) => item.fields.email === email);
    expect(everywhere).toHaveLength(1);
  });

  it('a double submit of one render is stored once even in a fresh isolate (409 = stored)', async () => {
    const email = unique('double');
    const id = crypto.randomUUID();
    const fields = {
      subject: 'Enquiry: twice',
      name: 'Twice',
      email,
      message: 'Hi',
    };
    // Different tokens with the same submission id: the in-memory guard does not help here.
    const {forgetDeliveries} = await import('~/server/leads/sinks');
    await submit(leadApiAction, '/api/enquiry', fields, {
      token: await pastToken(id),
    });
    forgetDeliveries();
    const again = await submit(leadApiAction, '/api/enquiry', fields, {
      token: await pastToken(id),
    });
    expect(again.data.outcome).toBe('success');
    expect(await stored((item) => item.fields.email === email)).toHaveLength(1);
  });

  it('sends to the form-forwarding endpoint when Supabase is down', async () => {
    const email = unique('fallback');
    const reply = await submit(
      leadApiAction,
      '/api/enquiry',
      {
        subject: 'Enquiry: fallback',
        name: 'Fallback',
        email,
        message: 'Via forms',
        productSku: 'ABC',
      },
      {env: {SUPABASE_URL: 'http://127.0.0.1:9', LEAD_SINK_TIMEOUT_MS: '3000'}},
    );
    expect(reply.data.outcome).toBe('success');
    const posts = await stored(
      (item) => item.kind === 'form_post' && item.fields.email === email,
    );
    expect(posts).toHaveLength(1);
    expect(posts[0].fields).toMatchObject({
      _subject: 'Enquiry: fallback',
      _template: 'table',
      name: 'Fallback',
      message: 'Via forms',
      product_sku: 'ABC',
      contact_preference_phone: false,
    });
    expect(
      await stored(
        (item) => item.table === 'enquiries' && item.fields.email === email,
      ),
    ).toHaveLength(0);
  });

  it('answers 429 once a visitor exceeds the rate limit', async () => {
    const ip = freshIp();
    const env = {LEAD_RATE_LIMIT: '2/600'};
    const fields = () => ({
      subject: 'Enquiry: many',
      name: 'Many',
      email: unique('rate'),
      message: 'Again',
    });
    expect(
      (await submit(leadApiAction, '/api/enquiry', fields(), {ip, env})).init
        ?.status,
    ).toBe(200);
    expect(
      (await submit(leadApiAction, '/api/enquiry', fields(), {ip, env})).init
        ?.status,
    ).toBe(200);
    const third = fields();
    const limited = await submit(leadApiAction, '/api/enquiry', third, {
      ip,
      env,
    });
    expect(limited.init?.status).toBe(429);
    expect(limited.data.result.error?.['']).toEqual(['leads.rateLimited']);
    expect(
      await stored((item) => item.fields.email === third.email),
    ).toHaveLength(0);
    // Another visitor is not affected.
    expect(
      (await submit(leadApiAction, '/api/enquiry', fields(), {env})).init
        ?.status,
    ).toBe(200);
  });

  it('keys the limit by the platform address or the browser, never by headers a client sets', async () => {
    const env = {LEAD_RATE_LIMIT: '5/600'};
    const post = (headers: Record<string, string>, ip = '127.0.0.1') =>
      submit(
        leadApiAction,
        '/api/newsletter',
        {email: unique('rotate'), source: 'footer'},
        {ip, env, headers},
      );
    // Twelve posts, each with a new made-up CF-Connecting-IP / X-Forwarded-For and no cookie:
    // one visitor as far as the shop can tell, so five pass and seven are refused.
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const reply = await post({
        'CF-Connecting-IP': `203.0.113.${i}`,
        'X-Forwarded-For': `203.0.113.${i}`,
      });
      statuses.push(reply.init?.status ?? 200);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);

    // A browser that carries the signed cookie the shop handed out has its own bucket.
    const first = await post({}, '127.0.0.1');
    const cookie = (
      first as unknown as {init: {headers: Record<string, string>}}
    ).init.headers['Set-Cookie'];
    expect(cookie).toMatch(
      /^visitor=[0-9a-f-]{36}\.[\w-]+; Path=\/; .*HttpOnly; SameSite=Lax/,
    );
    const mine = await post({Cookie: cookie.split(';')[0]});
    expect(mine.init?.status ?? 200).toBe(200);
    // A forged cookie is no one's: back in the shared bucket, refused.
    const forged = await post({
      Cookie: 'visitor=00000000-0000-0000-0000-000000000000.forged',
    });
    expect(forged.init?.status).toBe(429);
  });

  it('answers a filled honeypot with a fake success and stores nothing', async () => {
    const email = unique('bot');
    const reply = await submit(leadApiAction, '/api/enquiry', {
      subject: 'Buy now',
      name: 'Bot',
      email,
      message: 'spam',
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(reply.data.outcome).toBe('success');
    expect(await stored((item) => item.fields.email === email)).toHaveLength(0);
  });

  it('asks to send again when the form was submitted too fast or the token is forged', async () => {
    const email = unique('fast');
    const fields = {subject: 'Enquiry', name: 'Fast', email, message: 'Quick'};
    const fresh = await signLeadToken(SECRET);
    const fast = await submit(leadApiAction, '/api/enquiry', fields, {
      token: fresh,
    });
    expect(fast.init?.status).toBe(400);
    expect(fast.data.outcome).toBe('confirm');
    // Same submission, renewed render time.
    expect(fast.data.token.split('.')[1]).toBe(fresh.split('.')[1]);
    const forged = await submit(leadApiAction, '/api/enquiry', fields, {
      token: fresh.replace(/.$/, 'A'),
    });
    expect(forged.data.outcome).toBe('confirm');
    expect(await stored((item) => item.fields.email === email)).toHaveLength(0);
  });
});

describe('other lead actions', () => {
  it('contact: stores name, email and message; 400 on missing message', async () => {
    const email = unique('contact');
    const reply = await submit(contactAction, '/contact-us', {
      name: 'Grace Hopper',
      email,
      message: 'Hello\u0007 there',
    });
    expect(reply.data.outcome).toBe('success');
    const rows = await stored(
      (item) =>
        item.table === 'contact_messages' && item.fields.email === email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].fields).toMatchObject({
      name: 'Grace Hopper',
      message: 'Hello there',
    });

    const invalid = await submit(contactAction, '/contact-us', {
      name: 'Grace',
      email: unique('contact-bad'),
    });
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({
      message: ['leads.errRequired'],
    });
  });

  it('contact through the form-forwarding sink carries the seed subject', async () => {
    const email = unique('contact-forms');
    const reply = await submit(
      contactAction,
      '/contact-us',
      {name: 'Forms', email, message: 'Hi'},
      {env: {LEAD_PRIMARY_SINK: 'forms'}},
    );
    expect(reply.data.outcome).toBe('success');
    const posts = await stored(
      (item) => item.kind === 'form_post' && item.fields.email === email,
    );
    expect(posts).toHaveLength(1);
    expect(posts[0].fields).toMatchObject({
      _subject: 'New Contact Form Submission',
      _template: 'table',
      name: 'Forms',
      message: 'Hi',
    });
  });

  it('newsletter: footer and popup subscriptions', async () => {
    const footer = unique('news-footer');
    const popup = unique('news-popup');
    expect(
      (
        await submit(leadApiAction, '/api/newsletter', {
          email: footer,
          source: 'footer',
        })
      ).data.outcome,
    ).toBe('success');
    expect(
      (
        await submit(leadApiAction, '/api/newsletter', {
          email: popup,
          source: 'popup',
        })
      ).data.outcome,
    ).toBe('success');
    const rows = await stored(
      (item) =>
        item.table === 'newsletter_subscriptions' &&
        [footer, popup].includes(String(item.fields.email)),
    );
    expect(rows.map((row) => row.fields.source).sort()).toEqual([
      'footer',
      'popup',
    ]);

    const forms = unique('news-forms');
    await submit(
      leadApiAction,
      '/api/newsletter',
      {email: forms, source: 'popup'},
      {env: {LEAD_PRIMARY_SINK: 'forms'}},
    );
    const posts = await stored(
      (item) => item.kind === 'form_post' && item.fields.email === forms,
    );
    expect(posts[0].fields._subject).toBe('Newsletter Subscription - Popup');

    const bad = await submit(leadApiAction, '/api/newsletter', {
      email: 'nope',
    });
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result.error).toMatchObject({email: ['leads.errEmail']});
  });

  it('newsletter: one cached page token, two visitors are two sign-ups and a second press is one', async () => {
    const shared = await pastToken();
    const first = unique('news-shared-a');
    const second = unique('news-shared-b');
    for (const email of [first, second, first]) {
      const reply = await submit(
        leadApiAction,
        '/api/newsletter',
        {email, source: 'footer'},
        {token: shared},
      );
      expect(reply.data.outcome).toBe('success');
    }
    const rows = await stored(
      (item) =>
        item.table === 'newsletter_subscriptions' &&
        [first, second].includes(String(item.fields.email)),
    );
    expect(rows.map((row) => row.fields.email).sort()).toEqual(
      [first, second].sort(),
    );
  });

  it('small sell form: stores every field; failure text is the small-form one', async () => {
    const email = unique('sell-quick');
    const fields = {
      name: 'Seller',
      email,
      phone: '07700 900000',
      brand: 'Rolex',
      model: 'Daytona',
      reference: '116500LN',
      boxPapers: 'yes',
      watchAge: '2019',
      watchCondition: 'Excellent',
    };
    expect(
      (await submit(leadApiAction, '/api/sell', fields)).data.outcome,
    ).toBe('success');
    const rows = await stored(
      (item) =>
        item.table === 'sell_requests_quick' && item.fields.email === email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].fields).toMatchObject({
      name: 'Seller',
      phone: '07700 900000',
      brand: 'Rolex',
      model: 'Daytona',
      reference: '116500LN',
      box_papers: 'yes',
      watch_age: '2019',
      watch_condition: 'Excellent',
    });

    const forms = unique('sell-quick-forms');
    await submit(
      leadApiAction,
      '/api/sell',
      {...fields, email: forms},
      {env: {LEAD_PRIMARY_SINK: 'forms'}},
    );
    const posts = await stored(
      (item) => item.kind === 'form_post' && item.fields.email === forms,
    );
    expect(posts[0].fields).toMatchObject({
      _subject: 'Sell Your Watch Inquiry: Rolex Daytona',
      boxPapers: 'yes',
      watchCondition: 'Excellent',
    });

    const invalid = await submit(leadApiAction, '/api/sell', {
      name: 'No brand',
      email: unique('sq'),
      phone: '',
    });
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.result.error).toMatchObject({
      phone: ['leads.errRequired'],
      brand: ['leads.errRequired'],
    });

    leadSinksFail();
    const failed = await submit(leadApiAction, '/api/sell', {
      ...fields,
      email: unique('sq-fail'),
    });
    expect(failed.data.result.error?.['']).toEqual(['leads.sellQuickFailure']);
  });

  it('full sell form: every field and the photos, uploaded to storage', async () => {
    const email = unique('sell-full');
    const reply = await submit(
      sellFullAction,
      '/sell-your-watch-form',
      {
        firstName: 'Mary',
        lastName: 'Seller',
        email,
        phone: '+44 1625 000001',
        country: 'UK',
        brand: 'Patek Philippe',
        model: 'Nautilus',
        reference: '5711/1A',
        dialColor: 'Blue',
        watchAge: '2015',
        condition: 'Very good',
        boxPapers: 'Box and papers',
        estimatedValue: '£90,000',
        saleMethod: 'Consignment',
        additionalNotes: 'Serviced in 2023.\nAll links.',
        photos: [
          new File([PNG], 'front.png.html', {type: 'image/png'}),
          new File([JPEG], 'back.php', {type: 'image/jpeg'}),
        ],
      },
      {multipart: true},
    );
    expect(reply.init?.status).toBe(200);
    expect(reply.data.outcome).toBe('success');
    const rows = await stored(
      (item) =>
        item.table === 'sell_requests_full' && item.fields.email === email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].fields).toMatchObject({
      first_name: 'Mary',
      last_name: 'Seller',
      phone: '+44 1625 000001',
      country: 'UK',
      brand: 'Patek Philippe',
      model: 'Nautilus',
      reference: '5711/1A',
      dial_color: 'Blue',
      watch_age: '2015',
      condition: 'Very good',
      box_papers: 'Box and papers',
      estimated_value: '£90,000',
      sale_method: 'Consignment',
      additional_notes: 'Serviced in 2023.\nAll links.',
    });
    expect(rows[0].photos).toHaveLength(2);
    // Named by place and by what the bytes are, never by the visitor's file name.
    expect(rows[0].photos[0].key).toMatch(/^sell-photos\/.+\/photo-1\.png$/);
    expect(rows[0].photos[1].key).toMatch(/^sell-photos\/.+\/photo-2\.jpg$/);
    const photo = await fetch(new URL(rows[0].photos[0].url, localShopUrl()));
    expect(photo.status).toBe(200);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
  });

  it('full sell form: refuses SVG, too many photos and a bad country with 400', async () => {
    const email = unique('sell-svg');
    const base = {
      firstName: 'A',
      lastName: 'B',
      email,
      phone: '1',
      brand: 'Rolex',
    };
    const svg = await submit(
      sellFullAction,
      '/sell-your-watch-form',
      {
        ...base,
        photos: [
          new File(['<svg onload="alert(1)"/>'], 'x.svg', {
            type: 'image/svg+xml',
          }),
        ],
      },
      {multipart: true},
    );
    expect(svg.init?.status).toBe(400);
    // Said on the photos field, which the page shows next to the file input; the rest of the
    // form comes back as typed.
    expect(svg.data.result.error?.photos).toEqual(['leads.errPhotoType']);
    expect(svg.data.result.initialValue).toMatchObject({
      firstName: 'A',
      brand: 'Rolex',
      email,
    });
    const large = await submit(
      sellFullAction,
      '/sell-your-watch-form',
      {
        ...base,
        photos: [
          new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', {
            type: 'image/jpeg',
          }),
        ],
      },
      {multipart: true},
    );
    expect(large.init?.status).toBe(400);
    expect(large.data.result.error?.photos).toEqual(['leads.errPhotoSize']);
    // HTML or a program named .jpg and declared image/jpeg: refused by content.
    for (const bytes of [
      '<!doctype html><script>alert(1)</script>',
      'MZ\x90\x00\x03\x00\x00\x00\x04\x00PE\x00\x00',
    ]) {
      const disguised = await submit(
        sellFullAction,
        '/sell-your-watch-form',
        {
          ...base,
          photos: [new File([bytes], 'watch.jpg', {type: 'image/jpeg'})],
        },
        {multipart: true},
      );
      expect(disguised.init?.status).toBe(400);
      expect(disguised.data.result.error?.photos).toEqual([
        'leads.errPhotoType',
      ]);
    }
    expect(await stored((item) => item.fields.email === email)).toHaveLength(0);
    const many = await submit(
      sellFullAction,
      '/sell-your-watch-form',
      {
        ...base,
        photos: Array.from(
          {length: 7},
          (_, i) => new File([PNG], `p${i}.png`, {type: 'image/png'}),
        ),
      },
      {multipart: true},
    );
    expect(many.init?.status).toBe(400);
    expect(many.data.result.error?.photos).toEqual(['leads.errPhotoCount']);
    const country = await submit(
      sellFullAction,
      '/sell-your-watch-form',
      {...base, country: 'FR'},
      {multipart: true},
    );
    expect(country.init?.status).toBe(400);
    expect(await stored((item) => item.fields.email === email)).toHaveLength(0);
  });

  it('full sell form falls back to the form endpoint with the photos attached when Supabase is down', async () => {
    const email = unique('sell-full-forms');
    const reply = await submit(
      sellFullAction,
      '/sell-your-watch-form',
      {
        firstName: 'F',
        lastName: 'B',
        email,
        phone: '2',
        brand: 'Audemars Piguet',
        model: 'Royal Oak',
        photos: [new File([PNG], 'a.png', {type: 'image/png'})],
      },
      {multipart: true, env: {SUPABASE_URL: 'http://127.0.0.1:9'}},
    );
    expect(reply.data.outcome).toBe('success');
    const posts = await stored(
      (item) => item.kind === 'form_post' && item.fields.email === email,
    );
    expect(posts).toHaveLength(1);
    expect(posts[0].fields._subject).toBe(
      'Watch Inquiry: Audemars Piguet Royal Oak',
    );
    expect(posts[0].photos).toHaveLength(1);
  });

  it('sourcing: stores the request', async () => {
    const email = unique('sourcing');
    const reply = await submit(leadApiAction, '/api/sourcing', {
      name: 'Collector',
      email,
      brand: 'Richard Mille',
      model: 'RM 011',
      budget: '£150,000',
      message: 'Titanium preferred',
    });
    expect(reply.data.outcome).toBe('success');
    const rows = await stored(
      (item) =>
        item.table === 'sourcing_requests' && item.fields.email === email,
    );
    expect(rows[0].fields).toMatchObject({
      name: 'Collector',
      brand: 'Richard Mille',
      model: 'RM 011',
      budget: '£150,000',
      phone: null,
    });
  });
});

describe('a lead posted under a language prefix the shop does not have', () => {
  // Actions run before the ($locale) layout's loader: each checks the prefix itself, so a
  // lead is never stored and then answered with a 404.
  it.each([
    ['/xx/api/enquiry', leadApiAction],
    ['/en/contact-us', contactAction],
    ['/fr/sell-your-watch-form', sellFullAction],
  ] as const)('%s is a 404 and nothing is stored', async (path, action) => {
    const email = unique('wrong-prefix');
    const fields = {
      subject: 'Enquiry: Rolex Submariner',
      name: 'Ada Lovelace',
      email,
      message: 'Is it still available?',
      brand: 'Rolex',
      model: 'Submariner',
    };
    const failure = await submit(action as Action, path, fields, {
      params: {locale: path.split('/')[1]},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).status).toBe(404);
    expect(await stored((item) => item.fields.email === email)).toEqual([]);
  });
});
