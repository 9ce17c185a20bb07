// What Shopify refuses, the local shop refuses (decision 107): the Admin API mutations that take
// a watch off sale (inventoryPolicy DENY and the available quantity set to 0, with Shopify's
// names, inputs and user errors), the Storefront API's availability after them, carts that
// will not take the watch, and a checkout that will not be paid while a line is unavailable.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestShop, type TestShop} from '../storefront/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const SUBMARINER = 'gid://shopify/ProductVariant/1'; // stock 2, £12,950
const NAUTILUS = 'gid://shopify/ProductVariant/3'; // stock 1, £98,000
const TUDOR = 'gid://shopify/ProductVariant/6'; // stock 1, £2,950
const ROYAL_OAK = 'gid://shopify/ProductVariant/4'; // sold, stock 0

const VARIANT_STATE = `query ($id: ID!) {
  productVariant(id: $id) {
    id
    inventoryPolicy
    product { id }
    inventoryItem {
      id
      tracked
      inventoryLevels(first: 5) {
        nodes { location { id } quantities(names: ["available", "on_hand"]) { name quantity } }
      }
    }
  }
}`;

const SET_QUANTITY = `mutation ($input: InventorySetQuantitiesInput!, $key: String!) {
  inventorySetQuantities(input: $input) @idempotent(key: $key) {
    inventoryAdjustmentGroup { changes { name delta quantityAfterChange } }
    userErrors { field message code }
  }
}`;

const FOR_SALE = `query ($id: ID!) {
  node(id: $id) { ... on ProductVariant { availableForSale quantityAvailable } }
}`;

async function takeOffSale(variantId: string) {
  const {data} = await shop.admin(VARIANT_STATE, {id: variantId});
  const variant = data.productVariant;
  const policy = await shop.admin(
    `mutation ($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
      productVariantsBulkUpdate(productId: $productId, variants: $variants) {
        productVariants { inventoryPolicy inventoryItem { tracked } }
        userErrors { field message code }
      }
    }`,
    {
      productId: variant.product.id,
      variants: [
        {
          id: variant.id,
          inventoryPolicy: 'DENY',
          inventoryItem: {tracked: true},
        },
      ],
    },
  );
  expect(policy.data.productVariantsBulkUpdate).toEqual({
    productVariants: [
      {inventoryPolicy: 'DENY', inventoryItem: {tracked: true}},
    ],
    userErrors: [],
  });
  const level = variant.inventoryItem.inventoryLevels.nodes[0];
  const available = level.quantities.find(
    (q: {name: string}) => q.name === 'available',
  ).quantity;
  return shop.admin(SET_QUANTITY, {
    key: `off-sale-${variantId}`,
    input: {
      name: 'available',
      reason: 'correction',
      quantities: [
        {
          inventoryItemId: variant.inventoryItem.id,
          locationId: level.location.id,
          quantity: 0,
          changeFromQuantity: available,
        },
      ],
    },
  });
}

describe('taking a watch off sale through the Admin API', () => {
  it('reads the variant as Shopify answers it: policy, tracked stock at one location', async () => {
    const {data, errors} = await shop.admin(VARIANT_STATE, {id: NAUTILUS});
    expect(errors).toBeUndefined();
    expect(data.productVariant).toMatchObject({
      inventoryPolicy: 'DENY',
      inventoryItem: {
        tracked: true,
        inventoryLevels: {
          nodes: [
            {
              location: {id: 'gid://shopify/Location/1'},
              quantities: [
                {name: 'available', quantity: 1},
                {name: 'on_hand', quantity: 1},
              ],
            },
          ],
        },
      },
    });
  });

  it('sells on at zero stock under CONTINUE, and stops under DENY with the stock at 0', async () => {
    const {data} = await shop.admin(VARIANT_STATE, {id: ROYAL_OAK});
    const cont = await shop.admin(
      `mutation ($p: ID!, $v: [ProductVariantsBulkInput!]!) {
        productVariantsBulkUpdate(productId: $p, variants: $v) { userErrors { code } }
      }`,
      {
        p: data.productVariant.product.id,
        v: [{id: ROYAL_OAK, inventoryPolicy: 'CONTINUE'}],
      },
    );
    expect(cont.data.productVariantsBulkUpdate.userErrors).toEqual([]);
    expect((await shop.gql(FOR_SALE, {id: ROYAL_OAK})).data.node).toEqual({
      availableForSale: true,
      quantityAvailable: 0,
    });
    const set = await takeOffSale(ROYAL_OAK);
    expect(set.data.inventorySetQuantities.userErrors).toEqual([]);
    expect((await shop.gql(FOR_SALE, {id: ROYAL_OAK})).data.node).toEqual({
      availableForSale: false,
      quantityAvailable: 0,
    });
  });

  it('sets the available quantity to 0 with compare-and-set, and the Storefront API follows', async () => {
    const set = await takeOffSale(TUDOR);
    expect(set.data.inventorySetQuantities).toEqual({
      inventoryAdjustmentGroup: {
        changes: [{name: 'available', delta: -1, quantityAfterChange: 0}],
      },
      userErrors: [],
    });
    expect((await shop.gql(FOR_SALE, {id: TUDOR})).data.node).toEqual({
      availableForSale: false,
      quantityAvailable: 0,
    });
  });

  it("answers Shopify's user errors for a stale quantity, an unknown location or name", async () => {
    const input = (quantity: Record<string, unknown>, name = 'available') => ({
      key: `errors-${name}-${JSON.stringify(quantity)}`,
      input: {
        name,
        reason: 'correction',
        quantities: [
          {
            inventoryItemId: 'gid://shopify/InventoryItem/1',
            locationId: 'gid://shopify/Location/1',
            quantity: 0,
            changeFromQuantity: 2,
            ...quantity,
          },
        ],
      },
    });
    const stale = await shop.admin(
      SET_QUANTITY,
      input({changeFromQuantity: 5}),
    );
    expect(stale.data.inventorySetQuantities).toEqual({
      inventoryAdjustmentGroup: null,
      userErrors: [
        {
          field: ['input', 'quantities', '0', 'changeFromQuantity'],
          message:
            'The changeFromQuantity value does not match persisted value.',
          code: 'CHANGE_FROM_QUANTITY_STALE',
        },
      ],
    });
    const location = await shop.admin(
      SET_QUANTITY,
      input({locationId: 'gid://shopify/Location/99'}),
    );
    expect(location.data.inventorySetQuantities.userErrors[0].code).toBe(
      'INVALID_LOCATION',
    );
    const name = await shop.admin(SET_QUANTITY, input({}, 'incoming'));
    expect(name.data.inventorySetQuantities.userErrors[0].code).toBe(
      'INVALID_NAME',
    );
    // Nothing changed: the Submariner still has its two.
    expect((await shop.gql(FOR_SALE, {id: SUBMARINER})).data.node).toEqual({
      availableForSale: true,
      quantityAvailable: 2,
    });
  });
});

