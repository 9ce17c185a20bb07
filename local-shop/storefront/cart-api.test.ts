// Contract tests: the cart lifecycle through Hydrogen's own cart handler (its mutation
// documents and default fragment) and the storefront's cart fragment.
import {createCartHandler, createStorefrontClient} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_QUERY_FRAGMENT} from '../../app/graphql/cartFragments';
import {startTestShop, type TestShop} from './test-shop';

let shop: TestShop;
let storefront: ReturnType<typeof createStorefrontClient>['storefront'];

beforeAll(async () => {
  shop = await startTestShop();
  storefront = createStorefrontClient({
    storeDomain: shop.url,
    privateStorefrontToken: 'local-storefront-private-token',
    publicStorefrontToken: 'local-storefront-public-token',
    storefrontApiVersion: '2026-04',
    i18n: {language: 'EN', country: 'GB'},
  }).storefront;
});
afterAll(async () => {
  await shop.dispose();
});

const SUBMARINER = 'gid://shopify/ProductVariant/1'; // stock 2, £12,950
const DAYTONA = 'gid://shopify/ProductVariant/2'; // stock 1, £24,500
const ROYAL_OAK = 'gid://shopify/ProductVariant/4'; // sold, stock 0

/** A cart handler holding its cart id like Hydrogen's cookie would. */
function cartHandler(cartFragment?: string): {
  handler: any;
  setId: (value: string) => string;
} {
  let id: string | undefined;
  const handler = createCartHandler({
    storefront,
    cartQueryFragment: cartFragment,
    getCartId: () => id,
    setCartId: (cartId) => {
      id = cartId;
      return new Headers();
    },
  });
  return {handler, setId: (value: string) => (id = value)};
}

