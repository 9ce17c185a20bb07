// The cart follows the market of the site it is used on: a new cart carries the site's country,
// a cart from another market's site is moved over (every line and total in the new currency),
// and a watch the market does not sell is refused with a message that says so.
import {describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {action} from '~/routes/($locale).cart';
import {loader as cartResourceLoader} from '~/routes/($locale).api.cart';
import {refusalMessage} from '~/server/cart/saleCheck';
import {siteOf} from '~/domain/markets/sitePath';
import type {VisitorCart} from '~/server/cart/cartOfVisitor';

type Reply = {
  data: {message?: string; cartId?: string};
  init: {status?: number; headers?: Headers} | null;
};

function addForm(merchandiseId: string) {
  const body = new URLSearchParams();
  body.set(
    CartForm.INPUT_NAME,
    JSON.stringify({
      action: CartForm.ACTIONS.LinesAdd,
      inputs: {lines: [{merchandiseId, quantity: 1}]},
    }),
  );
  return body;
}

async function add(path: string, merchandiseId: string, cookie = '') {
  return (await action(
    await routeArgs(path, {
      method: 'POST',
      body: addForm(merchandiseId),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: cookie,
      },
    }),
  )) as Reply;
}

async function cartOn(path: string, cookie: string): Promise<VisitorCart> {
  const response = (await cartResourceLoader(
    await routeArgs(path, {headers: {Cookie: cookie}}),
  )) as Response;
  return (await response.json()) as VisitorCart;
}

function currencies(cart: VisitorCart['cart']) {
  return new Set([
    cart!.cost.totalAmount.currencyCode,
    cart!.cost.subtotalAmount.currencyCode,
    ...cart!.lines.nodes.flatMap((line) => [
      line.cost.totalAmount.currencyCode,
      line.merchandise.price.currencyCode,
    ]),
  ]);
}

/** The UK catalogue's watches that can be bought, as the local shop holds them. */
async function watches() {
  const response = await fetch(`${localShopUrl()}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({
      query: `{ products(first: 250) { nodes { title
        status: metafield(namespace: "custom", key: "availability_status") { value }
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
  return data.products.nodes
    .filter(
      (product) =>
        product.status?.value === 'available' &&
        product.variants.nodes[0].availableForSale &&
        product.variants.nodes[0].quantityAvailable > 0,
    )
    .map((product) => ({
      title: product.title,
      variantId: product.variants.nodes[0].id,
    }));
}

async function watchWithStock() {
  return (await watches()).find(
    (watch) => !watch.title.startsWith('Cartier Tank'),
  )!;
}

describe('the cart in a market', () => {
  it('is made in the market of the site, and moves with the shopper to another market', async () => {
    const watch = await watchWithStock();
    const added = await add('/en-us/cart', watch.variantId);
    expect(added.init?.status ?? 200).toBe(200);
    const setCookie = new Headers(added.init?.headers).get('Set-Cookie')!;
    const cookie = /cart=[^;]+/.exec(setCookie)![0];

    const inUs = (await cartOn('/en-us/api/cart', cookie)).cart;
    expect(inUs?.buyerIdentity?.countryCode).toBe('US');
    expect(currencies(inUs)).toEqual(new Set(['USD']));

    const inEu = (await cartOn('/de-eu/api/cart', cookie)).cart;
    expect(inEu?.buyerIdentity?.countryCode).toBe('DE');
    expect(currencies(inEu)).toEqual(new Set(['EUR']));
    expect(inEu?.lines.nodes.map((line) => line.merchandise.id)).toEqual([
      watch.variantId,
    ]);

    const backHome = (await cartOn('/api/cart', cookie)).cart;
    expect(currencies(backHome)).toEqual(new Set(['GBP']));
  });

  it('refuses a watch the market does not sell, saying so in the page language', async () => {
    const tank = (await watches()).find((watch) =>
      watch.title.startsWith('Cartier Tank'),
    )!;
    const refused = await add('/en-us/cart', tank.variantId);
    expect(refused.init?.status).toBe(409);
    expect(refused.data.message).toBe(
      `Sorry, ${tank.title} is not sold in the market you are shopping in (United States). Please enquire about it instead.`,
    );
    const inUk = await add('/cart', tank.variantId);
    expect(inUk.init?.status ?? 200).toBe(200);
  });

  it('words the refusal in German too', () => {
    expect(
      refusalMessage(
        {merchandiseId: 'x', title: 'Cartier Tank', reason: 'not-in-market'},
        siteOf('eu', 'de'),
      ),
    ).toBe(
      'Leider wird Cartier Tank in dem Markt, in dem Sie einkaufen (Euroraum), nicht verkauft. Bitte fragen Sie die Uhr bei uns an.',
    );
  });
});
