// The internet the analytics storefront's pages reach once a visitor has chosen: Shopify's CDN
// (with a stand-in for its Customer Privacy API that keeps the consent it is given, in a cookie as
// Shopify's does, so it holds across pages), its Monorail collector and Google's tag manager,
// answered here with every request recorded.
import type {Page, Request} from './test';

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

export type Recorded = {
  /** Every request to Shopify's CDN, Monorail or Google, in order. */
  thirdParty: string[];
  /** The event names Monorail received (payload.event_name of each event). */
  events: string[];
};

export async function standInForTheInternet(page: Page): Promise<Recorded> {
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
