// A collector abroad shops in their market's currency: the watch page and the cart show its
// prices and say what they include, and the cart follows the shopper to another market.
import {expect, test} from './support/test';
import {gotoHydrated} from './support/localShop';

const WATCH = 'rolex-submariner-date-126610ln';

test('a collector in the United States sees dollars and what they include, and the cart follows them to the euro area and home', async ({
  page,
}) => {
  await gotoHydrated(page, `/en-us/products/${WATCH}`);
  await expect(page.getByTestId('product-price')).toHaveText(/^US\$[\d,]+$/);
  await expect(page.getByTestId('price-includes')).toHaveText(
    'Customs duties and import taxes are paid by us: nothing more to pay on delivery.',
  );
  await page.getByRole('button', {name: 'Add to Cart'}).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/en-us/cart');
  await expect(page.getByTestId('cart-total')).toHaveText(/^US\$[\d,]+$/);
  await expect(page.getByTestId('price-includes')).toHaveText(
    'Customs duties and import taxes are paid by us: nothing more to pay on delivery.',
  );

  await page.goto('/de-eu/cart');
  await expect(page.getByTestId('cart-total')).toHaveText(/^[\d.]+\u00a0€$/);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/€$/);
  await expect(page.getByTestId('price-includes')).toHaveText(
    'Bei der Zustellung können Einfuhrzölle und -steuern anfallen.',
  );

  await page.goto('/cart');
  await expect(page.getByTestId('cart-total')).toHaveText(/^£[\d,]+$/);
  await expect(page.getByTestId('price-includes')).toHaveText(
    'Price includes VAT. No customs charges on delivery.',
  );
});

test('the watch page prices each market in its currency', async ({page}) => {
  for (const [path, price] of [
    ['', /^£[\d,]+$/],
    ['/de-eu', /^[\d.]+\u00a0€$/],
    ['/en-hk', /^HK\$[\d,]+$/],
  ] as const) {
    await page.goto(`${path}/products/${WATCH}`);
    await expect(page.getByTestId('product-price')).toHaveText(price);
  }
});
