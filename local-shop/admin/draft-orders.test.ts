// Draft orders with Shopify's shapes: a discounted line for a buyer, the stock held until
// reserveInventoryUntil (the Storefront API says not for sale), the invoice checkout at the
// draft's price, completion when paid, the hold lapsing when its time passes, and user errors.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestShop, type TestShop} from '../storefront/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const CREATE = `mutation($input: DraftOrderInput!) { draftOrderCreate(input: $input) {
  draftOrder { id name status email invoiceUrl reserveInventoryUntil
    subtotalPriceSet { shopMoney { amount currencyCode } }
    totalPriceSet { shopMoney { amount currencyCode } }
    lineItems(first: 5) { nodes { quantity variant { id } originalUnitPriceSet { shopMoney { amount } }
      appliedDiscount { value valueType title amountSet { shopMoney { amount } } }
      discountedTotalSet { shopMoney { amount } } } } }
  userErrors { field message } } }`;

const DRAFT = `query($id: ID!) { draftOrder(id: $id) { status completedAt order { id name } reserveInventoryUntil } }`;

async function variantOf(handle: string) {
  const {data} = await shop.gql(
    `query($h: String!) { product(handle: $h) { availableForSale variants(first: 1) { nodes { id quantityAvailable } } } }`,
    {h: handle},
  );
  return data.product as {
    availableForSale: boolean;
    variants: {nodes: Array<{id: string; quantityAvailable: number}>};
  };
}

const inHours = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString();

describe('draft orders', () => {
  it('creates one at an agreed price that holds the watch until paid', async () => {
    const handle = 'patek-philippe-nautilus-5711-1a';
    const before = await variantOf(handle);
    expect(before.availableForSale).toBe(true);
    const {data} = await shop.admin(CREATE, {
      input: {
        email: 'buyer@example.com',
        reserveInventoryUntil: inHours(48),
        lineItems: [
          {
            variantId: before.variants.nodes[0].id,
            quantity: 1,
            appliedDiscount: {
              value: 8000,
              valueType: 'FIXED_AMOUNT',
              title: 'Agreed offer',
            },
          },
        ],
      },
    });
    const draft = data.draftOrderCreate.draftOrder;
    expect(data.draftOrderCreate.userErrors).toEqual([]);
    expect(draft).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/DraftOrder\/\d+$/),
      status: 'OPEN',
      email: 'buyer@example.com',
      subtotalPriceSet: {shopMoney: {amount: '90000.0', currencyCode: 'GBP'}},
      totalPriceSet: {shopMoney: {amount: '90000.0'}},
      lineItems: {
        nodes: [
          {
            quantity: 1,
            originalUnitPriceSet: {shopMoney: {amount: '98000.0'}},
            appliedDiscount: {
              value: 8000,
              valueType: 'FIXED_AMOUNT',
              title: 'Agreed offer',
              amountSet: {shopMoney: {amount: '8000.0'}},
            },
            discountedTotalSet: {shopMoney: {amount: '90000.0'}},
          },
        ],
      },
    });
    expect(draft.invoiceUrl).toMatch(
      new RegExp(`^${shop.url}/invoices/[0-9a-f]{32}$`),
    );
    // Held for the buyer: nobody else can buy it.
    expect(await variantOf(handle)).toMatchObject({
      availableForSale: false,
      variants: {nodes: [{quantityAvailable: 0}]},
    });

    const invoice = await fetch(draft.invoiceUrl);
    expect(invoice.status).toBe(200);
    expect(await invoice.text()).toContain(
      '<td data-testid="total">£90,000.00</td>',
    );
    const paid = await fetch(draft.invoiceUrl, {method: 'POST'});
    expect(paid.status).toBe(200);
    const after = await shop.admin(DRAFT, {id: draft.id});
    expect(after.data.draftOrder).toMatchObject({
      status: 'COMPLETED',
      completedAt: expect.any(String),
      order: {id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/)},
    });
    // Paid once: a second payment is refused.
    expect((await fetch(draft.invoiceUrl, {method: 'POST'})).status).toBe(409);
    expect((await variantOf(handle)).availableForSale).toBe(false);
  });

  it('gives the stock back when the reservation lapses unpaid, and updates move it', async () => {
    const handle = 'tudor-black-bay-58-79030n';
    const {id: variantId} = (await variantOf(handle)).variants.nodes[0];
    const {data} = await shop.admin(CREATE, {
      input: {
        email: 'slow@example.com',
        reserveInventoryUntil: inHours(2),
        lineItems: [
          {
            variantId,
            quantity: 1,
            priceOverride: {amount: '2500', currencyCode: 'GBP'},
          },
        ],
      },
    });
    const draft = data.draftOrderCreate.draftOrder;
    expect(draft.totalPriceSet.shopMoney.amount).toBe('2500.0');
    expect((await variantOf(handle)).availableForSale).toBe(false);

    // The dealer gives the buyer longer.
    const longer = await shop.admin(
      `mutation($id: ID!, $input: DraftOrderInput!) { draftOrderUpdate(id: $id, input: $input) { draftOrder { reserveInventoryUntil } userErrors { message } } }`,
      {id: draft.id, input: {reserveInventoryUntil: inHours(4)}},
    );
    expect(longer.data.draftOrderUpdate.userErrors).toEqual([]);
    expect((await variantOf(handle)).availableForSale).toBe(false);

    try {
      const clock = await fetch(`${shop.url}/__local-shop/clock`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({advanceMs: 5 * 3_600_000}),
      });
      expect(clock.status).toBe(200);
      expect(await variantOf(handle)).toMatchObject({
        availableForSale: true,
        variants: {nodes: [{quantityAvailable: 1}]},
      });
      expect(
        (await shop.admin(DRAFT, {id: draft.id})).data.draftOrder.status,
      ).toBe('OPEN');
      // Still payable while the stock lasts, as Shopify's invoice is.
      expect((await fetch(draft.invoiceUrl, {method: 'POST'})).status).toBe(
        200,
      );
      expect((await variantOf(handle)).availableForSale).toBe(false);
    } finally {
      await fetch(`${shop.url}/__local-shop/clock`, {method: 'DELETE'});
    }
  });

  it("answers Shopify's user errors", async () => {
    const none = await shop.admin(CREATE, {
      input: {email: 'x@example.com', lineItems: []},
    });
    expect(none.data.draftOrderCreate).toEqual({
      draftOrder: null,
      userErrors: [{field: ['lineItems'], message: 'Add at least 1 product'}],
    });
    const unknown = await shop.admin(CREATE, {
      input: {
        lineItems: [
          {variantId: 'gid://shopify/ProductVariant/999999', quantity: 1},
        ],
      },
    });
    expect(unknown.data.draftOrderCreate.userErrors).toEqual([
      {
        field: ['lineItems', '0', 'variantId'],
        message: 'Product variant does not exist',
      },
    ]);
    // A sold watch (no stock) cannot be reserved.
    const {id: soldVariant} = (
      await variantOf('audemars-piguet-royal-oak-15500st')
    ).variants.nodes[0];
    const sold = await shop.admin(CREATE, {
      input: {
        reserveInventoryUntil: inHours(1),
        lineItems: [{variantId: soldVariant, quantity: 1}],
      },
    });
    expect(sold.data.draftOrderCreate.draftOrder).toBeNull();
    expect(sold.data.draftOrderCreate.userErrors[0].field).toEqual([
      'lineItems',
      '0',
      'quantity',
    ]);
    expect(
      (await shop.admin(DRAFT, {id: 'gid://shopify/DraftOrder/999'})).data
        .draftOrder,
    ).toBeNull();
  });
});

describe('draft orders in a presentment currency', () => {
  const IN_CURRENCY = `mutation($input: DraftOrderInput!) { draftOrderCreate(input: $input) {
    draftOrder { presentmentCurrencyCode invoiceUrl
      totalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
      lineItems(first: 5) { nodes { originalUnitPriceSet { presentmentMoney { amount currencyCode } } } } }
    userErrors { field message } } }`;

  async function euroPrice(handle: string) {
    const {data} = await shop.gql(
      `query($h: String!) @inContext(country: DE) { product(handle: $h) { variants(first: 1) { nodes { id price { amount currencyCode } } } } }`,
      {h: handle},
    );
    return data.product.variants.nodes[0] as {
      id: string;
      price: {amount: string; currencyCode: string};
    };
  }

  it("prices a line at the market's price, or its override, and the invoice charges that currency", async () => {
    const variant = await euroPrice('rolex-daytona-116500ln');
    expect(variant.price.currencyCode).toBe('EUR');
    const listed = await shop.admin(IN_CURRENCY, {
      input: {
        presentmentCurrencyCode: 'EUR',
        lineItems: [{variantId: variant.id, quantity: 1}],
      },
    });
    expect(listed.data.draftOrderCreate.userErrors).toEqual([]);
    expect(listed.data.draftOrderCreate.draftOrder).toMatchObject({
      presentmentCurrencyCode: 'EUR',
      totalPriceSet: {
        presentmentMoney: {amount: variant.price.amount, currencyCode: 'EUR'},
        shopMoney: {currencyCode: 'GBP'},
      },
      lineItems: {
        nodes: [
          {
            originalUnitPriceSet: {
              presentmentMoney: {
                amount: variant.price.amount,
                currencyCode: 'EUR',
              },
            },
          },
        ],
      },
    });

    const agreed = await shop.admin(IN_CURRENCY, {
      input: {
        presentmentCurrencyCode: 'EUR',
        lineItems: [
          {
            variantId: variant.id,
            quantity: 1,
            priceOverride: {amount: '23500.00', currencyCode: 'EUR'},
          },
        ],
      },
    });
    const draft = agreed.data.draftOrderCreate.draftOrder;
    expect(draft.totalPriceSet).toEqual({
      presentmentMoney: {amount: '23500.0', currencyCode: 'EUR'},
      // At the local shop's rate (1.17 EUR to the pound), to the penny.
      shopMoney: {amount: '20085.47', currencyCode: 'GBP'},
    });
    const invoice = await (await fetch(draft.invoiceUrl)).text();
    expect(invoice).toContain('<td data-testid="total">€23,500.00</td>');
  });

  it('refuses a currency the shop does not sell in, and an override in another currency', async () => {
    const variant = await euroPrice('rolex-daytona-116500ln');
    const yen = await shop.admin(IN_CURRENCY, {
      input: {
        presentmentCurrencyCode: 'JPY',
        lineItems: [{variantId: variant.id, quantity: 1}],
      },
    });
    expect(yen.data.draftOrderCreate).toEqual({
      draftOrder: null,
      userErrors: [
        {
          field: ['presentmentCurrencyCode'],
          message: 'Presentment currency JPY is not supported by the shop',
        },
      ],
    });
    const mixed = await shop.admin(IN_CURRENCY, {
      input: {
        presentmentCurrencyCode: 'EUR',
        lineItems: [
          {
            variantId: variant.id,
            quantity: 1,
            priceOverride: {amount: '20000.00', currencyCode: 'GBP'},
          },
        ],
      },
    });
    expect(mixed.data.draftOrderCreate.userErrors).toEqual([
      {
        field: ['lineItems', '0', 'priceOverride'],
        message: "Price override must be in the draft order's currency (EUR)",
      },
    ]);
  });
});
