// The /cart route's action and loader against the run's local shop: the purchase rules
// (docs/decisions/004) enforced on the server, where a visitor without JavaScript meets them.
import {describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {action, loader} from '~/routes/($locale).cart';
import {loader as cartResourceLoader} from '~/routes/($locale).api.cart';

type Reply = {
  data: {message?: string; cartId?: string};
  init: {status?: number; headers?: Headers} | null;
};

async function findWatch(stock: number) {
  const response = await fetch(`${localShopUrl()}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({
      query: `{ products(first: 250) { nodes { title status: metafield(namespace: "custom", key: "availability_status") { value }
        variants(first: 1) { nodes { id quantityAvailable availableForSale } } } } }`,
    }),
  });
  const {data} = (await response.json()) as {
    data: {
      products: {
        nodes: Array<{
          title: string;
          status: {value: string} | null;
          variants: {
            nodes: Array<{
              id: string;
              quantityAvailable: number;
              availableForSale: boolean;
            }>;
          };
        }>;
      };
    };
  };
  const product = data.products.nodes.find(
    (p) =>
      p.status?.value === 'available' &&
      p.variants.nodes[0].availableForSale &&
      p.variants.nodes[0].quantityAvailable === stock,
  );
  if (!product) throw new Error(`no available watch with stock ${stock}`);
  return {title: product.title, variantId: product.variants.nodes[0].id};
}

function cartForm(actionName: string, inputs: Record<string, unknown>) {
  const body = new URLSearchParams();
  body.set(CartForm.INPUT_NAME, JSON.stringify({action: actionName, inputs}));
  return body;
}

async function post(
  body: URLSearchParams,
  cookie = '',
  url = '/cart',
): Promise<Reply | Response> {
  const args = await routeArgs(url, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookie,
    },
  });
  return (await action(args)) as Reply | Response;
}

function cartCookie(reply: Reply): string {
  const setCookie = new Headers(reply.init?.headers).get('Set-Cookie') ?? '';
  const match = /cart=([^;]+)/.exec(setCookie);
  if (!match) throw new Error(`no cart cookie in ${setCookie}`);
  return `cart=${match[1]}`;
}

describe('/cart action', () => {
  it('sets the cart cookie HttpOnly and SameSite=Lax, and Secure whenever the shop is served over HTTPS', async () => {
    const watch = await findWatch(1);
    const add = () =>
      cartForm(CartForm.ACTIONS.LinesAdd, {
        lines: [{merchandiseId: watch.variantId, quantity: 1}],
      });
    const setCookie = (reply: Reply) =>
      new Headers(reply.init?.headers).get('Set-Cookie') ?? '';

    const overHttps = setCookie(
      (await post(add(), '', 'https://shop.example/cart')) as Reply,
    );
    expect(overHttps).toMatch(/^cart=[^;]+;/);
    expect(overHttps).toMatch(/; HttpOnly/i);
    expect(overHttps).toMatch(/; SameSite=Lax/i);
    expect(overHttps).toMatch(/; Secure/i);

    // Local development against the local shop over plain HTTP: a Secure cookie would be dropped.
    const overHttp = setCookie((await post(add())) as Reply);
    expect(overHttp).toMatch(/; HttpOnly/i);
    expect(overHttp).toMatch(/; SameSite=Lax/i);
    expect(overHttp).not.toMatch(/; Secure/i);
  });

  it('adds a watch, then refuses more than the stock with the exact message and changes nothing', async () => {
    const watch = await findWatch(1);
    const added = (await post(
      cartForm(CartForm.ACTIONS.LinesAdd, {
        lines: [{merchandiseId: watch.variantId, quantity: 1}],
      }),
    )) as Reply;
    expect(added.init?.status ?? 200).toBe(200);
    const cookie = cartCookie(added);

    const again = (await post(
      cartForm(CartForm.ACTIONS.LinesAdd, {
        lines: [{merchandiseId: watch.variantId, quantity: 1}],
      }),
      cookie,
    )) as Reply;
    expect(again.init?.status).toBe(400);
    expect(again.data.message).toBe('Only 1 unit(s) available');

    const page = await loader(
      await routeArgs('/cart', {headers: {Cookie: cookie}}),
    );
    expect(
      page.cart?.lines.nodes.map((line) => [
        line.merchandise.product.title,
        line.quantity,
      ]),
    ).toEqual([[watch.title, 1]]);
  });

  it('lets the quantity rise to the stock but not past it, nor below 1', async () => {
    const watch = await findWatch(2);
    const added = (await post(
      cartForm(CartForm.ACTIONS.LinesAdd, {
        lines: [{merchandiseId: watch.variantId, quantity: 1}],
      }),
    )) as Reply;
    const cookie = cartCookie(added);
    const page = await loader(
      await routeArgs('/cart', {headers: {Cookie: cookie}}),
    );
    const lineId = page.cart!.lines.nodes[0].id;

    const toTwo = (await post(
      cartForm(CartForm.ACTIONS.LinesUpdate, {
        lines: [{id: lineId, quantity: 2}],
      }),
      cookie,
    )) as Reply;
    expect(toTwo.init?.status ?? 200).toBe(200);
    const toThree = (await post(
      cartForm(CartForm.ACTIONS.LinesUpdate, {
        lines: [{id: lineId, quantity: 3}],
      }),
      cookie,
    )) as Reply;
    expect(toThree.init?.status).toBe(400);
    expect(toThree.data.message).toBe('Only 2 unit(s) available');
    const toZero = (await post(
      cartForm(CartForm.ACTIONS.LinesUpdate, {
        lines: [{id: lineId, quantity: 0}],
      }),
      cookie,
    )) as Reply;
    expect(toZero.init?.status).toBe(400);
    expect(toZero.data.message).toBe(
      'Failed to update item quantity. Please try again.',
    );

    const after = await loader(
      await routeArgs('/cart', {headers: {Cookie: cookie}}),
    );
    expect(after.cart?.lines.nodes[0].quantity).toBe(2);
  });

  it('replaces a cart cookie whose cart no longer exists with a new cart', async () => {
    const watch = await findWatch(1);
    const reply = (await post(
      cartForm(CartForm.ACTIONS.LinesAdd, {
        lines: [{merchandiseId: watch.variantId, quantity: 1}],
      }),
      'cart=c1-gone0000000000000000000',
    )) as Reply;
    expect(reply.init?.status ?? 200).toBe(200);
    expect(reply.data.cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(cartCookie(reply)).not.toContain('c1-gone');
  });

  it('sends checkout to the cart’s own checkoutUrl, and refuses an empty cart', async () => {
    const watch = await findWatch(1);
    const added = (await post(
      cartForm(CartForm.ACTIONS.LinesAdd, {
        lines: [{merchandiseId: watch.variantId, quantity: 1}],
      }),
    )) as Reply;
    const checkout = await post(
      new URLSearchParams({intent: 'checkout'}),
      cartCookie(added),
    );
    expect(checkout).toBeInstanceOf(Response);
    expect((checkout as Response).status).toBe(303);
    expect((checkout as Response).headers.get('Location')).toMatch(
      new RegExp(`^${localShopUrl()}/checkouts/cn/`),
    );

    const empty = (await post(
      new URLSearchParams({intent: 'checkout'}),
    )) as Reply;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.message).toBe('Your cart is empty');
  });

  it('checks a new line and a new cart against the stock too, before Shopify is asked', async () => {
    const watch = await findWatch(1);
    const add = (lines: Array<{merchandiseId: string; quantity: number}>) =>
      post(cartForm(CartForm.ACTIONS.LinesAdd, {lines})) as Promise<Reply>;
    const cookieOf = (reply: Reply) =>
      new Headers(reply.init?.headers).get('Set-Cookie');

    // No cart yet: the line would create one holding two of a watch with one in stock.
    const over = await add([{merchandiseId: watch.variantId, quantity: 2}]);
    expect(over.init?.status).toBe(400);
    expect(over.data.message).toBe('Only 1 unit(s) available');
    expect(over.data.cartId).toBeUndefined();
    expect(cookieOf(over)).toBeNull();

    // The same watch twice in one request counts as two.
    const twice = await add([
      {merchandiseId: watch.variantId, quantity: 1},
      {merchandiseId: watch.variantId, quantity: 1},
    ]);
    expect(twice.init?.status).toBe(400);
    expect(twice.data.message).toBe('Only 1 unit(s) available');

    for (const quantity of [0, -1, 1.5]) {
      const odd = await add([{merchandiseId: watch.variantId, quantity}]);
      expect(odd.init?.status).toBe(400);
      expect(odd.data.message).toBe(
        'Failed to add item to cart. Please try again.',
      );
      expect(cookieOf(odd)).toBeNull();
    }
  });
});

describe('/api/cart', () => {
  it('answers the cart page’s own data as private JSON the browser never stores', async () => {
    const watch = await findWatch(1);
    const added = (await post(
      cartForm(CartForm.ACTIONS.LinesAdd, {
        lines: [{merchandiseId: watch.variantId, quantity: 1}],
      }),
    )) as Reply;
    const cookie = cartCookie(added);

    const response = await cartResourceLoader(
      await routeArgs('/api/cart', {headers: {Cookie: cookie}}),
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await response.json()) as Awaited<ReturnType<typeof loader>>;
    expect(body.unavailable).toBe(false);
    expect(
      body.cart?.lines.nodes.map((line) => [
        line.merchandise.product.title,
        line.quantity,
      ]),
    ).toEqual([[watch.title, 1]]);
    const page = await loader(
      await routeArgs('/cart', {headers: {Cookie: cookie}}),
    );
    expect(body).toEqual(JSON.parse(JSON.stringify(page)));

    const none = await cartResourceLoader(await routeArgs('/api/cart'));
    expect(await none.json()).toEqual({cart: null, unavailable: false});
  });
});
