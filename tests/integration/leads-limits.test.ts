// Request bodies are limited while they stream: a chunked post with no Content-Length is cut
// off after the form's limit (64 KB for text forms, 16 KB for the cart and stock alerts), not
// read whole, and answered 413.
import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {action as leadApiAction} from '~/routes/($locale).api.$kind';

// The lead API route by kind, at /api/newsletter.
const newsletterAction = (args: Parameters<typeof leadApiAction>[0]) =>
  leadApiAction({...args, params: {kind: 'newsletter'}});
import {action as sellFullAction} from '~/routes/($locale).sell-your-watch-form';
import {action as cartAction} from '~/routes/($locale).cart';
import {action as alertSubscribeAction} from '~/routes/($locale).alerts.subscribe';
import {maxBodyBytes, type LeadActionData} from '~/server/leads/leadAction';
import {CART_MAX_BODY_BYTES} from '~/server/cart/cartRequest';

/** A chunked upload of `total` bytes that counts how much the server pulled. */
function endlessBody(total: number, opening = '') {
  const chunk = new TextEncoder().encode(`email=${'a'.repeat(65_530)}&`);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const next =
        sent === 0
          ? new TextEncoder().encode(opening + 'a'.repeat(1024))
          : chunk;
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
  return {stream, pulled: () => sent};
}

async function post(
  action: (args: never) => Promise<unknown>,
  path: string,
  body: ReadableStream<Uint8Array>,
  contentType = 'application/x-www-form-urlencoded',
) {
  const args = await routeArgs(path, {
    method: 'POST',
    body,
    headers: {'Content-Type': contentType},
    duplex: 'half',
  } as RequestInit);
  return (await action(args as never)) as {
    data: LeadActionData;
    init: {status?: number};
  };
}

describe('lead request bodies', () => {
  it('cuts a 120 MB chunked newsletter post off after 64 KB with 413 and a clear message', async () => {
    const {stream, pulled} = endlessBody(120 * 1024 * 1024);
    const reply = await post(newsletterAction, '/api/newsletter', stream);
    expect(reply.init.status).toBe(413);
    expect(reply.data.result.error?.['']).toEqual(['leads.errBodyTooLong']);
    expect(pulled()).toBeLessThan(maxBodyBytes('newsletter') + 256 * 1024);
  });

  it('gives the photos form room for its photos but not for 120 MB', async () => {
    expect(maxBodyBytes('sellFull')).toBeGreaterThan(60 * 1024 * 1024);
    // A photo part that never ends (a body that is not multipart is refused at its first bytes).
    const {stream, pulled} = endlessBody(
      120 * 1024 * 1024,
      '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n',
    );
    const reply = await post(
      sellFullAction,
      '/sell-your-watch-form',
      stream,
      'multipart/form-data; boundary=x',
    );
    expect(reply.init.status).toBe(413);
    expect(reply.data.result.error?.['']).toEqual(['leads.errTooLarge']);
    expect(pulled()).toBeLessThan(maxBodyBytes('sellFull') + 1024 * 1024);
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const {stream, pulled} = endlessBody(1024 * 1024);
    const args = await routeArgs('/api/newsletter', {
      method: 'POST',
      body: stream,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(1024 * 1024),
      },
      duplex: 'half',
    } as RequestInit);
    const reply = (await newsletterAction(args as never)) as {
      init: {status?: number};
    };
    expect(reply.init.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(2 * 65_537);
  });

  it('cuts a 120 MB chunked cart post off after 16 KB with 413 and a clear message', async () => {
    const {stream, pulled} = endlessBody(120 * 1024 * 1024);
    const reply = (await post(cartAction, '/cart', stream)) as unknown as {
      data: {message?: string};
      init: {status?: number};
    };
    expect(reply.init.status).toBe(413);
    expect(reply.data.message).toBe(
      'This cart change is too large to accept. Please reload the page and try again.',
    );
    expect(pulled()).toBeLessThan(CART_MAX_BODY_BYTES + 256 * 1024);
  });

  it('answers a cart post that is not a cart form with 400, not 500', async () => {
    const body = new URLSearchParams({cartFormInput: '{not json'});
    const args = await routeArgs('/cart', {method: 'POST', body});
    const reply = (await cartAction(args as never)) as {
      data: {message?: string};
      init: {status?: number};
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.message).toBe(
      'This cart change could not be read. Please reload the page and try again.',
    );
  });

  it('cuts a 120 MB chunked stock-alert post off with 413 and a clear message', async () => {
    const {stream, pulled} = endlessBody(120 * 1024 * 1024);
    const reply = (await post(
      alertSubscribeAction,
      '/alerts/subscribe',
      stream,
    )) as unknown as {data: {formError?: string}; init: {status?: number}};
    expect(reply.init.status).toBe(413);
    expect(reply.data.formError).toBe('alerts.errTooLarge');
    expect(pulled()).toBeLessThan(256 * 1024);
  });
});
