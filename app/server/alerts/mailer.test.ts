import {describe, expect, it} from 'vitest';
import {sendMail, type MailConfig, type MailMessage} from './mailer';

const message: MailMessage = {
  to: 'dealer@example.co.uk',
  subject: 'New offer',
  html: '<p>New offer</p>',
  text: 'New offer',
  headers: {},
  idempotencyKey: 'offer-dealer-5b0c9e8e-0000-4000-8000-000000000001',
};

/** A mail API that answers as told, and the form service behind it; every call is kept. */
function config(api: 'no-answer' | 'refuses'): {
  config: MailConfig;
  calls: Array<{url: string; headers: Headers; body: string}>;
} {
  const calls: Array<{url: string; headers: Headers; body: string}> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      headers: new Headers(init.headers),
      body: String(init.body),
    });
    if (url.startsWith('https://mail.test')) {
      if (api === 'no-answer') throw new TypeError('network error');
      return new Response('{"message":"down"}', {status: 500});
    }
    return Response.json({ok: true});
  }) as typeof globalThis.fetch;
  return {
    calls,
    config: {
      api: {url: 'https://mail.test/emails', key: 'key'},
      from: 'shop@example.co.uk',
      fetch,
      timeoutMs: 1000,
      sinks: {
        forms: {endpoint: 'https://forms.test/{formId}'},
        primary: 'supabase',
        timeoutMs: 1000,
        fetch,
      },
    },
  };
}

describe('a message with an idempotency key', () => {
  it('is asked again of the API with the same key when no answer came, and never sent another way', async () => {
    const {config: mail, calls} = config('no-answer');
    await expect(sendMail(mail, message)).rejects.toThrow('mail api');
    expect(calls.map((call) => call.url)).toEqual([
      'https://mail.test/emails',
      'https://mail.test/emails',
    ]);
    for (const call of calls)
      expect(call.headers.get('Idempotency-Key')).toBe(message.idempotencyKey);
  });

  it('goes to the form service under its key when the API refused it', async () => {
    const {config: mail, calls} = config('refuses');
    expect(await sendMail(mail, message)).toBe('forms');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1].body)).toMatchObject({
      submission_id: message.idempotencyKey,
    });
  });
});
