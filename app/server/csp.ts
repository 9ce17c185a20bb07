import type {ShopEnv} from '~/server/env';

/**
 * The strict, nonce-based policy for every page. Hydrogen adds https:// to the store
 * domain, so the local shop's plain-http origin is allowed here explicitly; third-party
 * hosts appear only when the environment turns their feature on.
 */
export function contentSecurityPolicy(shopEnv: ShopEnv) {
  const images = ["'self'", 'data:', 'https://cdn.shopify.com'];
  const connect = ["'self'"];
  // Scripts run only by nonce, and what those scripts load (the tag manager's own, Shopify's
  // consent script): 'strict-dynamic' makes browsers that know it ignore the host list below,
  // which stays for those that do not.
  const scripts: string[] = ["'strict-dynamic'", "'self'"];
  if (shopEnv.localShopOrigin) {
    images.push(shopEnv.localShopOrigin);
  }
  if (shopEnv.PUBLIC_GTM_ID) {
    scripts.push('https://www.googletagmanager.com');
    images.push(
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    );
    connect.push(
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
    );
  }
  if (shopEnv.shopifyAnalytics) {
    // Shopify's Customer Privacy API and its performance kit; Hydrogen already allows Monorail.
    scripts.push('https://cdn.shopify.com');
  }
  return {
    shop: {
      checkoutDomain: shopEnv.PUBLIC_CHECKOUT_DOMAIN,
      storeDomain: shopEnv.usesLocalShop
        ? undefined
        : shopEnv.PUBLIC_STORE_DOMAIN,
    },
    scriptSrc: scripts,
    imgSrc: images,
    connectSrc: connect,
    fontSrc: ["'self'"],
    formAction: [
      "'self'",
      ...(shopEnv.localShopOrigin ? [shopEnv.localShopOrigin] : []),
      'https://*.myshopify.com',
      'https://*.shopify.com',
    ],
    objectSrc: ["'none'"],
  };
}
