// Merchandiser changes and new watches through the Admin API subset and the `set` command: they show in the
// Storefront API at once and survive a restart; --reset starts clean.
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestShop, type TestShop} from '../storefront/test-shop';
import {setProduct} from './set-command';

const dataDir = mkdtempSync(join(tmpdir(), 'local-shop-admin-'));
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({dataDir});
});
afterAll(async () => {
  await shop.dispose();
  rmSync(dataDir, {recursive: true, force: true});
});

const PRODUCT = `query($h: String!) { product(handle: $h) { availableForSale tags
  status: metafield(namespace: "custom", key: "availability_status") { value }
  selectedOrFirstAvailableVariant { price { amount } quantityAvailable } } }`;

describe('admin API', () => {
  it('needs the admin token', async () => {
    const res = await fetch(`${shop.url}/admin/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Access-Token': 'nope',
      },
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(res.status).toBe(401);
  });

  it("sets metafields, price and quantity with Shopify's mutation shapes", async () => {
    const {data} = await shop.admin(
      `{ productByIdentifier(identifier: {handle: "rolex-daytona-116500ln"}) { id variants(first: 1) { nodes { id inventoryItem { id } } } } }`,
    );
    const product = data.productByIdentifier;
    const variant = product.variants.nodes[0];
    const set = await shop.admin(
      `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { metafields { key value } userErrors { message } } }`,
      {
        m: [
          {
            ownerId: product.id,
            namespace: 'custom',
            key: 'availability_status',
            value: 'sold',
            type: 'single_line_text_field',
          },
        ],
      },
    );
    expect(set.data.metafieldsSet).toEqual({
      metafields: [{key: 'availability_status', value: 'sold'}],
      userErrors: [],
    });
    const price = await shop.admin(
      `mutation($p: ID!, $v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $p, variants: $v) { productVariants { price } userErrors { message } } }`,
      {p: product.id, v: [{id: variant.id, price: '23000.50'}]},
    );
    expect(price.data.productVariantsBulkUpdate).toEqual({
      productVariants: [{price: '23000.5'}],
      userErrors: [],
    });
    const quantity = await shop.admin(
      `mutation($i: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $i) { inventoryAdjustmentGroup { changes { delta quantityAfterChange } } userErrors { message } } }`,
      {
        i: {
          name: 'available',
          reason: 'correction',
          quantities: [
            {
              inventoryItemId: variant.inventoryItem.id,
              locationId: 'gid://shopify/Location/1',
              quantity: 3,
            },
          ],
        },
      },
    );
    expect(
      quantity.data.inventorySetQuantities.inventoryAdjustmentGroup.changes,
    ).toEqual([{delta: 2, quantityAfterChange: 3}]);

    const seen = await shop.gql(PRODUCT, {h: 'rolex-daytona-116500ln'});
    expect(seen.data.product).toMatchObject({
      status: {value: 'sold'},
      selectedOrFirstAvailableVariant: {
        price: {amount: '23000.5'},
        quantityAvailable: 3,
      },
    });
  });

  it('hides DRAFT products from the Storefront API and brings them back', async () => {
    const {data} = await shop.admin(
      `{ productByHandle(handle: "tudor-black-bay-58-79030n") { id } }`,
    );
    const update = (status: string) =>
      shop.admin(
        `mutation($p: ProductUpdateInput!) { productUpdate(product: $p) { product { status } userErrors { message } } }`,
        {p: {id: data.productByHandle.id, status}},
      );
    expect((await update('DRAFT')).data.productUpdate.product.status).toBe(
      'DRAFT',
    );
    expect(
      (await shop.gql(PRODUCT, {h: 'tudor-black-bay-58-79030n'})).data.product,
    ).toBeNull();
    const listed = await shop.gql(
      `{ products(first: 50) { nodes { handle } } collection(handle: "tudor") { products(first: 5) { nodes { handle } } } }`,
    );
    expect(listed.data.products.nodes.map((n: any) => n.handle)).not.toContain(
      'tudor-black-bay-58-79030n',
    );
    expect(listed.data.collection.products.nodes).toEqual([]);
    await update('ACTIVE');
    expect(
      (await shop.gql(PRODUCT, {h: 'tudor-black-bay-58-79030n'})).data.product,
    ).not.toBeNull();
  });

  it('drives the same changes from the set command', async () => {
    const summary = await setProduct(
      shop.url,
      'local-admin-token',
      'rolex-submariner-date-126610ln',
      [
        'custom.availability_status=on_request',
        'price=9500',
        'quantity=1',
        'tags=Diver,Featured',
      ],
    );
    expect(summary).toContain('rolex-submariner-date-126610ln');
    const seen = await shop.gql(PRODUCT, {h: 'rolex-submariner-date-126610ln'});
    expect(seen.data.product).toEqual({
      availableForSale: true,
      tags: ['Diver', 'Featured'],
      status: {value: 'on_request'},
      selectedOrFirstAvailableVariant: {
        price: {amount: '9500.0'},
        quantityAvailable: 1,
      },
    });
    await expect(
      setProduct(shop.url, 'local-admin-token', 'no-such-watch', ['price=1']),
    ).rejects.toThrow('No product');
    await expect(
      setProduct(
        shop.url,
        'local-admin-token',
        'rolex-submariner-date-126610ln',
        ['colour=red'],
      ),
    ).rejects.toThrow('Unknown key');
  });

  it('creates a watch with productCreate: in the Storefront API at once, a taken handle refused', async () => {
    const create = (title: string) =>
      shop.admin(
        `mutation($p: ProductCreateInput!) { productCreate(product: $p) { product { id handle status } userErrors { field message } } }`,
        {
          p: {
            title,
            vendor: 'Tudor',
            productType: 'Watch',
            metafields: [
              {
                namespace: 'custom',
                key: 'availability_status',
                value: 'available',
              },
              {namespace: 'custom', key: 'reference_number', value: '79360N'},
            ],
          },
        },
      );
    const created = await create('Tudor Black Bay Chrono 79360N');
    expect(created.data.productCreate).toMatchObject({
      product: {handle: 'tudor-black-bay-chrono-79360n', status: 'ACTIVE'},
      userErrors: [],
    });
    const seen = await shop.gql(
      `{ product(handle: "tudor-black-bay-chrono-79360n") { title vendor availableForSale
        status: metafield(namespace: "custom", key: "availability_status") { value } } }`,
    );
    // Shopify's new product has one unpriced variant and no stock: not for sale yet.
    expect(seen.data.product).toEqual({
      title: 'Tudor Black Bay Chrono 79360N',
      vendor: 'Tudor',
      availableForSale: false,
      status: {value: 'available'},
    });
    const again = await create('Tudor Black Bay Chrono 79360N');
    expect(again.data.productCreate.product).toBeNull();
    expect(again.data.productCreate.userErrors[0].field).toEqual(['handle']);
  });

  it('keeps changes and carts across a restart, and forgets them with reset', async () => {
    const cart = await shop.gql(
      `mutation { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1}]}) { cart { id } } }`,
    );
    const cartId = cart.data.cartCreate.cart.id;
    await shop.close();
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    shop = await startTestShop({dataDir, reset: false});
    const after = await shop.gql(
      `query($id: ID!) { cart(id: $id) { totalQuantity } product(handle: "rolex-submariner-date-126610ln") { tags }
        created: product(handle: "tudor-black-bay-chrono-79360n") { title } }`,
      {id: cartId},
    );
    expect(after.data).toEqual({
      cart: {totalQuantity: 1},
      product: {tags: ['Diver', 'Featured']},
      created: {title: 'Tudor Black Bay Chrono 79360N'},
    });
    await shop.close();

    shop = await startTestShop({dataDir, reset: true});
    const clean = await shop.gql(
      `query($id: ID!) { cart(id: $id) { id } product(handle: "rolex-submariner-date-126610ln") { tags }
        created: product(handle: "tudor-black-bay-chrono-79360n") { title } }`,
      {id: cartId},
    );
    expect(clean.data).toEqual({
      cart: null,
      product: {tags: ['Diver', 'Steel']},
      created: null,
    });
  });
});
