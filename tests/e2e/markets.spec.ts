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

/** Oxygen's buyer headers for a shopper in that country (a public address, not a local run). */
const buyerIn = (country: string) => ({
  'oxygen-buyer-country': country,
  'oxygen-buyer-ip': '203.0.113.7',
});

test.describe('a first visit from another country', () => {
  test('is offered its market, never moved, and a shopper who keeps pounds is not asked again', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(buyerIn('US'));
    await gotoHydrated(page, `/products/${WATCH}`);
    const offer = page.getByRole('region', {name: 'Prices for your country'});
    await expect(offer).toHaveText(
      /You seem to be shopping from abroad\. Would you like to see prices for United States \(USD \$\)\?/,
    );
    await expect(page).toHaveURL(new RegExp(`/products/${WATCH}$`));
    await offer.getByRole('button', {name: 'Keep GBP'}).click();
    await expect(offer).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'market')?.value).toBe(
      'uk',
    );
    // The next page asks nothing: the answer is kept.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/buyer-country'))
        asked.push(request.url());
    });
    await gotoHydrated(page, '/products');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(asked).toEqual([]);
    await expect(offer).toBeHidden();
    // A link into another market's site: the kept market is offered back, never a silent move.
    await gotoHydrated(page, `/en-us/products/${WATCH}`);
    await expect(offer).toHaveText(
      'You chose prices for United Kingdom (GBP £) before. Would you like to see them here?Switch to GBPKeep USD',
    );
    await expect(page).toHaveURL(new RegExp(`/en-us/products/${WATCH}$`));
    expect(asked).toEqual([]);
    await offer.getByRole('link', {name: 'Switch to GBP'}).click();
    await expect(page).toHaveURL(new RegExp(`/products/${WATCH}$`));
    await expect(page).not.toHaveURL(/\/en-us\//);
  });

  test('takes a shopper who accepts to the same page on their market, in German where it is offered', async ({
    page,
    context,
  }) => {
    await page.setExtraHTTPHeaders(buyerIn('AT'));
    await gotoHydrated(page, '/de/about');
    const offer = page.getByRole('region', {name: 'Preise für Ihr Land'});
    await offer.getByRole('link', {name: 'Zu EUR wechseln'}).click();
    await expect(page).toHaveURL(/\/de-eu\/about$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'market')?.value).toBe(
      'eu',
    );
  });

  test('offers nothing to a shopper in the market of the page, nor on a local run', async ({
    page,
  }) => {
    // MiniOxygen's made-up buyer (in the US, from 127.0.0.1) is no visitor from abroad.
    const local = page.waitForResponse('**/api/buyer-country');
    await gotoHydrated(page, '/about');
    expect(await (await local).json()).toEqual({country: null});

    await page.setExtraHTTPHeaders(buyerIn('GB'));
    const asked = page.waitForResponse('**/api/buyer-country');
    await gotoHydrated(page, '/');
    await asked;
    await expect(
      page.getByRole('region', {name: 'Prices for your country'}),
    ).toHaveCount(0);
  });
});