describe('carts and checkout refuse what is not for sale', () => {
  const LINES = `cart { id checkoutUrl totalQuantity lines(first: 5) { nodes { quantity merchandise { ... on ProductVariant { id } } } } }
    userErrors { field message code } warnings { code message target }`;

  it('leaves an unavailable watch out of cartCreate and cartLinesAdd with MERCHANDISE_OUT_OF_STOCK', async () => {
    const created = await shop.gql(
      `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { ${LINES} } }`,
      {lines: [{merchandiseId: TUDOR, quantity: 1}]},
    );
    expect(created.data.cartCreate.cart.totalQuantity).toBe(0);
    expect(created.data.cartCreate.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: "The product 'Tudor Black Bay 58 79030N' is already sold out.",
        target: TUDOR,
      },
    ]);
    const added = await shop.gql(
      `mutation ($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${LINES} } }`,
      {
        id: created.data.cartCreate.cart.id,
        lines: [{merchandiseId: TUDOR, quantity: 1}],
      },
    );
    expect(added.data.cartLinesAdd.cart.lines.nodes).toEqual([]);
    expect(added.data.cartLinesAdd.warnings[0].code).toBe(
      'MERCHANDISE_OUT_OF_STOCK',
    );
  });

  it('caps a new line at the stock with MERCHANDISE_NOT_ENOUGH_STOCK', async () => {
    const created = await shop.gql(
      `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { ${LINES} } }`,
      {lines: [{merchandiseId: SUBMARINER, quantity: 7}]},
    );
    expect(created.data.cartCreate.cart.totalQuantity).toBe(2);
    expect(created.data.cartCreate.warnings[0]).toMatchObject({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: 'Only 2 items were added to your cart due to availability.',
    });
  });

  it('will not take payment for a cart whose watch went off sale after it was made', async () => {
    const created = await shop.gql(
      `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { ${LINES} } }`,
      {
        lines: [
          {merchandiseId: NAUTILUS, quantity: 1},
          {merchandiseId: SUBMARINER, quantity: 1},
        ],
      },
    );
    const checkoutUrl: string = created.data.cartCreate.cart.checkoutUrl;
    const before = await (await fetch(checkoutUrl)).text();
    expect(before).toContain('<button type="submit">Pay now</button>');

    expect(
      (await takeOffSale(NAUTILUS)).data.inventorySetQuantities.userErrors,
    ).toEqual([]);
    const open = await fetch(checkoutUrl);
    expect(open.status).toBe(200);
    const html = await open.text();
    expect(html).toContain('Some items are no longer available');
    expect(html).toMatch(
      /data-handle="patek-philippe-nautilus-5711-1a"[^>]*data-unavailable="true"[\s\S]*?No longer available/,
    );
    expect(html).not.toContain('Pay now');
    const pay = await fetch(checkoutUrl, {method: 'POST'});
    expect(pay.status).toBe(409);
    expect(await pay.text()).toContain('Some items are no longer available');
    // The order was not placed: the Submariner's stock is untouched.
    expect((await shop.gql(FOR_SALE, {id: SUBMARINER})).data.node).toEqual({
      availableForSale: true,
      quantityAvailable: 2,
    });
  });

  it('places the order of a cart whose lines are all available: stock goes down, the cart is used up', async () => {
    const created = await shop.gql(
      `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { ${LINES} } }`,
      {lines: [{merchandiseId: SUBMARINER, quantity: 1}]},
    );
    const {id, checkoutUrl} = created.data.cartCreate.cart;
    const pay = await fetch(checkoutUrl, {method: 'POST'});
    expect(pay.status).toBe(200);
    expect(await pay.text()).toContain('Your order is placed');
    expect((await shop.gql(FOR_SALE, {id: SUBMARINER})).data.node).toEqual({
      availableForSale: true,
      quantityAvailable: 1,
    });
    const gone = await shop.gql(`query ($id: ID!) { cart(id: $id) { id } }`, {
      id,
    });
    expect(gone.data.cart).toBeNull();
  });
});