describe("cart lifecycle with Hydrogen's default documents", () => {
  it('creates, adds, updates, removes, and reads the cart back', async () => {
    const {handler, setId} = cartHandler();
    const created = await handler.addLines([
      {merchandiseId: SUBMARINER, quantity: 1},
    ]);
    expect(created.userErrors).toEqual([]);
    expect(created.cart.checkoutUrl).toMatch(
      new RegExp(`^${shop.url}/checkouts/cn/`),
    );
    expect(created.cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[^?]+\?key=\w+$/);
    setId(created.cart.id);

    const added = await handler.addLines([
      {merchandiseId: DAYTONA, quantity: 1},
    ]);
    expect(added.cart.totalQuantity).toBe(2);

    const cart = await handler.get();
    expect(cart!.lines.edges).toHaveLength(2);
    expect(cart!.cost.totalAmount).toEqual({
      amount: '37450.0',
      currencyCode: 'GBP',
    });
    expect(cart!.cost.totalTaxAmount).toBeNull();
    expect(cart!.buyerIdentity.countryCode).toBe('GB');
    const subLine = cart!.lines.edges.find(
      (e: any) => e.node.merchandise.id === SUBMARINER,
    )!.node;

    const updated = await handler.updateLines([{id: subLine.id, quantity: 2}]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.warnings).toEqual([]);
    expect(updated.cart.totalQuantity).toBe(3);

    const removed = await handler.removeLines([subLine.id]);
    expect(removed.cart.totalQuantity).toBe(1);

    await handler.updateNote('Please call before delivery');
    await handler.updateAttributes([{key: 'source', value: 'test'}]);
    await handler.updateBuyerIdentity({email: 'buyer@example.com'});
    const discount = await handler.updateDiscountCodes(['WELCOME10']);
    expect(discount.warnings.map((w: any) => w.code)).toEqual([
      'DISCOUNT_NOT_FOUND',
    ]);
    const final = await handler.get();
    expect(final).toMatchObject({
      note: 'Please call before delivery',
      attributes: [{key: 'source', value: 'test'}],
      buyerIdentity: {email: 'buyer@example.com', countryCode: 'GB'},
      discountCodes: [{code: 'WELCOME10', applicable: false}],
      appliedGiftCards: [],
      totalQuantity: 1,
    });
  });

  it("caps a line at the stock with Shopify's warning", async () => {
    const {handler, setId} = cartHandler();
    const created = await handler.addLines([
      {merchandiseId: SUBMARINER, quantity: 5},
    ]);
    setId(created.cart.id);
    expect(created.cart.totalQuantity).toBe(2);
    expect(created.warnings).toHaveLength(1);
    expect(created.warnings[0]).toMatchObject({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    });
    const cart = await handler.get();
    expect(created.warnings[0].target).toBe(cart!.lines.edges[0].node.id);

    const again = await handler.addLines([
      {merchandiseId: SUBMARINER, quantity: 1},
    ]);
    expect(again.cart.totalQuantity).toBe(2);
    expect(again.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');

    const update = await handler.updateLines([
      {id: cart!.lines.edges[0].node.id, quantity: 9},
    ]);
    expect(update.cart.totalQuantity).toBe(2);
    expect(update.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('refuses sold-out and unknown merchandise', async () => {
    const {handler, setId} = cartHandler();
    const created = await handler.create({});
    setId(created.cart.id);
    const sold = await handler.addLines([
      {merchandiseId: ROYAL_OAK, quantity: 1},
    ]);
    expect(sold.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: expect.any(String),
        target: ROYAL_OAK,
      },
    ]);
    expect(sold.cart.totalQuantity).toBe(0);
    const unknown = await handler.addLines([
      {merchandiseId: 'gid://shopify/ProductVariant/999', quantity: 1},
    ]);
    expect(unknown.userErrors[0]).toMatchObject({
      code: 'INVALID',
      field: ['lines', '0', 'merchandiseId'],
    });
    const badLine = await handler.updateLines([
      {id: 'gid://shopify/CartLine/nope', quantity: 1},
    ]);
    expect(badLine.userErrors[0].code).toBe('INVALID');
  });
});

describe("cart with the storefront's fragment", () => {
  it("answers every field the storefront asks for, inside Hydrogen's CartQuery", async () => {
    const {handler, setId} = cartHandler(CART_QUERY_FRAGMENT);
    const created = await handler.addLines([
      {merchandiseId: DAYTONA, quantity: 1},
    ]);
    expect(created.errors).toBeUndefined();
    setId(created.cart.id);
    const cart = await handler.get();
    expect(cart).toMatchObject({
      totalQuantity: 1,
      cost: {subtotalAmount: {amount: '24500.0', currencyCode: 'GBP'}},
    });
  });
});

describe('cart lookup and checkout', () => {
  it('answers a null cart for an unknown id, and finds a cart with or without its key', async () => {
    const query = `query($id: ID!) { cart(id: $id) { id totalQuantity } }`;
    expect(
      (await shop.gql(query, {id: 'gid://shopify/Cart/unknown'})).data.cart,
    ).toBeNull();
    const created = await shop.gql(
      `mutation { cartCreate(input: {lines: [{merchandiseId: "${SUBMARINER}", quantity: 2}]}) { cart { id } } }`,
    );
    const id = created.data.cartCreate.cart.id as string;
    expect((await shop.gql(query, {id})).data.cart.totalQuantity).toBe(2);
    expect(
      (await shop.gql(query, {id: id.split('?')[0]})).data.cart.totalQuantity,
    ).toBe(2);
    expect(
      (await shop.gql(query, {id: id.split('?')[0] + '?key=wrong'})).data.cart,
    ).toBeNull();
    const missing = await shop.gql(
      `mutation { cartLinesAdd(cartId: "gid://shopify/Cart/nope", lines: []) { cart { id } userErrors { field code } } }`,
    );
    expect(missing.data.cartLinesAdd).toEqual({
      cart: null,
      userErrors: [{field: ['cartId'], code: 'INVALID'}],
    });
  });

  it('shows every line, quantity and the total on the checkout page', async () => {
    const created = await shop.gql(`mutation {
      cartCreate(input: {lines: [{merchandiseId: "${SUBMARINER}", quantity: 2}, {merchandiseId: "${DAYTONA}", quantity: 1}]}) { cart { checkoutUrl } }
    }`);
    const res = await fetch(created.data.cartCreate.cart.checkoutUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Rolex Submariner Date 126610LN');
    expect(html).toContain('Rolex Cosmograph Daytona 116500LN');
    expect(html).toMatch(/data-testid="total-quantity">3</);
    expect(html).toContain('£50,400.00');
    expect((await fetch(`${shop.url}/checkouts/cn/nope`)).status).toBe(404);
  });
});
