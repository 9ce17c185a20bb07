// Carts follow their buyer identity's market: every amount of the cart and its lines is in that
// market's currency after any sequence of country changes (whatever the request's @inContext), a
// line its market does not sell is refused with Shopify's user error, and checkout shows and
// charges the cart's currency.
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import config from '../../app/domain/markets/markets.json';
import {fixtureSeeds} from '../storefront/test-fixtures';
import {startTestShop, type TestShop} from '../storefront/test-shop';
import {convertFromShop} from './presentment';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const SUBMARINER = 'gid://shopify/ProductVariant/1';
const DAYTONA = 'gid://shopify/ProductVariant/2';
const TUDOR = 'gid://shopify/ProductVariant/6';

const marketOf = (country: string) =>
  config.markets.find((m) => m.countries.includes(country)) ??
  config.markets.find((m) => m.handle === config.defaultMarket)!;

/** The unit price a market charges for a fixture watch (its fixed price, else the conversion). */
function unitPrice(variant: string, country: string): number {
  const seed = fixtureSeeds()[Number(variant.split('/').pop()) - 1];
  const market = marketOf(country);
  return (
    seed.marketPrices?.[market.handle] ??
    convertFromShop(seed.price!, market.currency)
  );
}

const CART_FIELDS = `id checkoutUrl
  buyerIdentity { countryCode }
  cost {
    subtotalAmount { amount currencyCode }
    totalAmount { amount currencyCode }
    checkoutChargeAmount { amount currencyCode }
  }
  lines(first: 10) { nodes {
    quantity
    merchandise { ... on ProductVariant { id } }
    cost {
      amountPerQuantity { amount currencyCode }
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
  } }`;

const CREATE = `mutation ($input: CartInput!) { cartCreate(input: $input) {
  cart { ${CART_FIELDS} } userErrors { field message code } } }`;
const CHANGE_COUNTRY = `mutation ($id: ID!, $country: CountryCode!, $context: CountryCode)
@inContext(country: $context) {
  cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {countryCode: $country}) {
    cart { ${CART_FIELDS} } userErrors { field message code } } }`;
const READ = `query ($id: ID!, $context: CountryCode) @inContext(country: $context) {
  cart(id: $id) { ${CART_FIELDS} } }`;

/** Every amount of the cart is in its market's currency and adds up from the market's prices. */
function expectInCurrencyOf(cart: any, country: string) {
  const currency = marketOf(country).currency;
  expect(cart.buyerIdentity.countryCode).toBe(country);
  let total = 0;
  for (const line of cart.lines.nodes) {
    const unit = unitPrice(line.merchandise.id, country);
    total += unit * line.quantity;
    expect(line.cost.amountPerQuantity).toEqual({
      amount: `${unit}.0`,
      currencyCode: currency,
    });
    for (const money of [line.cost.subtotalAmount, line.cost.totalAmount])
      expect(money).toEqual({
        amount: `${unit * line.quantity}.0`,
        currencyCode: currency,
      });
  }
  for (const money of Object.values(cart.cost))
    expect(money).toEqual({amount: `${total}.0`, currencyCode: currency});
}

// Every market's countries, and two in no market (they buy in the primary market).
const countries = [...config.markets.flatMap((m) => m.countries), 'JP', 'CH'];
const country = fc.constantFrom(...countries);

describe('a cart in its buyer’s currency', () => {
  it('has every amount in the current country’s currency after any sequence of changes (60 generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        country,
        fc.array(fc.tuple(country, country), {minLength: 1, maxLength: 5}),
        async (first, changes) => {
          const created = await shop.gql(CREATE, {
            input: {
              buyerIdentity: {countryCode: first},
              lines: [
                {merchandiseId: SUBMARINER, quantity: 1},
                {merchandiseId: DAYTONA, quantity: 1},
              ],
            },
          });
          expect(created.data.cartCreate.userErrors).toEqual([]);
          let cart = created.data.cartCreate.cart;
          expectInCurrencyOf(cart, first);
          for (const [next, context] of changes) {
            const changed = await shop.gql(CHANGE_COUNTRY, {
              id: cart.id,
              country: next,
              context,
            });
            expect(changed.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
            cart = changed.data.cartBuyerIdentityUpdate.cart;
            expectInCurrencyOf(cart, next);
            // Read back under another @inContext: the cart keeps its own currency.
            const read = await shop.gql(READ, {id: cart.id, context});
            expectInCurrencyOf(read.data.cart, next);
          }
        },
      ),
      {seed: 136, numRuns: 60},
    );
  });
});

