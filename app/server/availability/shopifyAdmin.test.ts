import {afterEach, describe, expect, it, vi} from 'vitest';
import {AdminApiError, shopifyAdminApi} from './shopifyAdmin';

/** Stands in for the network: what was asked, and one answer. */
function answering(status: number, body: unknown) {
  const asked = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: {'Content-Type': 'application/json'},
      }),
  );
  vi.stubGlobal('fetch', asked);
  return asked;
}

const env = (domain: string) => ({
  PUBLIC_STORE_DOMAIN: domain,
  SHOPIFY_ADMIN_API_TOKEN: 'shpat_test',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Admin API client', () => {
  it('asks a real store over https with the token', async () => {
    const asked = answering(200, {data: {shop: {name: 'Shop'}}});
    const admin = shopifyAdminApi(env('my-shop.myshopify.com'))!;
    expect(await admin.query('{ shop { name } }', {})).toEqual({
      shop: {name: 'Shop'},
    });
    const [url, init] = asked.mock.calls[0];
    expect(url).toBe(
      'https://my-shop.myshopify.com/admin/api/2026-04/graphql.json',
    );
    expect(new Headers(init?.headers).get('X-Shopify-Access-Token')).toBe(
      'shpat_test',
    );
  });

  it('asks the local shop at its own http origin', async () => {
    const asked = answering(200, {data: {ok: true}});
    await shopifyAdminApi(env('http://127.0.0.1:4000'))!.query('{ ok }', {});
    expect(asked.mock.calls[0][0]).toBe(
      'http://127.0.0.1:4000/admin/api/2026-04/graphql.json',
    );
  });

  it('reports a refused token and GraphQL errors as AdminApiError', async () => {
    answering(401, {errors: 'Invalid API key or access token'});
    const admin = shopifyAdminApi(env('my-shop.myshopify.com'))!;
    const refused = admin.query('{ ok }', {});
    await expect(refused).rejects.toBeInstanceOf(AdminApiError);
    await expect(refused).rejects.toThrow(
      /^Admin API answered HTTP 401: .*Invalid API key/,
    );
    answering(200, {errors: [{message: 'Field x does not exist'}]});
    const again = shopifyAdminApi(env('my-shop.myshopify.com'))!;
    await expect(again.query('{ x }', {})).rejects.toThrow(
      'Admin API errors: Field x does not exist',
    );
  });

  it('is none without a token', () => {
    expect(
      shopifyAdminApi({
        PUBLIC_STORE_DOMAIN: 'my-shop.myshopify.com',
        SHOPIFY_ADMIN_API_TOKEN: undefined,
      }),
    ).toBeNull();
  });
});
