// Shopify analytics and the Customer Privacy API (docs/decisions/008-shopify-analytics-and-consent.md):
// what the root loader hands the browser, and why it is off when it is.
import {getShopAnalytics, type Storefront} from '@shopify/hydrogen';
import type {ShopEnv} from '~/server/env';
import type {Locale} from '~/i18n/locale';

/** What Hydrogen's Analytics.Provider needs; null when Shopify analytics is off. */
export type ShopifyAnalyticsSetup = {
  shop: ReturnType<typeof getShopAnalytics>;
  consent: {
    checkoutDomain: string;
    storefrontAccessToken: string;
    // Our own banner asks; Shopify's would be a second one.
    withPrivacyBanner: false;
    country: 'GB';
    language: 'EN' | 'DE';
  };
} | null;

export function shopifyAnalyticsSetup({
  storefront,
  shopEnv,
  locale,
}: {
  storefront: Storefront;
  shopEnv: ShopEnv;
  locale: Locale;
}): ShopifyAnalyticsSetup {
  if (!shopEnv.shopifyAnalytics || !shopEnv.PUBLIC_CHECKOUT_DOMAIN) return null;
  return {
    // Streamed: the shop id is cached for long and never holds up the page.
    shop: getShopAnalytics({
      storefront,
      publicStorefrontId: shopEnv.PUBLIC_STOREFRONT_ID ?? '0',
    }).catch((error: unknown) => {
      console.error('[analytics] shop analytics unavailable', error);
      return null;
    }),
    consent: {
      checkoutDomain: shopEnv.PUBLIC_CHECKOUT_DOMAIN,
      storefrontAccessToken: shopEnv.PUBLIC_STOREFRONT_API_TOKEN,
      withPrivacyBanner: false,
      country: 'GB',
      language: locale === 'de' ? 'DE' : 'EN',
    },
  };
}

/** The one log line saying why Shopify analytics is off, or null when it is on. */
export function shopifyAnalyticsNotice(shopEnv: ShopEnv): string | null {
  if (shopEnv.shopifyAnalytics) return null;
  return shopEnv.usesLocalShop
    ? "[analytics] Shopify analytics and the Customer Privacy API are off: they load Shopify's consent script from cdn.shopify.com, which the local shop cannot stand in for (SHOPIFY_ANALYTICS=on turns them on)."
    : '[analytics] Shopify analytics and the Customer Privacy API are off (SHOPIFY_ANALYTICS=off).';
}
