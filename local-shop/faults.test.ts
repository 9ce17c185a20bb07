// Fault switches: runtime control, per-request headers, "only the next N", and refused sockets.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {normalise} from './faults';
import {startTestShop, type TestShop} from './storefront/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const control = (method: string, body?: unknown) =>
  fetch(`${shop.url}/__local-shop/faults`, {
    method,
    headers: {'Content-Type': 'application/json'},
    body: body ? JSON.stringify(body) : undefined,
  });

const shopQuery = (headers: Record<string, string> = {}) =>
  fetch(`${shop.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
      ...headers,
    },
    body: JSON.stringify({query: '{ shop { name } }'}),
  });

describe('fault switches', () => {
  it('answers health', async () => {
    const res = await fetch(`${shop.url}/__local-shop/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ok: true});
  });

  it('reads settings safely', () => {
    expect(
      normalise({failRate: 7, failMode: 'bogus' as never, scope: 'x' as never}),
    ).toEqual({scope: 'all', latencyMs: 0, failRate: 1, failMode: 'http'});
    expect(normalise({remaining: 2})).toMatchObject({
      failRate: 1,
      remaining: 2,
    });
  });

  it('fails only the next N requests, then recovers', async () => {
    await control('POST', {
      scope: 'storefront',
      failMode: 'http',
      remaining: 2,
    });
    expect((await shopQuery()).status).toBe(503);
    expect((await shopQuery()).status).toBe(503);
    expect((await shopQuery()).status).toBe(200);
    await control('DELETE');
  });

  it('answers GraphQL errors in graphql mode', async () => {
    await control('POST', {failMode: 'graphql', failRate: 1});
    const res = await shopQuery();
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).errors[0].extensions.code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
    await control('DELETE');
    expect((await shopQuery()).status).toBe(200);
  });

  it('leaves other scopes alone', async () => {
    await control('POST', {scope: 'leads', failRate: 1});
    expect((await shopQuery()).status).toBe(200);
    await control('DELETE');
  });

  it('fails one request on demand by header, and refuses connections', async () => {
    expect((await shopQuery({'X-Local-Shop-Fault': 'http'})).status).toBe(503);
    await expect(shopQuery({'X-Local-Shop-Fault': 'refuse'})).rejects.toThrow();
    expect((await shopQuery({'X-Local-Shop-Latency': '5'})).status).toBe(200);
  });
});
