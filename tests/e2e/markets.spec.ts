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

test('a shopper chooses the United States in the header and stays on the same page, in dollars, and the choice is kept', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, `/products/${WATCH}`);
  const header = page.getByRole('banner');
  await header.getByText(/^GBP\b/).click();
  await header.getByRole('link', {name: 'United States (USD $)'}).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/products/${WATCH}$`));
  await expect(page.getByTestId('product-price')).toHaveText(/^US\$[\d,]+$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'market')?.value).toBe('us');
});

test('without JavaScript the footer lists every market as a link to the same page, in the page language', async ({
  request,
}) => {
  const english = await (await request.get(`/products/${WATCH}`)).text();
  expect(english).toContain(`href="/en-us/products/${WATCH}?market=us"`);
  const german = await (await request.get(`/de/products/${WATCH}`)).text();
  expect(german).toContain(`href="/de-eu/products/${WATCH}?market=eu"`);
  expect(german).toContain('Vereinigte Staaten (USD $)');
  expect(german).toContain(`href="/en-us/products/${WATCH}?market=us"`);
});
