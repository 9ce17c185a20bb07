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

const PNG = new Uint8Array(
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
);

function upload(
  path: string,
  body: Uint8Array<ArrayBuffer> | string,
  contentType: string,
  extra: Record<string, string> = {},
) {
  return fetch(`${leads.base}/storage/v1/object/sell-photos/${path}`, {
    method: 'POST',
    headers: {...keyHeaders(ANON_KEY), 'content-type': contentType, ...extra},
    body,
  });
}

/** Two records written within the same millisecond have no defined order; wait one out. */
async function nextMillisecond() {
  const start = Date.now();
  while (Date.now() === start)
    await new Promise((resolve) => setImmediate(resolve));
}

describe('storage', () => {
  it('stores a photo and answers with its Key and Id', async () => {
    const res = await upload('sub-1/front.png', PNG, 'image/png');
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.Key).toBe('sell-photos/sub-1/front.png');
    expect(body.Id).toMatch(/^[0-9a-f-]{36}$/);

    const back = await fetch(
      `${leads.base}/storage/v1/object/sell-photos/sub-1/front.png`,
      {
        headers: keyHeaders(SERVICE_KEY),
      },
    );
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);

    const asAnon = await fetch(
      `${leads.base}/storage/v1/object/sell-photos/sub-1/front.png`,
      {
        headers: keyHeaders(ANON_KEY),
      },
    );
    expect(asAnon.status).toBe(404);
  });

  it('refuses an existing path unless x-upsert (service role)', async () => {
    expect((await upload('sub-2/a.jpg', PNG, 'image/jpeg')).status).toBe(200);
    const again = await upload('sub-2/a.jpg', PNG, 'image/jpeg');
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).error).toBe('Duplicate');
    const upsert = await fetch(
      `${leads.base}/storage/v1/object/sell-photos/sub-2/a.jpg`,
      {
        method: 'POST',
        headers: {
          ...keyHeaders(SERVICE_KEY),
          'content-type': 'image/jpeg',
          'x-upsert': 'true',
        },
        body: PNG,
      },
    );
    expect(upsert.status).toBe(200);
  });

  it('refuses SVG with 415', async () => {
    const res = await upload(
      'sub-3/x.svg',
      '<svg onload="alert(1)"/>',
      'image/svg+xml',
    );
    expect(res.status).toBe(415);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await upload(
      'sub-3/big.jpg',
      new Uint8Array(10 * 1024 * 1024 + 1),
      'image/jpeg',
    );
    expect(res.status).toBe(413);
  });

  it('refuses missing keys and paths that climb out of the bucket', async () => {
    const noKey = await fetch(
      `${leads.base}/storage/v1/object/sell-photos/a.png`,
      {
        method: 'POST',
        headers: {'content-type': 'image/png'},
        body: PNG,
      },
    );
    expect(noKey.status).toBe(401);
    expect(
      (await upload('..%2F..%2Fescape.png', PNG, 'image/png')).status,
    ).toBe(400);
  });
});

describe('forms', () => {
  it('accepts JSON and answers {"ok": true}', async () => {
    const res = await fetch(`${leads.base}/forms/xcontact`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify({
        name: 'N',
        email: 'n@example.com',
        message: 'Hi',
        _subject: 'New Contact Form Submission',
        _template: 'table',
      }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as any).toEqual({ok: true});
  });

  it('accepts urlencoded and multipart posts with files', async () => {
    const urlencoded = await fetch(`${leads.base}/forms/xnews`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'email=a%40b.co&_subject=Newsletter+Subscription+-+Footer',
    });
    expect((await urlencoded.json()) as any).toEqual({ok: true});

    const form = new FormData();
    form.append('brand', 'Rolex');
    form.append('photo', new Blob([PNG], {type: 'image/png'}), 'dial.png');
    const multipart = await fetch(`${leads.base}/forms/xsell`, {
      method: 'POST',
      headers: {accept: 'application/json'},
      body: form,
    });
    expect((await multipart.json()) as any).toEqual({ok: true});

    const {items} = (await (
      await fetch(`${leads.base}/inbox.json`)
    ).json()) as any;
    const post = items.find(
      (item: {formId?: string}) => item.formId === 'xsell',
    );
    expect(post.fields).toMatchObject({brand: 'Rolex', photo: 'dial.png'});
    const file = await fetch(leads.base + post.photos[0].url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });
});

describe('inbox', () => {
  it("lists everything newest first and escapes visitors' text", async () => {
    await fetch(`${leads.base}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: keyHeaders(ANON_KEY),
      body: JSON.stringify({
        submission_id: randomUUID(),
        name: 'Older',
        email: 'o@example.com',
        message: 'first',
      }),
    });
    await nextMillisecond();
    await fetch(`${leads.base}/forms/xcontact`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify({
        name: '<script>alert("x")</script>',
        _subject: 'Newer',
      }),
    });

    const {items} = (await (
      await fetch(`${leads.base}/inbox.json`)
    ).json()) as any;
    expect(items[0]).toMatchObject({
      kind: 'form_post',
      formId: 'xcontact',
      fields: {_subject: 'Newer'},
    });
    const older = items.findIndex(
      (item: {fields: {name?: string}}) => item.fields.name === 'Older',
    );
    expect(older).toBeGreaterThan(0);
    expect(items[older]).toMatchObject({
      kind: 'contact_message',
      table: 'contact_messages',
    });
    const times = items.map((item: {createdAt: string}) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.some((item: {kind: string}) => item.kind === 'photo')).toBe(
      true,
    );

    const html = await (await fetch(`${leads.base}/inbox`)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html.indexOf('Newer')).toBeLessThan(html.indexOf('Older'));
    expect(html).toContain(
      '<img src="/inbox/files/sell-photos/sub-1/front.png"',
    );
  });
});

describe('e-mail API stand-in', () => {
  const send = (body: Record<string, unknown>) =>
    fetch(`${leads.base}/mail/emails`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer local-mail-key',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        from: 'Shop <shop@example.com>',
        subject: 'Invitation',
        text: 'See the attachment',
        ...body,
      }),
    });

  it('keeps attachments as sent and lists them in the inbox', async () => {
    const to = `guest-${randomUUID()}@example.com`;
    const content = Buffer.from('BEGIN:VCALENDAR\r\n').toString('base64');
    const sent = await send({
      to: [to],
      attachments: [
        {
          filename: 'viewing.ics',
          content,
          content_type: 'text/calendar; method=REQUEST',
        },
      ],
    });
    expect(sent.status).toBe(200);
    const {items} = (await (
      await fetch(`${leads.base}/inbox.json`)
    ).json()) as any;
    const mail = items.find((item: any) => item.mail?.to.includes(to)).mail;
    expect(mail.attachments).toEqual([
      {
        filename: 'viewing.ics',
        content,
        contentType: 'text/calendar; method=REQUEST',
      },
    ]);
  });

  it('refuses attachments that are not base64 files with a name, with 422', async () => {
    for (const attachments of [
      'x',
      [{filename: '', content: 'QQ=='}],
      [{filename: 'a.ics', content: 'not base64!'}],
    ]) {
      const refused = await send({to: ['a@example.com'], attachments});
      expect(refused.status).toBe(422);
    }
  });
});

describe('routing', () => {
  it('leaves other paths to the main server', async () => {
    const res = await fetch(`${leads.base}/api/2026-04/graphql.json`);
    expect(await res.text()).toBe('not a lead route');
  });
});
