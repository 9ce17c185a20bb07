// Markets through the Storefront API: every country's prices are in its market's currency (the
// primary market's for a country in no market), filters, sorting and facets read those prices,
// `localization` describes the markets, and an invalid country gets Shopify's error.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import config from '../../app/domain/markets/markets.json';
import {storefrontSchema} from '../storefront/execute';
import {startTestShop, type TestShop} from '../storefront/test-shop';
import {fixtureSeeds} from '../storefront/test-fixtures';
import {convertFromShop} from './presentment';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const currencyOf = (country: string) =>
  (
    config.markets.find((m) => m.countries.includes(country)) ??
    config.markets.find((m) => m.handle === config.defaultMarket)!
  ).currency;
const handleOf = (country: string) =>
  (
    config.markets.find((m) => m.countries.includes(country)) ??
    config.markets.find((m) => m.handle === config.defaultMarket)!
  ).handle;

/** What the shop must answer: the market's fixed price, else the rounded conversion. */
function expectedPrice(handle: string, country: string): string {
  const seed = fixtureSeeds().find((s) => s.handle === handle)!;
  const market = handleOf(country);
  const value =
    seed.price === null
      ? 0
      : (seed.marketPrices?.[market] ??
        convertFromShop(seed.price, currencyOf(country)));
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

const MONEY_QUERY = `query Prices($country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  products(first: 10) { nodes {
    handle
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { currencyCode } }
    variants(first: 1) { nodes { price { amount currencyCode } compareAtPrice { currencyCode } } }
  } }
  collection(handle: "rolex") { products(first: 10) { nodes { handle priceRange { minVariantPrice { amount currencyCode } } } } }
  search(query: "steel", first: 10) { nodes { ... on Product { handle priceRange { minVariantPrice { amount currencyCode } } } } }
  predictiveSearch(query: "rolex") { products { handle priceRange { minVariantPrice { amount currencyCode } } } }
  nodes(ids: ["gid://shopify/Product/2", "gid://shopify/ProductVariant/2"]) {
    ... on Product { handle priceRange { minVariantPrice { amount currencyCode } } }
    ... on ProductVariant { product { handle } price { amount currencyCode } }
  }
}`;

describe('presentment prices by @inContext(country:)', () => {
  it('prices every product, in every answer that has money, in the market currency of every country', async () => {
    const codes = (
      storefrontSchema().getType('CountryCode') as unknown as {
        getValues(): Array<{name: string}>;
      }
    )
      .getValues()
      .map((v) => v.name);
    expect(codes.length).toBeGreaterThan(200);
    for (const country of codes) {
      const {data, errors} = await shop.gql(MONEY_QUERY, {
        country,
        language: 'EN',
      });
      expect(errors).toBeUndefined();
      const currency = currencyOf(country);
      const seen: Array<{handle: string; money: any}> = [];
      for (const p of data.products.nodes) {
        seen.push({handle: p.handle, money: p.priceRange.minVariantPrice});
        seen.push({handle: p.handle, money: p.priceRange.maxVariantPrice});
        seen.push({handle: p.handle, money: p.variants.nodes[0].price});
        expect(p.compareAtPriceRange.minVariantPrice.currencyCode).toBe(
          currency,
        );
      }
      for (const p of [
        ...data.collection.products.nodes,
        ...data.search.nodes,
        ...data.predictiveSearch.products,
      ])
        seen.push({handle: p.handle, money: p.priceRange.minVariantPrice});
      const [product, variant] = data.nodes;
      seen.push({
        handle: product.handle,
        money: product.priceRange.minVariantPrice,
      });
      seen.push({handle: variant.product.handle, money: variant.price});
      expect(seen.length).toBeGreaterThan(15);
      for (const {handle, money} of seen)
        expect({country, handle, ...money}).toEqual({
          country,
          handle,
          amount: expectedPrice(handle, country),
          currencyCode: currency,
        });
    }
  });

  it('gives an invalid country Shopify’s variable error', async () => {
    const {data, errors} = await shop.gql(MONEY_QUERY, {country: 'XX'});
    expect(data).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors![0].message).toBe(
      'Variable $country of type CountryCode was provided invalid value',
    );
    expect(errors![0].extensions.value).toBe('XX');
    expect(errors![0].extensions.problems[0].explanation).toMatch(
      /^Expected "XX" to be one of: AC, AD, AE, /,
    );
  });

  it('gives an invalid country written in the document Shopify’s argument error', async () => {
    const {data, errors} = await shop.gql(
      'query @inContext(country: XX) { shop { name } }',
    );
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      {
        message:
          "Argument 'country' on Directive 'inContext' has an invalid value (XX). Expected type 'CountryCode'.",
        locations: [{line: 1, column: 27}],
        extensions: {
          code: 'argumentLiteralsIncompatible',
          typeName: 'Directive',
          argumentName: 'country',
        },
      },
    ]);
  });
});

