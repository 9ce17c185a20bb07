// Shopify analytics and the tag manager wait for the visitor's choice in our banner, and the
// choice reaches Shopify's Customer Privacy API (which its checkout reads). Runs against the
// second storefront that scripts/e2e-servers.mjs starts with analytics on. Shopify's CDN, its
// Monorail collector and Google's tag manager are on the internet: the browser's requests to
// them are answered by support/analyticsStandIn.ts, and every request is recorded.
import {expect, test, type Page} from './support/test';
import {standInForTheInternet} from './support/analyticsStandIn';

const ANALYTICS_URL = process.env.E2E_ANALYTICS_URL ?? 'http://localhost:3330';
const WATCH = 'rolex-submariner-date-126610ln';

test.use({baseURL: ANALYTICS_URL});

async function openWatch(page: Page) {
  await page.goto(`/products/${WATCH}`);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(
    page.locator('[data-testid="product-gallery"][data-ready="true"]'),
  ).toBeVisible();
}

function consentGiven(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as {__consentGiven?: Array<Record<string, unknown>>})
        .__consentGiven ?? [],
  );
}

test('nothing is loaded or sent before consent; after “Accept analytics”, Shopify and the tag manager get the choice and the events', async ({
  page,
}) => {
  // Three page loads, a cart change and the consent round trip: more than one page's budget.
  test.slow();
  const recorded = await standInForTheInternet(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await openWatch(page);
  const banner = page.getByRole('region', {name: 'Cookies and analytics'});
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(recorded.thirdParty).toEqual([]);
  expect(recorded.events).toEqual([]);

  await banner.getByRole('button', {name: 'Accept analytics'}).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => consentGiven(page))
    .toEqual([
      // The banner asks about analytics only: marketing and the sale of data stay refused.
      expect.objectContaining({
        analytics: true,
        marketing: false,
        preferences: false,
        sale_of_data: false,
        headlessStorefront: true,
      }),
    ]);
  await expect
    .poll(() => recorded.events)
    .toEqual(
      expect.arrayContaining(['page_rendered', 'product_page_rendered']),
    );
  expect(recorded.thirdParty).toContainEqual(
    expect.stringContaining(
      'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST',
    ),
  );

  await page
    .getByTestId('product-actions')
    .getByRole('button', {name: 'Add to Cart'})
    .click();
  await expect(page.getByRole('dialog', {name: 'Your Cart'})).toBeVisible();
  await expect.poll(() => recorded.events).toContain('product_added_to_cart');

  // The next page remembers the choice: no banner, Shopify is not asked again, events flow.
  await page.goto('/products');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect
    .poll(
      () => recorded.events.filter((name) => name === 'page_rendered').length,
    )
    .toBeGreaterThan(1);
  await expect(banner).toHaveCount(0);
  expect(await consentGiven(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('after Reject, Shopify is told no, and no event and no tag manager follow', async ({
  page,
}) => {
  const recorded = await standInForTheInternet(page);
  await openWatch(page);
  const banner = page.getByRole('region', {name: 'Cookies and analytics'});
  await banner.getByRole('button', {name: 'Reject'}).click();
  await expect
    .poll(() => consentGiven(page))
    .toEqual([
      expect.objectContaining({
        analytics: false,
        marketing: false,
        preferences: false,
        sale_of_data: false,
      }),
    ]);

  await page
    .getByTestId('product-actions')
    .getByRole('button', {name: 'Add to Cart'})
    .click();
  await expect(page.getByRole('dialog', {name: 'Your Cart'})).toBeVisible();
  await page.goto('/products');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(recorded.events).toEqual([]);
  expect(
    recorded.thirdParty.filter((url) => url.includes('googletagmanager')),
  ).toEqual([]);
});
