// The cart refuses on the server what the page would not offer: sold watches, and watches
// whose status is neither available nor on request, whatever posts to /cart.
import {afterAll, describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {action} from '~/routes/($locale).cart';
import {setProduct} from '../../local-shop/admin/set-command';

type Reply = {
  data: {message?: string; cartId?: string};
  init: {status?: number; headers?: Headers} | null;
};

const ADMIN_TOKEN = 'local-admin-token';
const LEFT_OPEN = 'tudor-submariner-7928';

async function variantOf(handle: string): Promise<string> {
  const response = await fetch(`${localShopUrl()}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({
      query: `query ($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }`,
      variables: {handle},
    }),
  });
  const {data} = (await response.json()) as {
    data: {product: {variants: {nodes: Array<{id: string}>}} | null};
  };
  if (!data.product) throw new Error(`no product ${handle}`);
  return data.product.variants.nodes[0].id;
}

async function addToCart(handle: string, path = '/cart', cookie = '') {
  const body = new URLSearchParams();
  body.set(
    CartForm.INPUT_NAME,
    JSON.stringify({
      action: CartForm.ACTIONS.LinesAdd,
      inputs: {lines: [{merchandiseId: await variantOf(handle), quantity: 1}]},
    }),
  );
  return (await action(
    await routeArgs(path, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: cookie,
      },
    }),
  )) as Reply;
}

function cartCookie(reply: Reply): string {
  const setCookie = new Headers(reply.init?.headers).get('Set-Cookie') ?? '';
  const match = /cart=([^;]+)/.exec(setCookie);
  if (!match) throw new Error(`no cart cookie in ${setCookie}`);
  return `cart=${match[1]}`;
}

afterAll(async () => {
  await setProduct(localShopUrl(), ADMIN_TOKEN, LEFT_OPEN, [
    'custom.availability_status=available',
  ]);
});

describe('/cart refuses watches that cannot be bought', () => {
  it('refuses a direct POST of the sold Sky-Dweller with a clear message', async () => {
    const reply = await addToCart('rolex-sky-dweller-326934');
    expect(reply.init?.status).toBe(409);
    expect(reply.data.message).toBe(
      'Sorry, Rolex Sky-Dweller 326934 has been sold and can no longer be bought.',
    );
    expect(reply.data.cartId).toBeUndefined();
  });

  it('refuses reserved and coming-soon watches (Status Unknown), in German too', async () => {
    const reserved = await addToCart(
      'jaeger-lecoultre-master-ultra-thin-moon-q1368420',
    );
    expect(reserved.init?.status).toBe(409);
    expect(reserved.data.message).toBe(
      'Sorry, Jaeger-LeCoultre Master Ultra Thin Moon Q1368420 cannot be bought online. Please enquire about it instead.',
    );
    const german = await addToCart(
      'jaeger-lecoultre-master-ultra-thin-moon-q1368420',
      '/de/cart',
    );
    expect(german.init?.status).toBe(409);
    expect(german.data.message).toMatch(/nicht online gekauft werden/);
  });

  it('keeps on-request watches purchasable', async () => {
    const reply = await addToCart('omega-seamaster-300-165-024');
    expect(reply.init?.status ?? 200).toBe(200);
    expect(reply.data.cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it('refuses a page left open after the merchandiser marks the watch sold, and its checkout', async () => {
    const added = await addToCart(LEFT_OPEN);
    expect(added.init?.status ?? 200).toBe(200);
    const cookie = cartCookie(added);
    await setProduct(localShopUrl(), ADMIN_TOKEN, LEFT_OPEN, [
      'custom.availability_status=sold',
    ]);
    const again = await addToCart(LEFT_OPEN);
    expect(again.init?.status).toBe(409);
    expect(again.data.message).toBe(
      'Sorry, Tudor Submariner 7928 has been sold and can no longer be bought.',
    );
    const checkout = (await action(
      await routeArgs('/cart', {
        method: 'POST',
        body: new URLSearchParams({intent: 'checkout'}),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: cookie,
        },
      }),
    )) as Reply;
    expect(checkout.init?.status).toBe(409);
    expect(checkout.data.message).toBe(
      'Sorry, Tudor Submariner 7928 has been sold and can no longer be bought.',
    );
  });
});
