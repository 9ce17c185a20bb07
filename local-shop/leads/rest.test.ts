import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  ANON_KEY,
  keyHeaders,
  SERVICE_KEY,
  startLeads,
  type RunningLeads,
} from './test-server';

let leads: RunningLeads;
beforeAll(async () => {
  leads = await startLeads();
});
afterAll(async () => {
  await leads.stop();
});

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    submission_id: randomUUID(),
    subject: 'Enquiry: Rolex Daytona 116500LN',
    name: 'Ada Lovelace',
    email: 'ada@example.co.uk',
    phone_number: null,
    message: 'Is this still available?',
    product_sku: '116500LN',
    product_title: 'Rolex Daytona',
    contact_preference_phone: false,
    contact_preference_email: true,
    contact_preference_whatsapp: false,
    contact_preference_imessage: false,
    ...overrides,
  };
}

function post(
  table: string,
  body: unknown,
  key = ANON_KEY,
  prefer = 'return=minimal',
) {
  return fetch(`${leads.base}/rest/v1/${table}`, {
    method: 'POST',
    headers: keyHeaders(key, {prefer}),
    body: JSON.stringify(body),
  });
}

describe('POST /rest/v1/{table}', () => {
  it('inserts with the anon key and answers 201 without a body for return=minimal', async () => {
    const res = await post('enquiries', enquiry());
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
  });

  it('returns the inserted rows for return=representation (service role)', async () => {
    const rows = [enquiry({name: 'One'}), enquiry({name: 'Two'})];
    const res = await post(
      'enquiries',
      rows,
      SERVICE_KEY,
      'return=representation',
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as any;
    expect(body.map((r: {name: string}) => r.name)).toEqual(['One', 'Two']);
    expect(body[0]).toMatchObject({
      submission_id: rows[0].submission_id,
      phone_number: null,
    });
    expect(body[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body[0].created_at).toBeTruthy();
  });

  it('refuses return=representation for the anon key, which may not read rows back', async () => {
    const res = await post(
      'enquiries',
      enquiry(),
      ANON_KEY,
      'return=representation',
    );
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).code).toBe('42501');
  });

  it('stores every form table with its columns', async () => {
    const common = {submission_id: randomUUID(), email: 'seller@example.com'};
    const cases: [string, Record<string, unknown>][] = [
      [
        'sell_requests_quick',
        {
          ...common,
          name: 'S',
          phone: '07700 900000',
          brand: 'Rolex',
          model: 'Submariner',
          reference: '126610LN',
          box_papers: 'yes',
          watch_age: '2021',
          watch_condition: 'Excellent',
        },
      ],
      [
        'sell_requests_full',
        {
          ...common,
          first_name: 'F',
          last_name: 'L',
          phone: '+44 7700 900000',
          country: 'UK',
          brand: 'Patek Philippe',
          model: 'Nautilus',
          reference: '5711/1A',
          dial_color: 'Blue',
          watch_age: '2019',
          condition: 'Unworn',
          box_papers: 'Full set',
          estimated_value: '£90,000',
          sale_method: 'Consignment',
          additional_notes: null,
          photos: ['sell-photos/abc/1.jpg'],
        },
      ],
      ['contact_messages', {...common, name: 'C', message: 'Hello'}],
      ['newsletter_subscriptions', {...common, source: 'footer'}],
      [
        'sourcing_requests',
        {
          ...common,
          name: 'S',
          phone: null,
          brand: 'AP',
          model: 'Royal Oak',
          reference: '15500ST',
          budget: '£40k',
          message: 'Looking for one',
        },
      ],
    ];
    for (const [table, row] of cases) {
      const res = await post(table, {...row, submission_id: randomUUID()});
      expect(res.status, `${table}: ${await res.clone().text()}`).toBe(201);
    }
  });

  it('answers 401 without the apikey or Bearer headers, or with a wrong key', async () => {
    const url = `${leads.base}/rest/v1/enquiries`;
    const body = JSON.stringify(enquiry());
    const noKey = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body,
    });
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as any).message).toBe(
      'No API key found in request',
    );
    const noBearer = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', apikey: ANON_KEY},
      body,
    });
    expect(noBearer.status).toBe(401);
    const wrong = await fetch(url, {
      method: 'POST',
      headers: keyHeaders('nope'),
      body,
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as any).message).toBe('Invalid API key');
  });

  it('refuses an unknown column with PGRST204', async () => {
    const res = await post('enquiries', {...enquiry(), x: 1});
    expect(res.status).toBe(400);
    expect((await res.json()) as any).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message:
        "Could not find the 'x' column of 'enquiries' in the schema cache",
    });
  });

  it('refuses an unknown table with 404 PGRST205', async () => {
    const res = await post('orders', enquiry());
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).code).toBe('PGRST205');
  });

  it.each([
    [
      'a name over 100 characters',
      {name: 'x'.repeat(101)},
      '23514',
      'enquiries_name_length',
    ],
    [
      'a malformed e-mail',
      {email: 'not-an-email'},
      '23514',
      'enquiries_email_format',
    ],
    ['a missing name', {name: null}, '23502', '"name"'],
    ['an empty subject', {subject: '   '}, '23514', 'enquiries_subject_length'],
    [
      'a message over 5000 characters',
      {message: 'x'.repeat(5001)},
      '23514',
      'enquiries_message_length',
    ],
  ])(
    'refuses %s with 400 and the Postgres code',
    async (_label, overrides, code, mentioned) => {
      const res = await post('enquiries', enquiry(overrides));
      expect(res.status).toBe(400);
      const body = (await res.json()) as any;
      expect(body.code).toBe(code);
      expect(body.message).toContain(mentioned);
      expect(Object.keys(body).sort()).toEqual([
        'code',
        'details',
        'hint',
        'message',
      ]);
    },
  );

  it('refuses a country outside UK/US/EU/AS on the full sell form', async () => {
    const res = await post('sell_requests_full', {
      submission_id: randomUUID(),
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      phone: '1',
      brand: 'Rolex',
      country: 'FR',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).message).toContain(
      'sell_requests_full_country_value',
    );
  });

  it('answers 409 23505 for a repeated submission_id and keeps one copy', async () => {
    const row = enquiry({name: 'Twice Posted'});
    expect((await post('enquiries', row)).status).toBe(201);
    const again = await post('enquiries', row);
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).code).toBe('23505');
    const stored = await fetch(
      `${leads.base}/rest/v1/enquiries?submission_id=eq.${row.submission_id}`,
      {headers: keyHeaders(SERVICE_KEY)},
    );
    expect((await stored.json()) as any).toHaveLength(1);
  });
});