const LIST_QUERY = `query List($country: CountryCode, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys)
@inContext(country: $country) {
  collection(handle: "all-watches") {
    products(first: 10, filters: $filters, sortKey: $sortKey) {
      nodes { handle priceRange { minVariantPrice { amount } } }
      filters { id values { input } }
    }
  }
}`;

const SEARCH_QUERY = `query Find($country: CountryCode, $filters: [ProductFilter!])
@inContext(country: $country) {
  search(query: "steel", first: 10, productFilters: $filters, sortKey: PRICE, types: [PRODUCT]) {
    nodes { ... on Product { handle } }
    productFilters { id values { input } }
  }
}`;

describe('price filters, price sorting and the price facet in the context currency', () => {
  it('filters by bounds in the buyer’s currency', async () => {
    // The Submariner is £12,950: $16,447 in the US, inside 16,000 to 17,000 only in dollars.
    const around = [{price: {min: 16000, max: 17000}}];
    const handles = async (country: string) =>
      (
        await shop.gql(LIST_QUERY, {country, filters: around})
      ).data.collection.products.nodes.map((n: any) => n.handle);
    expect(await handles('US')).toEqual(['rolex-submariner-date-126610ln']);
    expect(await handles('GB')).toEqual([]);
    expect(await handles('AE')).toEqual([]);
    const search = await shop.gql(SEARCH_QUERY, {
      country: 'US',
      filters: around,
    });
    expect(search.data.search.nodes.map((n: any) => n.handle)).toEqual([
      'rolex-submariner-date-126610ln',
    ]);
  });

  it('sorts by the market’s prices (a fixed US price moves the Daytona past the Royal Oak)', async () => {
    const order = async (country: string) =>
      (
        await shop.gql(LIST_QUERY, {country, sortKey: 'PRICE'})
      ).data.collection.products.nodes.map((n: any) => n.handle);
    const gb = await order('GB');
    const us = await order('US');
    expect(gb.indexOf('rolex-daytona-116500ln')).toBeLessThan(
      gb.indexOf('audemars-piguet-royal-oak-15500st'),
    );
    expect(us.indexOf('rolex-daytona-116500ln')).toBeGreaterThan(
      us.indexOf('audemars-piguet-royal-oak-15500st'),
    );
  });

  it('spans the price facet to the highest price in the buyer’s currency', async () => {
    const facetMax = (filters: any[]) =>
      JSON.parse(
        filters.find((f: any) => f.id === 'filter.v.price').values[0].input,
      ).price.max;
    // all-watches tops out at the Royal Oak (£31,000); a search for steel at the Nautilus (£98,000).
    for (const [country, currency] of [
      ['GB', 'GBP'],
      ['DE', 'EUR'],
      ['HK', 'HKD'],
    ] as const) {
      const list = await shop.gql(LIST_QUERY, {country});
      expect(facetMax(list.data.collection.products.filters)).toBe(
        convertFromShop(31000, currency),
      );
      const search = await shop.gql(SEARCH_QUERY, {country});
      expect(facetMax(search.data.search.productFilters)).toBe(
        convertFromShop(98000, currency),
      );
    }
  });
});

