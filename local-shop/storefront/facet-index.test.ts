// The local shop keeps each list's facets and sort orders like an index; a merchandiser's
// change must show in the very next answer (facet values, counts, order and price range).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestShop, type TestShop} from './test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const LIST = `query($filters: [ProductFilter!]) {
  collection(handle: "all-watches") {
    products(first: 50, filters: $filters, sortKey: PRICE, reverse: true) {
      nodes { handle }
      filters { id values { label count input } }
    }
  }
}`;

const facetCounts = (filters: any[], id: string) =>
  Object.fromEntries(
    filters.find((f) => f.id === id).values.map((v: any) => [v.label, v.count]),
  );

describe('facet index', () => {
  it('answers a merchandiser change at once', async () => {
    const before = (await shop.gql(LIST, {filters: [{productVendor: 'Rolex'}]}))
      .data.collection.products;
    expect(before.nodes[0].handle).not.toBe('rolex-submariner-date-126610ln');
    expect(
      facetCounts(before.filters, 'filter.p.m.custom.year'),
    ).not.toHaveProperty('1990');

    const {data} = await shop.admin(
      `{ productByIdentifier(identifier: {handle: "rolex-submariner-date-126610ln"}) { id variants(first: 1) { nodes { id } } } }`,
    );
    const product = data.productByIdentifier;
    await shop.admin(
      `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { userErrors { message } } }`,
      {
        m: [
          {
            ownerId: product.id,
            namespace: 'custom',
            key: 'year',
            value: '1990',
            type: 'single_line_text_field',
          },
        ],
      },
    );
    await shop.admin(
      `mutation($p: ID!, $v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $p, variants: $v) { userErrors { message } } }`,
      {
        p: product.id,
        v: [{id: product.variants.nodes[0].id, price: '990000'}],
      },
    );

    const after = (await shop.gql(LIST, {filters: [{productVendor: 'Rolex'}]}))
      .data.collection.products;
    expect(after.nodes[0].handle).toBe('rolex-submariner-date-126610ln');
    expect(facetCounts(after.filters, 'filter.p.m.custom.year')['1990']).toBe(
      1,
    );
    const price = after.filters.find((f: any) => f.id === 'filter.v.price');
    expect(JSON.parse(price.values[0].input)).toEqual({
      price: {min: 0, max: 990000},
    });
    const byYear = (
      await shop.gql(LIST, {
        filters: [
          {productMetafield: {namespace: 'custom', key: 'year', value: '1990'}},
        ],
      })
    ).data.collection.products;
    expect(byYear.nodes.map((n: any) => n.handle)).toEqual([
      'rolex-submariner-date-126610ln',
    ]);
  });
});
