// The Admin API's markets: the seeded markets in Shopify's shapes, marketCreate and marketUpdate
// with Shopify's user errors and scopes, and the Storefront API pricing by the changed markets.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import config from '../../app/domain/markets/markets.json';
import {startTestShop, type TestShop} from '../storefront/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const MARKET = `id name handle status
  currencySettings { baseCurrency { currencyCode currencyName } localCurrencies roundingEnabled }
  priceInclusions { inclusiveDutiesPricingStrategy inclusiveTaxPricingStrategy }
  conditions { regionsCondition { regions(first: 250) { nodes { name ... on MarketRegionCountry { code } } } } }`;

const CREATE = `mutation ($input: MarketCreateInput!) { marketCreate(input: $input) {
  market { ${MARKET} } userErrors { field message code } } }`;
const UPDATE = `mutation ($id: ID!, $input: MarketUpdateInput!) { marketUpdate(id: $id, input: $input) {
  market { ${MARKET} } userErrors { field message code } } }`;

const currencyIn = async (country: string) =>
  (
    await shop.gql(
      `query ($c: CountryCode) @inContext(country: $c) { product(handle: "tudor-black-bay-58-79030n") { priceRange { minVariantPrice { currencyCode } } } }`,
      {c: country},
    )
  ).data.product.priceRange.minVariantPrice.currencyCode;

describe('Admin API markets', () => {
  it('lists the markets of markets.json with their countries, currency and price inclusions', async () => {
    const {data, errors} = await shop.admin(
      `{ markets(first: 50) { nodes { ${MARKET} } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.markets.nodes.map((m: any) => m.handle)).toEqual(
      config.markets.map((m) => m.handle),
    );
    const eu = data.markets.nodes.find((m: any) => m.handle === 'eu');
    expect(eu).toMatchObject({
      name: 'Euro area',
      status: 'ACTIVE',
      currencySettings: {
        baseCurrency: {currencyCode: 'EUR', currencyName: 'Euro'},
        localCurrencies: false,
        roundingEnabled: true,
      },
      priceInclusions: {
        inclusiveDutiesPricingStrategy: 'ADD_DUTIES_AT_CHECKOUT',
        inclusiveTaxPricingStrategy: 'ADD_TAXES_AT_CHECKOUT',
      },
    });
    expect(
      eu.conditions.regionsCondition.regions.nodes.map((r: any) => r.code),
    ).toEqual(config.markets[1].countries);
    const market = await shop.admin(
      `query ($id: ID!) { market(id: $id) { handle } }`,
      {
        id: eu.id,
      },
    );
    expect(market.data.market).toEqual({handle: 'eu'});
  });

  it('creates a market the Storefront API then prices in, and moves a country with marketUpdate', async () => {
    expect(await currencyIn('CH')).toBe('GBP');
    const created = await shop.admin(CREATE, {
      input: {
        name: 'Switzerland',
        handle: 'ch',
        conditions: {regionsCondition: {regions: [{countryCode: 'CH'}]}},
        currencySettings: {baseCurrency: 'EUR'},
        priceInclusions: {
          taxPricingStrategy: 'ADD_TAXES_AT_CHECKOUT',
          dutiesPricingStrategy: 'ADD_DUTIES_AT_CHECKOUT',
        },
      },
    });
    expect(created.data.marketCreate.userErrors).toEqual([]);
    expect(created.data.marketCreate.market.status).toBe('ACTIVE');
    expect(await currencyIn('CH')).toBe('EUR');

    const {data} = await shop.admin(
      `{ markets(first: 50) { nodes { id handle } } }`,
    );
    const sg = data.markets.nodes.find((m: any) => m.handle === 'sg');
    const moved = await shop.admin(UPDATE, {
      id: created.data.marketCreate.market.id,
      input: {
        conditions: {
          conditionsToAdd: {regionsCondition: {regions: [{countryCode: 'LI'}]}},
        },
      },
    });
    expect(moved.data.marketUpdate.userErrors).toEqual([]);
    expect(await currencyIn('LI')).toBe('EUR');
    const removed = await shop.admin(UPDATE, {
      id: sg.id,
      input: {
        conditions: {
          conditionsToDelete: {
            regionsCondition: {regions: [{countryCode: 'SG'}]},
          },
        },
      },
    });
    expect(removed.data.marketUpdate.userErrors).toEqual([]);
    expect(await currencyIn('SG')).toBe('GBP');
  });

  it("answers Shopify's user errors", async () => {
    const {data} = await shop.admin(
      `{ markets(first: 50) { nodes { id handle } } }`,
    );
    const id = (handle: string) =>
      data.markets.nodes.find((m: any) => m.handle === handle).id;
    const taken = await shop.admin(CREATE, {
      input: {name: 'Again', handle: 'us'},
    });
    expect(taken.data.marketCreate).toEqual({
      market: null,
      userErrors: [
        {
          field: ['input', 'handle'],
          message: 'Handle has already been taken',
          code: 'TAKEN',
        },
      ],
    });
    const twice = await shop.admin(CREATE, {
      input: {
        name: 'Austria',
        conditions: {regionsCondition: {regions: [{countryCode: 'AT'}]}},
      },
    });
    expect(twice.data.marketCreate.userErrors[0]).toMatchObject({
      code: 'INVALID',
      message: 'Austria is already in the market Euro area.',
    });
    const unsupported = await shop.admin(CREATE, {
      input: {name: 'Japan', currencySettings: {baseCurrency: 'JPY'}},
    });
    expect(unsupported.data.marketCreate.userErrors[0].code).toBe(
      'UNSUPPORTED_CURRENCY',
    );
    const blank = await shop.admin(CREATE, {input: {name: ' '}});
    expect(blank.data.marketCreate.userErrors[0].code).toBe('BLANK');
    const primary = await shop.admin(UPDATE, {
      id: id('uk'),
      input: {status: 'DRAFT'},
    });
    expect(primary.data.marketUpdate.userErrors[0].code).toBe(
      'CANNOT_DISABLE_PRIMARY_MARKET',
    );
    const missing = await shop.admin(UPDATE, {
      id: 'gid://shopify/Market/999',
      input: {name: 'x'},
    });
    expect(missing.data.marketUpdate.userErrors[0].code).toBe(
      'MARKET_NOT_FOUND',
    );
  });
});

describe('Admin API markets without the scope', () => {
  it("answers Shopify's ACCESS_DENIED", async () => {
    const limited = await startTestShop({adminScopes: ['read_products']});
    try {
      const {errors} = await limited.admin(
        '{ markets(first: 5) { nodes { id } } }',
      );
      expect(errors![0].message).toBe(
        'Access denied for markets field. Required access: `read_markets` access scope.',
      );
      expect(errors![0].extensions.code).toBe('ACCESS_DENIED');
    } finally {
      await limited.dispose();
    }
  });
});