describe('availability in a market', () => {
  it('answers a watch its market does not sell as not for sale there, and for sale elsewhere', async () => {
    const query = `query ($country: CountryCode) @inContext(country: $country) {
      product(handle: "tudor-black-bay-58-79030n") { availableForSale variants(first: 1) { nodes { availableForSale } } }
    }`;
    const us = await shop.gql(query, {country: 'US'});
    const gb = await shop.gql(query, {country: 'GB'});
    expect(us.data.product.availableForSale).toBe(false);
    expect(us.data.product.variants.nodes[0].availableForSale).toBe(false);
    expect(gb.data.product.availableForSale).toBe(true);
  });

  it('filters, counts and orders availability by the market (the Tudor is out of stock in the US)', async () => {
    const query = `query ($country: CountryCode, $filters: [ProductFilter!]) @inContext(country: $country) {
      collection(handle: "all-watches") { products(first: 10, filters: $filters) {
        nodes { handle }
        filters { id values { id count } }
      } }
      search(query: "diver", first: 10, unavailableProducts: HIDE, types: [PRODUCT]) { nodes { ... on Product { handle } } }
      productRecommendations(productHandle: "rolex-submariner-date-126610ln") { handle }
    }`;
    const inStock = [{available: true}];
    const us = await shop.gql(query, {country: 'US', filters: inStock});
    const gb = await shop.gql(query, {country: 'GB', filters: inStock});
    const handles = (r: any) =>
      r.data.collection.products.nodes.map((n: any) => n.handle);
    const counts = (r: any) =>
      Object.fromEntries(
        r.data.collection.products.filters
          .find((f: any) => f.id === 'filter.v.availability')
          .values.map((v: any) => [v.id, v.count]),
      );
    const tudor = 'tudor-black-bay-58-79030n';
    expect(handles(gb)).toContain(tudor);
    expect(handles(us)).not.toContain(tudor);
    expect(counts(us)['filter.v.availability.1']).toBe(
      counts(gb)['filter.v.availability.1'] - 1,
    );
    expect(counts(us)['filter.v.availability.0']).toBe(
      counts(gb)['filter.v.availability.0'] + 1,
    );
    const searched = (r: any) => r.data.search.nodes.map((n: any) => n.handle);
    expect(searched(gb)).toContain(tudor);
    expect(searched(us)).not.toContain(tudor);
    const related = (r: any) =>
      r.data.productRecommendations.map((p: any) => p.handle);
    expect(related(gb)).toContain(tudor);
    expect(related(us)).not.toContain(tudor);
  });
});

const LOCALIZATION = `query ($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  localization {
    country { isoCode name currency { isoCode name symbol } }
    language { isoCode }
    availableCountries { isoCode name currency { isoCode } availableLanguages { isoCode } market { handle } }
    availableLanguages { isoCode }
    market { handle }
  }
}`;

describe('localization', () => {
  it('describes the buyer’s country, its currency and languages, and every market’s countries', async () => {
    const {data, errors} = await shop.gql(LOCALIZATION, {
      country: 'AT',
      language: 'DE',
    });
    expect(errors).toBeUndefined();
    const l = data.localization;
    expect(l.country).toEqual({
      isoCode: 'AT',
      name: 'Austria',
      currency: {isoCode: 'EUR', name: 'Euro', symbol: '€'},
    });
    expect(l.language).toEqual({isoCode: 'DE'});
    expect(l.availableLanguages).toEqual([{isoCode: 'EN'}, {isoCode: 'DE'}]);
    expect(l.market).toEqual({handle: 'eu'});
    const all = config.markets.flatMap((m) => m.countries);
    expect(l.availableCountries.map((c: any) => c.isoCode).sort()).toEqual(
      [...all].sort(),
    );
    for (const c of l.availableCountries) {
      const market = config.markets.find((m) =>
        m.countries.includes(c.isoCode),
      )!;
      expect(c.currency.isoCode).toBe(market.currency);
      expect(c.market.handle).toBe(market.handle);
      expect(c.availableLanguages.map((x: any) => x.isoCode)).toEqual(
        market.languages.map((x) => x.toUpperCase()),
      );
    }
  });

  it('answers a country in no market as the primary market', async () => {
    const {data} = await shop.gql(LOCALIZATION, {country: 'JP'});
    expect(data.localization.country.currency.isoCode).toBe('GBP');
    expect(data.localization.market.handle).toBe(config.defaultMarket);
  });
});
