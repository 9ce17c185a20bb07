// Issue 36: a watch marked sold cannot reach a checkout by any path (decision 107). A shopper
// has it in the cart and on the checkout page; the merchandiser marks it sold in the admin; the
// product webhook reaches the storefront, which takes the watch off sale in Shopify itself. The
// checkout page then shows it unavailable and offers no payment, the Storefront API a browser
// could call directly will not put it in a cart, and its page stays up as a sold watch. The
// watch is this spec's own; its status and stock are put back afterwards.
import {expect, test} from './support/test';
import {setProduct} from '../../local-shop/admin/set-command';
import {
  gotoHydrated,
  LOCAL_SHOP_URL,
  storefrontQuery,
} from './support/localShop';

const ADMIN_TOKEN = 'local-admin-token';
const HANDLE = 'tudor-submariner-7928';

type Variant = {
  id: string;
  availableForSale: boolean;
  quantityAvailable: number;
};

async function watch() {
  const {product} = await storefrontQuery<{
    product: {title: string; variants: {nodes: Variant[]}} | null;
  }>(
    `query ($handle: String!) { product(handle: $handle) { title
      variants(first: 1) { nodes { id availableForSale quantityAvailable } } } }`,
    {handle: HANDLE},
  );
  if (!product) throw new Error(`${HANDLE} is not in the local shop`);
  return {title: product.title, ...product.variants.nodes[0]};
}

test.describe('a sold watch cannot be bought', () => {
  test.afterAll(async () => {
    await setProduct(LOCAL_SHOP_URL, ADMIN_TOKEN, HANDLE, [
      'custom.availability_status=available',
      'quantity=1',
    ]);
  });

  test('a checkout opened before the watch sold refuses payment, and Shopify will not add it again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await watch();
    expect(before.availableForSale).toBe(true);

    await gotoHydrated(page, `/products/${HANDLE}`);
    await page
      .getByTestId('product-actions')
      .getByRole('button', {name: 'Add to Cart'})
      .click();
    const drawer = page.getByRole('dialog', {name: 'Your Cart'});
    await expect(
      drawer.getByTestId('cart-line').getByRole('link', {name: before.title}),
    ).toBeVisible();
    await drawer.getByRole('button', {name: 'Checkout'}).click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    const checkoutUrl = page.url();
    await expect(page.getByRole('button', {name: 'Pay now'})).toBeVisible();

    // The merchandiser marks it sold; the webhook reaches the storefront, which tells Shopify.
    await setProduct(LOCAL_SHOP_URL, ADMIN_TOKEN, HANDLE, [
      'custom.availability_status=sold',
    ]);
    await expect
      .poll(async () => (await watch()).availableForSale, {timeout: 30_000})
      .toBe(false);

    await page.goto(checkoutUrl);
    await expect(
      page
        .getByRole('alert')
        .getByRole('heading', {name: 'Some items are no longer available'}),
    ).toBeVisible();
    await expect(
      page.getByRole('row', {name: new RegExp(before.title)}),
    ).toContainText('No longer available');
    await expect(page.getByRole('button', {name: 'Pay now'})).toHaveCount(0);

    // What a browser holding the public token could send, bypassing the shop's /cart.
    const direct = await request.post(
      `${LOCAL_SHOP_URL}/api/2026-04/graphql.json`,
      {
        headers: {
          'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
        },
        data: {
          query: `mutation ($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) {
            cart { totalQuantity } warnings { code } } }`,
          variables: {lines: [{merchandiseId: before.id, quantity: 1}]},
        },
      },
    );
    expect((await direct.json()).data.cartCreate).toEqual({
      cart: {totalQuantity: 0},
      warnings: [{code: 'MERCHANDISE_OUT_OF_STOCK'}],
    });

    // The watch stays on the site as a sold watch, with no way to buy it.
    await expect(async () => {
      await page.goto(`/products/${HANDLE}`);
      await expect(
        page
          .locator('header')
          .filter({
            has: page.getByRole('heading', {level: 1, name: before.title}),
          })
          .getByText('Recently Sold', {exact: true}),
      ).toBeVisible({timeout: 2_000});
    }).toPass({timeout: 60_000});
    await expect(page.getByRole('button', {name: 'Add to Cart'})).toHaveCount(
      0,
    );
    // The Admin API token the server used stays on the server.
    expect(await page.content()).not.toContain('local-admin-token');
  });
});
