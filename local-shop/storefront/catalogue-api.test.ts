// Contract tests: catalogue queries answered the way Shopify answers them.
import {createStorefrontClient, getSitemapIndex} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {WATCH_CARD_FRAGMENT} from '../../app/graphql/watchCard';
import {startTestShop, type TestShop} from './test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.dispose();
});

const handlesOf = (conn: {nodes: Array<{handle: string}>}) =>
  conn.nodes.map((n) => n.handle);

describe('tokens and errors', () => {
  it("answers 401 with Shopify's JSON body without a valid token", async () => {
    for (const headers of [
      {},
      {'X-Shopify-Storefront-Access-Token': 'wrong'},
    ] as Array<Record<string, string>>) {
      const res = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', ...headers},
        body: JSON.stringify({query: '{ shop { name } }'}),
      });
      expect(res.status).toBe(401);
      expect(typeof ((await res.json()) as any).errors).toBe('string');
    }
  });

  it('accepts the private token', async () => {
    const res = await fetch(`${shop.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Shopify-Storefront-Private-Token': 'local-storefront-private-token',
      },
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.shop.name).toBeTruthy();
  });

  it('answers graphql-js validation errors for invalid documents', async () => {
    const result = await shop.gql('{ product(handle: "x") { notAField } }');
    expect(result.data).toBeUndefined();
    expect(result.errors![0].message).toContain('notAField');
    expect(result.errors![0].locations).toBeDefined();
  });

  it('names a field the local shop does not implement instead of inventing data', async () => {
    const result = await shop.gql(
      '{ product(handle: "rolex-daytona-116500ln") { handle variants(first: 1) { nodes { unitPrice { amount } } } } shop { privacyPolicy { title } customerAccountUrl } }',
    );
    // Implemented as the honest "none" these are null; an unimplemented one names itself.
    const missing = await shop.gql(
      '{ shop { brand { slogan } } locations(first: 1) { nodes { id } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(missing.errors![0].message).toBe(
      'Field "QueryRoot.locations" is not implemented by the local shop',
    );
    expect(missing.errors![0].path).toEqual(['locations']);
    expect(missing.errors![0].extensions.code).toBe('NOT_IMPLEMENTED');
  });
});

describe('URL redirects', () => {
  it("answers Hydrogen's storefrontRedirect query with no redirects", async () => {
    const {data, errors} = await shop.gql(
      'query ($query: String) { urlRedirects(first: 1, query: $query) { edges { node { target } } } }',
      {query: 'path:/old-watch-page'},
    );
    expect(errors).toBeUndefined();
    expect((data as any).urlRedirects.edges).toEqual([]);
  });
});

describe('products', () => {
  it("answers the storefront's watch card fragment", async () => {
    const {data, errors} = await shop.gql(
      `query Card($handle: String!) { product(handle: $handle) { ...WatchCard } } ${WATCH_CARD_FRAGMENT}`,
      {handle: 'rolex-submariner-date-126610ln'},
    );
    expect(errors).toBeUndefined();
    expect(data.product).toMatchObject({
      id: 'gid://shopify/Product/1',
      vendor: 'Rolex',
      availableForSale: true,
      priceRange: {minVariantPrice: {amount: '12950.0', currencyCode: 'GBP'}},
      selectedOrFirstAvailableVariant: {
        id: 'gid://shopify/ProductVariant/1',
        sku: '126610LN',
        quantityAvailable: 2,
      },
      status: {value: 'available'},
    });
  });

  it('gives variants, options, metafields and images as Shopify shapes them', async () => {
    const {data} = await shop.gql(`{
      product(id: "gid://shopify/Product/5") {
        title availableForSale totalInventory tags seo { title description }
        options { name optionValues { name firstSelectableVariant { id } } }
        encodedVariantExistence encodedVariantAvailability
        variants(first: 5) { nodes { title sku price { amount } availableForSale quantityAvailable selectedOptions { name value } } }
        year: metafield(namespace: "custom", key: "year") { value type namespace key }
        none: metafield(namespace: "custom", key: "papers") { value }
        metafields(identifiers: [{namespace: "custom", key: "case_size"}, {namespace: "custom", key: "box"}]) { key value }
        images(first: 10) { nodes { url altText width height } }
        media(first: 10) { nodes { mediaContentType ... on MediaImage { image { url } } } }
      }
      noImages: product(handle: "tudor-black-bay-58-79030n") { featuredImage { url } images(first: 5) { nodes { url } } }
    }`);
    const p = data.product;
    expect(p.availableForSale).toBe(false); // unpriced
    expect(p.variants.nodes).toEqual([
      {
        title: 'Default Title',
        sku: '191.032',
        price: {amount: '0.0'},
        availableForSale: false,
        quantityAvailable: 1,
        selectedOptions: [{name: 'Title', value: 'Default Title'}],
      },
    ]);
    expect(p.options).toEqual([
      {
        name: 'Title',
        optionValues: [
          {
            name: 'Default Title',
            firstSelectableVariant: {id: 'gid://shopify/ProductVariant/5'},
          },
        ],
      },
    ]);
    expect(p.year).toEqual({
      value: '2018',
      type: 'single_line_text_field',
      namespace: 'custom',
      key: 'year',
    });
    expect(p.none).toBeNull();
    expect(p.metafields).toEqual([{key: 'case_size', value: '38.5mm'}, null]);
    expect(p.images.nodes).toHaveLength(2);
    expect(p.media.nodes[0].mediaContentType).toBe('IMAGE');
    expect(data.noImages).toEqual({featuredImage: null, images: {nodes: []}});
  });

  it('translates with @inContext(language: DE) where the catalogue has German', async () => {
    const query = `query T($language: LanguageCode) @inContext(language: $language, country: GB) {
      a: product(handle: "rolex-submariner-date-126610ln") { title description }
      b: product(handle: "rolex-daytona-116500ln") { title }
      localization { language { isoCode } country { isoCode currency { isoCode } } }
    }`;
    const de = await shop.gql(query, {language: 'DE'});
    expect(de.data.a).toEqual({
      title: 'Rolex Submariner Datum 126610LN',
      description: 'Eine moderne Submariner.',
    });
    expect(de.data.b.title).toBe('Rolex Cosmograph Daytona 116500LN');
    expect(de.data.localization).toEqual({
      language: {isoCode: 'DE'},
      country: {isoCode: 'GB', currency: {isoCode: 'GBP'}},
    });
    const en = await shop.gql(query, {language: 'EN'});
    expect(en.data.a.title).toBe('Rolex Submariner Date 126610LN');
  });

  it('sorts by every key, with reverse', async () => {
    const sorted = async (sortKey: string, reverse = false) =>
      handlesOf(
        (
          await shop.gql(
            `query($s: ProductSortKeys, $r: Boolean) { products(first: 10, sortKey: $s, reverse: $r) { nodes { handle } } }`,
            {s: sortKey, r: reverse},
          )
        ).data.products,
      );
    expect(await sorted('ID')).toHaveLength(6);
    expect((await sorted('PRICE'))[0]).toBe('tudor-black-bay-58-79030n');
    expect((await sorted('PRICE')).at(-1)).toBe(
      'a-lange-soehne-lange-1-191-032',
    ); // unpriced last
    expect((await sorted('CREATED_AT', true))[0]).toBe(
      'tudor-black-bay-58-79030n',
    );
    expect((await sorted('TITLE'))[0]).toBe('a-lange-soehne-lange-1-191-032');
    expect(await sorted('TITLE', true)).toEqual(
      [...(await sorted('TITLE'))].reverse(),
    );
    expect(await sorted('BEST_SELLING')).toEqual(await sorted('ID'));
    expect(await sorted('UPDATED_AT')).toHaveLength(6);
  });

  it('paginates forwards and backwards with cursors', async () => {
    const page = async (vars: Record<string, unknown>) =>
      (
        await shop.gql(
          `query($first: Int, $last: Int, $after: String, $before: String) {
        products(first: $first, last: $last, after: $after, before: $before, sortKey: CREATED_AT) {
          nodes { handle } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
          vars,
        )
      ).data.products;
    const all = handlesOf(await page({first: 250}));
    const p1 = await page({first: 4});
    expect(handlesOf(p1)).toEqual(all.slice(0, 4));
    expect(p1.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const p2 = await page({first: 4, after: p1.pageInfo.endCursor});
    expect(handlesOf(p2)).toEqual(all.slice(4));
    expect(p2.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const back = await page({last: 4, before: p2.pageInfo.startCursor});
    expect(handlesOf(back)).toEqual(all.slice(0, 4));
    const tail = await page({last: 2});
    expect(handlesOf(tail)).toEqual(all.slice(4));
    expect(tail.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('refuses a connection without first or last, and pages over 250', async () => {
    expect(
      (await shop.gql('{ products { nodes { id } } }')).errors![0].message,
    ).toBe('you must provide one of first or last');
    expect(
      (await shop.gql('{ products(first: 251) { nodes { id } } }')).errors![0]
        .message,
    ).toContain('250');
  });

  it("searches products() with Shopify's syntax", async () => {
    const q = async (query: string) =>
      handlesOf(
        (
          await shop.gql(
            `query($q: String) { products(first: 50, query: $q) { nodes { handle } } }`,
            {q: query},
          )
        ).data.products,
      );
    expect(await q('vendor:Rolex AND tag:Chronograph')).toEqual([
      'rolex-daytona-116500ln',
    ]);
    expect(await q('sku:5711/1A-010')).toEqual([
      'patek-philippe-nautilus-5711-1a',
    ]);
    expect(await q('available_for_sale:false')).toEqual([
      'audemars-piguet-royal-oak-15500st',
      'a-lange-soehne-lange-1-191-032',
    ]);
  });

  it('answers node and nodes for products, variants and collections', async () => {
    const {data} = await shop.gql(`{
      node(id: "gid://shopify/ProductVariant/2") { __typename ... on ProductVariant { sku product { handle } } }
      nodes(ids: ["gid://shopify/Product/3", "gid://shopify/Collection/1", "gid://shopify/Product/999"]) {
        __typename ... on Product { handle } ... on Collection { handle }
      }
    }`);
    expect(data.node).toEqual({
      __typename: 'ProductVariant',
      sku: '116500LN',
      product: {handle: 'rolex-daytona-116500ln'},
    });
    expect(data.nodes).toEqual([
      {__typename: 'Product', handle: 'patek-philippe-nautilus-5711-1a'},
      {__typename: 'Collection', handle: 'rolex'},
      null,
    ]);
  });

  it('recommends related watches, same brand first, for sale only', async () => {
    const {data} = await shop.gql(
      `{ productRecommendations(productHandle: "rolex-submariner-date-126610ln") { handle availableForSale } }`,
    );
    expect(data.productRecommendations[0].handle).toBe(
      'rolex-daytona-116500ln',
    );
    expect(
      data.productRecommendations.every((p: any) => p.availableForSale),
    ).toBe(true);
    expect(data.productRecommendations.map((p: any) => p.handle)).not.toContain(
      'rolex-submariner-date-126610ln',
    );
  });
});

describe('collections and facets', () => {
  it('has brand collections, all-watches without signature watches, signature-watches and extras', async () => {
    const {data} = await shop.gql(`{
      collections(first: 50) { nodes { handle title } totalCount }
      all: collection(handle: "all-watches") { products(first: 50) { nodes { handle } } }
      sig: collection(handle: "signature-watches") { products(first: 50) { nodes { handle } } }
      lange: collection(handle: "a-lange-soehne") { title products(first: 5) { nodes { handle } } }
    }`);
    const handles = data.collections.nodes.map((c: any) => c.handle);
    expect(handles).toEqual(
      expect.arrayContaining([
        'rolex',
        'patek-philippe',
        'audemars-piguet',
        'richard-mille',
        'vacheron-constantin',
        'a-lange-soehne',
        'tudor',
        'all-watches',
        'signature-watches',
        'new-arrivals',
      ]),
    );
    expect(handlesOf(data.all.products)).not.toContain(
      'patek-philippe-nautilus-5711-1a',
    );
    expect(handlesOf(data.all.products)).toHaveLength(5);
    expect(handlesOf(data.sig.products)).toEqual([
      'patek-philippe-nautilus-5711-1a',
    ]);
    expect(data.lange).toEqual({
      title: 'A. Lange & Söhne',
      products: {nodes: [{handle: 'a-lange-soehne-lange-1-191-032'}]},
    });
  });

  const FACETED = `query($filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
    collection(handle: "all-watches") {
      products(first: 50, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        nodes { handle }
        filters { id label type values { id label count input } }
      }
    }
  }`;
  const facet = (filters: any[], id: string) =>
    filters.find((f) => f.id === id);
  const counts = (f: any) =>
    Object.fromEntries(f.values.map((v: any) => [v.label, v.count]));

  it('filters AND across kinds and OR within one kind', async () => {
    const run = async (filters: unknown[]) =>
      handlesOf((await shop.gql(FACETED, {filters})).data.collection.products);
    expect(
      await run([{productVendor: 'Rolex'}, {productVendor: 'Tudor'}]),
    ).toHaveLength(3);
    expect(await run([{productVendor: 'Rolex'}, {tag: 'Diver'}])).toEqual([
      'rolex-submariner-date-126610ln',
    ]);
    expect(await run([{available: true}])).toEqual([
      'rolex-submariner-date-126610ln',
      'rolex-daytona-116500ln',
      'tudor-black-bay-58-79030n',
    ]);
    expect(await run([{price: {min: 10000, max: 30000}}])).toEqual([
      'rolex-submariner-date-126610ln',
      'rolex-daytona-116500ln',
    ]);
    expect(
      await run([
        {productMetafield: {namespace: 'custom', key: 'year', value: '2019'}},
      ]),
    ).toEqual(['rolex-daytona-116500ln']);
    expect(
      await run([
        {productMetafield: {namespace: 'custom', key: 'box', value: 'Yes'}},
        {productMetafield: {namespace: 'custom', key: 'papers', value: 'Yes'}},
      ]),
    ).toEqual(['rolex-submariner-date-126610ln', 'tudor-black-bay-58-79030n']);
  });

  it('returns facets with Shopify ids, JSON inputs and disjunctive counts', async () => {
    const {data} = await shop.gql(FACETED, {
      filters: [{productVendor: 'Rolex'}],
    });
    const filters = data.collection.products.filters;
    expect(filters.map((f: any) => f.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.vendor',
      'filter.p.product_type',
      'filter.p.tag',
      'filter.p.m.custom.availability_status',
      'filter.p.m.custom.year',
      'filter.p.m.custom.case_size',
      'filter.p.m.custom.box',
      'filter.p.m.custom.papers',
    ]);
    // The vendor facet ignores its own selection: every brand shows what choosing it would give.
    expect(counts(facet(filters, 'filter.p.vendor'))).toEqual({
      'A. Lange & Söhne': 1,
      'Audemars Piguet': 1,
      Rolex: 2,
      Tudor: 1,
    });
    // Other facets count within the Rolex selection.
    expect(counts(facet(filters, 'filter.p.m.custom.year'))).toEqual({
      '2018': 0,
      '2019': 1,
      '2020': 0,
      '2021': 1,
      '2022': 0,
    });
    expect(counts(facet(filters, 'filter.v.availability'))).toEqual({
      'In stock': 2,
      'Out of stock': 0,
    });
    const rolex = facet(filters, 'filter.p.vendor').values.find(
      (v: any) => v.label === 'Rolex',
    );
    expect(rolex).toMatchObject({
      id: 'filter.p.vendor.Rolex',
      input: '{"productVendor":"Rolex"}',
    });
    const price = facet(filters, 'filter.v.price');
    expect(price.type).toBe('PRICE_RANGE');
    expect(JSON.parse(price.values[0].input)).toEqual({
      price: {min: 0, max: 31000},
    });
    // Every input works as a filter again.
    const year = facet(filters, 'filter.p.m.custom.year').values.find(
      (v: any) => v.label === '2019',
    );
    const again = await shop.gql(FACETED, {filters: [JSON.parse(year.input)]});
    expect(handlesOf(again.data.collection.products)).toEqual([
      'rolex-daytona-116500ln',
    ]);
  });

  it('sorts collection products by price, created and title, both ways', async () => {
    const run = async (sortKey: string, reverse = false) =>
      handlesOf(
        (await shop.gql(FACETED, {sortKey, reverse})).data.collection.products,
      );
    expect((await run('PRICE'))[0]).toBe('tudor-black-bay-58-79030n');
    expect((await run('PRICE', true))[0]).toBe(
      'a-lange-soehne-lange-1-191-032',
    );
    expect((await run('CREATED', true))[0]).toBe('tudor-black-bay-58-79030n');
    expect((await run('TITLE'))[0]).toBe('a-lange-soehne-lange-1-191-032');
  });
});

describe('search', () => {
  it('searches with productFilters, relevance, facets and totalCount', async () => {
    const {data} = await shop.gql(
      `query($q: String!, $f: [ProductFilter!]) {
      search(query: $q, first: 10, types: [PRODUCT], productFilters: $f) {
        totalCount
        nodes { ... on Product { handle } }
        productFilters { id values { label count } }
      }
    }`,
      {q: 'steel', f: [{available: true}]},
    );
    // 'steel' is a tag of five watches; four of them are in stock.
    expect(data.search.totalCount).toBe(4);
    expect(data.search.nodes.map((n: any) => n.handle).sort()).toEqual([
      'patek-philippe-nautilus-5711-1a',
      'rolex-daytona-116500ln',
      'rolex-submariner-date-126610ln',
      'tudor-black-bay-58-79030n',
    ]);
    const availability = data.search.productFilters.find(
      (f: any) => f.id === 'filter.v.availability',
    );
    expect(availability.values).toEqual([
      {label: 'In stock', count: 4},
      {label: 'Out of stock', count: 1},
    ]);
  });

  it('ranks title matches first and moves unavailable watches last', async () => {
    const {data} = await shop.gql(
      `{ search(query: "rolex OR oak", first: 10) { nodes { ... on Product { handle availableForSale } } } }`,
    );
    const nodes = data.search.nodes;
    expect(nodes.at(-1)).toEqual({
      handle: 'audemars-piguet-royal-oak-15500st',
      availableForSale: false,
    });
    const hidden = await shop.gql(
      `{ search(query: "oak", first: 10, unavailableProducts: HIDE) { totalCount } }`,
    );
    expect(hidden.data.search.totalCount).toBe(0);
  });

  it('answers predictive search with products, collections and queries', async () => {
    const {data} = await shop.gql(`{ predictiveSearch(query: "rol", limit: 5) {
      products { handle } collections { handle } queries { text } pages { id } articles { id } } }`);
    expect(data.predictiveSearch.products.map((p: any) => p.handle)).toEqual([
      'rolex-submariner-date-126610ln',
      'rolex-daytona-116500ln',
    ]);
    expect(data.predictiveSearch.collections).toEqual([{handle: 'rolex'}]);
    expect(data.predictiveSearch.queries).toEqual([{text: 'rolex'}]);
  });
});

describe('shop, menus and sitemap', () => {
  it("serves the header and footer menus with absolute URLs on the shop's domain", async () => {
    const {data} = await shop.gql(`{
      shop { name primaryDomain { url } }
      main: menu(handle: "main-menu") { handle items { title url type } }
      footer: menu(handle: "footer") { items { title items { title url } } }
      none: menu(handle: "nope") { id }
    }`);
    expect(data.main.items.map((i: any) => new URL(i.url).pathname)).toEqual([
      '/',
      '/products',
      '/holy-grails',
      '/sell-your-watch',
      '/sourcing',
      '/sportsworld',
      '/insurance',
      '/about',
      '/blog',
      '/contact-us',
    ]);
    expect(data.main.items[0].url.startsWith(data.shop.primaryDomain.url)).toBe(
      true,
    );
    expect(
      data.footer.items[0].items.map((i: any) => new URL(i.url).pathname),
    ).toEqual([
      '/collections/rolex',
      '/collections/patek-philippe',
      '/collections/audemars-piguet',
      '/collections/richard-mille',
    ]);
    expect(data.none).toBeNull();
  });

  it("works with Hydrogen's own sitemap helper", async () => {
    const {storefront} = createStorefrontClient({
      storeDomain: shop.url,
      publicStorefrontToken: 'local-storefront-public-token',
      storefrontApiVersion: '2026-04',
      i18n: {language: 'EN', country: 'GB'},
    });
    const res = await getSitemapIndex({
      storefront,
      request: new Request('https://shop.example/sitemap.xml'),
    });
    const xml = await res.text();
    expect(xml).toContain('https://shop.example/sitemap/products/1.xml');
    expect(xml).toContain('https://shop.example/sitemap/collections/1.xml');
    const {data} = await shop.gql(
      `{ sitemap(type: PRODUCT) { resources(page: 1) { hasNextPage items { handle updatedAt } } } }`,
    );
    expect(data.sitemap.resources.items).toHaveLength(6);
  });
});
