// Shopify analytics and the tag manager wait for the visitor's choice in our banner, and the
// choice reaches Shopify's Customer Privacy API (which its checkout reads). Runs against the
// second storefront that scripts/e2e-servers.mjs starts with analytics on. Shopify's CDN, its
// Monorail collector and Google's tag manager are on the internet: the browser's requests to
// them are answered here, with a stand-in for the Customer Privacy API that keeps the consent it
// is given, and every request is recorded.
import {expect, test, type Page, type Request} from './support/test';

const ANALYTICS_URL = process.env.E2E_ANALYTICS_URL ?? 'http://localhost:3330';
const WATCH = 'rolex-submariner-date-126610ln';

test.use({baseURL: ANALYTICS_URL});

// What Shopify's consent-tracking-api script provides, kept to the calls Hydrogen makes; the
// consent lives in a cookie as Shopify's does, so it holds across pages.
const CUSTOMER_PRIVACY_STAND_IN = `(() => {
  const read = () => {
    const found = document.cookie.match(/(?:^|; )_tracking_consent=([^;]*)/);
    return found ? JSON.parse(decodeURIComponent(found[1])) : null;
  };
  let held = read();
  const answer = (key) => (held ? (held[key] ? 'yes' : 'no') : '');
  window.Shopify = window.Shopify || {};
  window.Shopify.customerPrivacy = Object.assign(window.Shopify.customerPrivacy || {}, {
    consentStatus: 'loaded',
    currentVisitorConsent: () => ({
      analytics: answer('analytics'),
      marketing: answer('marketing'),
      preferences: answer('preferences'),
      sale_of_data: answer('sale_of_data'),
    }),
    analyticsProcessingAllowed: () => Boolean(held && held.analytics),
    marketingAllowed: () => Boolean(held && held.marketing),
    preferencesProcessingAllowed: () => Boolean(held && held.preferences),
    saleOfDataAllowed: () => Boolean(held && held.sale_of_data),
    shouldShowBanner: () => false,
    setTrackingConsent(consent, callback) {
      (window.__consentGiven = window.__consentGiven || []).push(consent);
      held = {
        analytics: Boolean(consent.analytics),
        marketing: Boolean(consent.marketing),
        preferences: Boolean(consent.preferences),
        sale_of_data: Boolean(consent.sale_of_data),
      };
      document.cookie = '_tracking_consent=' + encodeURIComponent(JSON.stringify(held)) + '; path=/';
      if (callback) callback();
      document.dispatchEvent(new CustomEvent('visitorConsentCollected', {detail: {
        analyticsAllowed: held.analytics,
        marketingAllowed: held.marketing,
        preferencesAllowed: held.preferences,
        saleOfDataAllowed: held.sale_of_data,
        firstPartyMarketingAllowed: held.marketing,
        thirdPartyMarketingAllowed: held.marketing,
      }}));
    },
  });
  document.dispatchEvent(new Event('consentTrackingApiLoaded'));
})();`;

type Recorded = {
  /** Every request to Shopify's CDN, Monorail or Google, in order. */
  thirdParty: string[];
  /** The event names Monorail received (payload.event_name of each event). */
  events: string[];
};

async function standInForTheInternet(page: Page): Promise<Recorded> {
  const recorded: Recorded = {thirdParty: [], events: []};
  page.on('request', (request: Request) => {
    const url = request.url();
    if (
      /^https:\/\/(cdn\.shopify\.com|monorail-edge\.shopifysvc\.com|www\.googletagmanager\.com)\//.test(
        url,
      )
    )
      recorded.thirdParty.push(url);
  });
  await page.route(
    'https://cdn.shopify.com/shopifycloud/consent-tracking-api/**',
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: CUSTOMER_PRIVACY_STAND_IN,
      }),
  );
  await page.route(
    'https://cdn.shopify.com/shopifycloud/perf-kit/**',
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.PerfKit = {navigate() {}, setPageType() {}};',
      }),
  );
  await page.route('https://monorail-edge.shopifysvc.com/**', (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as {
      events?: Array<{payload?: {event_name?: string}}>;
    };
    for (const event of body.events ?? [])
      if (event.payload?.event_name)
        recorded.events.push(event.payload.event_name);
    return route.fulfill({status: 200, body: ''});
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({contentType: 'text/javascript', body: ''}),
  );
  return recorded;
}

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