describe('a watch its market does not sell', () => {
  it('cannot be added to a cart in that market: MERCHANDISE_NOT_APPLICABLE', async () => {
    const created = await shop.gql(CREATE, {
      input: {
        buyerIdentity: {countryCode: 'US'},
        lines: [{merchandiseId: TUDOR, quantity: 1}],
      },
    });
    expect(created.data.cartCreate.userErrors).toEqual([
      {
        field: ['input', 'lines', '0', 'merchandiseId'],
        message:
          "The product 'Tudor Black Bay 58 79030N' is not available in United States.",
        code: 'MERCHANDISE_NOT_APPLICABLE',
      },
    ]);
    expect(created.data.cartCreate.cart.lines.nodes).toEqual([]);
    const added = await shop.gql(
      `mutation ($id: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: "${TUDOR}"}]) {
        cart { lines(first: 5) { nodes { quantity } } } userErrors { field code } } }`,
      {id: created.data.cartCreate.cart.id},
    );
    expect(added.data.cartLinesAdd.userErrors).toEqual([
      {
        field: ['lines', '0', 'merchandiseId'],
        code: 'MERCHANDISE_NOT_APPLICABLE',
      },
    ]);
    expect(added.data.cartLinesAdd.cart.lines.nodes).toEqual([]);
  });

  it('cannot replace a line’s merchandise in that market either', async () => {
    const created = await shop.gql(CREATE, {
      input: {
        buyerIdentity: {countryCode: 'US'},
        lines: [{merchandiseId: SUBMARINER, quantity: 1}],
      },
    });
    const cart = created.data.cartCreate.cart;
    const lineId = (
      await shop.gql(
        `query ($id: ID!) { cart(id: $id) { lines(first: 1) { nodes { id } } } }`,
        {
          id: cart.id,
        },
      )
    ).data.cart.lines.nodes[0].id;
    const updated = await shop.gql(
      `mutation ($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) {
        cart { lines(first: 5) { nodes { merchandise { ... on ProductVariant { id } } } } } userErrors { field code } } }`,
      {id: cart.id, lines: [{id: lineId, merchandiseId: TUDOR}]},
    );
    expect(updated.data.cartLinesUpdate.userErrors).toEqual([
      {
        field: ['lines', '0', 'merchandiseId'],
        code: 'MERCHANDISE_NOT_APPLICABLE',
      },
    ]);
    expect(updated.data.cartLinesUpdate.cart.lines.nodes).toEqual([
      {merchandise: {id: SUBMARINER}},
    ]);
  });

  it('is refused at checkout when the cart moves into that market', async () => {
    const created = await shop.gql(CREATE, {
      input: {
        buyerIdentity: {countryCode: 'GB'},
        lines: [{merchandiseId: TUDOR, quantity: 1}],
      },
    });
    const cart = created.data.cartCreate.cart;
    expect(cart.lines.nodes).toHaveLength(1);
    await shop.gql(CHANGE_COUNTRY, {id: cart.id, country: 'US'});
    const page = await (await fetch(cart.checkoutUrl)).text();
    expect(page).toContain('Not available in your country');
    expect(page).not.toContain('Pay now');
    expect((await fetch(cart.checkoutUrl, {method: 'POST'})).status).toBe(409);
  });
});

describe('checkout in the cart’s currency', () => {
  it('shows and charges each market’s currency', async () => {
    for (const market of config.markets) {
      const created = await shop.gql(CREATE, {
        input: {
          buyerIdentity: {countryCode: market.pricingCountry},
          lines: [{merchandiseId: SUBMARINER, quantity: 1}],
        },
      });
      const {checkoutUrl} = created.data.cartCreate.cart;
      const total = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: market.currency,
      }).format(unitPrice(SUBMARINER, market.pricingCountry));
      const page = await (await fetch(checkoutUrl)).text();
      expect(page).toContain(
        `<span data-testid="currency">${market.currency}</span>`,
      );
      expect(page).toContain(`<td data-testid="total">${total}</td>`);
      const paid = await fetch(checkoutUrl, {method: 'POST'});
      expect(paid.status).toBe(200);
      expect(await paid.text()).toContain(
        `<span data-testid="charged">${total}</span>`,
      );
      // Paying took the stock: put it back for the next market.
      await shop.admin(
        `mutation { inventorySetQuantities(input: {name: "available", reason: "correction", quantities: [{inventoryItemId: "gid://shopify/InventoryItem/1", locationId: "gid://shopify/Location/1", quantity: 2, changeFromQuantity: null}]}) { userErrors { message } } }`,
      );
    }
  });
});