describe('GET /rest/v1/{table}', () => {
  it('does not let the anon key read any row', async () => {
    const res = await fetch(`${leads.base}/rest/v1/enquiries?select=*`, {
      headers: keyHeaders(ANON_KEY),
    });
    // Insert-only grant: Postgres itself refuses, as PostgREST on Supabase would (401 42501).
    expect(res.status).toBe(401);
    const body = (await res.json()) as any;
    expect(body.code).toBe('42501');
    expect(JSON.stringify(body)).not.toContain('ada@example.co.uk');
  });

  it('lets the service role read, newest first, with a limit', async () => {
    await post('enquiries', enquiry({name: 'Newest Of All'}));
    const res = await fetch(
      `${leads.base}/rest/v1/enquiries?select=*&order=created_at.desc&limit=2`,
      {headers: keyHeaders(SERVICE_KEY)},
    );
    expect(res.status).toBe(200);
    const rows = (await res.json()) as any;
    expect(rows).toHaveLength(2);
    expect(rows[0].name).toBe('Newest Of All');
    expect(rows[0].created_at >= rows[1].created_at).toBe(true);
  });

  it('refuses an unknown column in select', async () => {
    const res = await fetch(`${leads.base}/rest/v1/enquiries?select=nope`, {
      headers: keyHeaders(SERVICE_KEY),
    });
    expect(res.status).toBe(400);
  });
});
