// The root loader's Shopify analytics setup, on the production context against the local shop.
import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {contentSecurityPolicy} from '~/server/csp';
import {readShopEnv} from '~/server/env';
import {loader as rootLoader} from '~/root';

const ANALYTICS_ON = {
  SHOPIFY_ANALYTICS: 'on',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.cheshire-watches.test',
  PUBLIC_STOREFRONT_ID: '1000012345',
};

describe('Shopify analytics setup', () => {
  it('is off against the local shop unless switched on, and the CSP keeps Shopify scripts out', async () => {
    const data = await rootLoader(await routeArgs('/'));
    expect(data.shopifyAnalytics).toBeNull();
    expect(contentSecurityPolicy(readShopEnv({})).scriptSrc).not.toContain(
      'https://cdn.shopify.com',
    );
  });

  it("hands the browser the shop's analytics ids and the consent settings when on", async () => {
    const data = await rootLoader(
      await routeArgs('/de/products', {env: ANALYTICS_ON}),
    );
    const setup = data.shopifyAnalytics!;
    expect(setup.consent).toEqual({
      checkoutDomain: 'checkout.cheshire-watches.test',
      storefrontAccessToken: 'local-storefront-public-token',
      withPrivacyBanner: false,
      country: 'GB',
      language: 'DE',
    });
    const shop = await setup.shop;
    expect(shop).toMatchObject({
      shopId: expect.stringMatching(/^gid:\/\/shopify\/Shop\/\d+$/),
      currency: 'GBP',
      hydrogenSubchannelId: '1000012345',
    });
    expect(
      contentSecurityPolicy(readShopEnv(ANALYTICS_ON)).scriptSrc,
    ).toContain('https://cdn.shopify.com');
  });
});
