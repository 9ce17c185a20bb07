import {describe, expect, it} from 'vitest';
import {EnvironmentError, readShopEnv} from './env';

describe('readShopEnv', () => {
  it('runs against the local shop when nothing is configured', () => {
    const env = readShopEnv({});
    expect(env.usesLocalShop).toBe(true);
    expect(env.PUBLIC_STORE_DOMAIN).toBe('http://127.0.0.1:4000');
    expect(env.PUBLIC_STOREFRONT_API_TOKEN).toBe(
      'local-storefront-public-token',
    );
    expect(env.SUPABASE_URL).toBe('http://127.0.0.1:4000');
    expect(env.FORMS_ENDPOINT).toBe('http://127.0.0.1:4000/forms/enquiries');
  });

  it('follows the local shop to another port', () => {
    const env = readShopEnv({LOCAL_SHOP_ORIGIN: 'http://127.0.0.1:4310'});
    expect(env.PUBLIC_STORE_DOMAIN).toBe('http://127.0.0.1:4310');
    expect(env.localShopOrigin).toBe('http://127.0.0.1:4310');
  });

  it('needs real secrets for a real store and names what is missing', () => {
    expect(() =>
      readShopEnv({PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com'}),
    ).toThrowError(EnvironmentError);
    try {
      readShopEnv({PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com'});
    } catch (error) {
      expect((error as EnvironmentError).problems).toEqual([
        'PUBLIC_STOREFRONT_API_TOKEN is missing',
        'SESSION_SECRET is missing',
      ]);
    }
  });

  const DEALER = {
    DEALER_EMAIL: 'enquiries@cheshire-watches.co.uk',
    DEALER_PHONE: '+44 1625 531234',
    DEALER_WHATSAPP_NUMBER: '447912345678',
    DEALER_AGENCY_URL: 'https://studio-north.co.uk/',
  };

  it('accepts a complete real-store environment without local defaults', () => {
    const env = readShopEnv({
      PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'abc',
      SESSION_SECRET: 'a-long-enough-secret',
      PUBLIC_SHOP_ORIGIN: 'https://www.cheshire-watches.example',
      PUBLIC_CHECKOUT_DOMAIN: 'checkout.example.co.uk',
      ...DEALER,
    });
    expect(env.usesLocalShop).toBe(false);
    expect(env.shopifyAnalytics).toBe(true);
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.FORMS_ENDPOINT).toBeUndefined();
  });

  it('refuses a real store with placeholder dealer details or the local session secret, naming them', () => {
    const store = {
      PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'abc',
      SESSION_SECRET: 'local-shop-development-session-secret',
      PUBLIC_SHOP_ORIGIN: 'https://www.cheshire-watches.co.uk',
      DEALER_EMAIL: 'enquiries@example.co.uk',
      DEALER_PHONE: '+44 1625 000000',
      DEALER_WHATSAPP_NUMBER: '447700900000',
      DEALER_REVIEWS_URL: 'https://example.com/reviews',
    };
    try {
      readShopEnv(store);
      expect.unreachable('a placeholder start must be refused');
    } catch (error) {
      expect((error as EnvironmentError).problems).toEqual([
        "DEALER_AGENCY_URL is missing (a real store must show the dealer's own; the default is a placeholder)",
        'DEALER_EMAIL is a placeholder (enquiries@example.co.uk)',
        'DEALER_PHONE is a placeholder (+44 1625 000000)',
        'DEALER_WHATSAPP_NUMBER is a placeholder (447700900000)',
        'DEALER_REVIEWS_URL is a placeholder (https://example.com/reviews)',
        'SESSION_SECRET is the local development secret; set a secret of your own',
      ]);
    }
    // Local development keeps its defaults.
    expect(readShopEnv({}).usesLocalShop).toBe(true);
  });

  it('refuses a real store without its public origin, and a short admin password', () => {
    const store = {
      PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'abc',
      SESSION_SECRET: 'a-long-enough-secret',
      ...DEALER,
    };
    expect(() => readShopEnv(store)).toThrow(/PUBLIC_SHOP_ORIGIN is missing/);
    expect(() =>
      readShopEnv({...store, PUBLIC_SHOP_ORIGIN: 'https://shop.example/path'}),
    ).toThrow(/PUBLIC_SHOP_ORIGIN must be an origin/);
    expect(() => readShopEnv({ADMIN_PASSWORD: 'fifteen-chars!!'})).toThrow(
      /ADMIN_PASSWORD must be at least 16 characters/,
    );
    expect(
      readShopEnv({ADMIN_PASSWORD: 'sixteen-chars!!!'}).ADMIN_PASSWORD,
    ).toBe('sixteen-chars!!!');
  });

  it('explains malformed values', () => {
    expect(() => readShopEnv({PUBLIC_STORE_DOMAIN: 'not a domain/'})).toThrow(
      /PUBLIC_STORE_DOMAIN must be a shop domain/,
    );
    expect(() => readShopEnv({SUPABASE_URL: 'ftp://x'})).toThrow(
      /SUPABASE_URL must be an absolute http\(s\) URL/,
    );
    for (const value of ['0', '101', '80%', 'eighty'])
      expect(() => readShopEnv({VALUATION_OFFER_PERCENT: value})).toThrow(
        /VALUATION_OFFER_PERCENT must be a whole number of percent from 1 to 100/,
      );
    expect(
      readShopEnv({VALUATION_OFFER_PERCENT: '80'}).VALUATION_OFFER_PERCENT,
    ).toBe(80);
    expect(readShopEnv({}).VALUATION_OFFER_PERCENT).toBeUndefined();
    expect(() => readShopEnv({WARRANTY_MONTHS: 'two years'})).toThrow(
      /WARRANTY_MONTHS must be a whole number/,
    );
  });

  it('reads the lead settings as numbers, with no value meaning the default', () => {
    const env = readShopEnv({
      LEAD_MIN_SUBMIT_MS: '0',
      LEAD_SINK_TIMEOUT_MS: '3000',
      LEAD_RATE_LIMIT: ' 2 / 60 ',
    });
    expect(env.LEAD_MIN_SUBMIT_MS).toBe(0);
    expect(env.LEAD_SINK_TIMEOUT_MS).toBe(3000);
    expect(env.LEAD_RATE_LIMIT).toEqual({limit: 2, windowMs: 60_000});
    const defaults = readShopEnv({LEAD_RATE_LIMIT: ''});
    expect(defaults.LEAD_MIN_SUBMIT_MS).toBeUndefined();
    expect(defaults.LEAD_RATE_LIMIT).toBeUndefined();
  });

  it('names the lead setting that is malformed instead of falling back silently', () => {
    expect(() => readShopEnv({LEAD_MIN_SUBMIT_MS: 'soon'})).toThrow(
      /LEAD_MIN_SUBMIT_MS must be a whole number of milliseconds/,
    );
    expect(() => readShopEnv({LEAD_SINK_TIMEOUT_MS: '0'})).toThrow(
      /LEAD_SINK_TIMEOUT_MS must be a whole number of milliseconds above 0/,
    );
    expect(() => readShopEnv({LEAD_RATE_LIMIT: 'five'})).toThrow(
      /LEAD_RATE_LIMIT must be submissions per seconds, such as 5\/600/,
    );
  });

  it("checks the dealer's details and names a malformed one", () => {
    const env = readShopEnv({
      DEALER_SHOP_NAME: ' Wilmslow Watches ',
      WARRANTY_MONTHS: '12',
    });
    expect(env.DEALER_SHOP_NAME).toBe('Wilmslow Watches');
    expect(env.WARRANTY_MONTHS).toBe(12);
    expect(() => readShopEnv({DEALER_REVIEWS_URL: 'trustpilot'})).toThrow(
      /DEALER_REVIEWS_URL must be an absolute http\(s\) URL/,
    );
    expect(() => readShopEnv({DEALER_WHATSAPP_NUMBER: '+44 7700'})).toThrow(
      /DEALER_WHATSAPP_NUMBER must be digits only/,
    );
  });

  it('gives stock alerts offline defaults and wants a key with a mail API', () => {
    const env = readShopEnv({});
    expect(env.SUPABASE_SERVICE_ROLE_KEY).toBe('local-service-role-key');
    expect(env.SHOPIFY_WEBHOOK_SECRET).toBe('local-webhook-secret');
    // Server only: takes a sold watch off sale in Shopify (decision 107).
    expect(env.SHOPIFY_ADMIN_API_TOKEN).toBe('local-admin-token');
    expect(env.MAIL_API_URL).toBe('http://127.0.0.1:4000/mail/emails');
    expect(env.MAIL_API_KEY).toBe('local-mail-key');
    expect(() =>
      readShopEnv({
        PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com',
        PUBLIC_STOREFRONT_API_TOKEN: 'abc',
        SESSION_SECRET: 'a-long-enough-secret',
        PUBLIC_SHOP_ORIGIN: 'https://www.example.co.uk',
        MAIL_API_URL: 'https://api.mail.example/emails',
        ...DEALER,
      }),
    ).toThrow(/MAIL_API_KEY is missing/);
    expect(() => readShopEnv({MAIL_FROM: 'not an address'})).toThrow(
      /MAIL_FROM must be an e-mail address/,
    );
  });

  it('turns Shopify analytics on for a real store and off offline unless asked', () => {
    const real = {
      PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'abc',
      SESSION_SECRET: 'a-long-enough-secret',
      PUBLIC_SHOP_ORIGIN: 'https://www.cheshire-watches.example',
      ...DEALER,
    };
    expect(readShopEnv({}).shopifyAnalytics).toBe(false);
    expect(
      readShopEnv({SHOPIFY_ANALYTICS: 'on', PUBLIC_CHECKOUT_DOMAIN: 'c.test'})
        .shopifyAnalytics,
    ).toBe(true);
    expect(
      readShopEnv({...real, SHOPIFY_ANALYTICS: 'off'}).shopifyAnalytics,
    ).toBe(false);
    expect(() => readShopEnv(real)).toThrow(
      /PUBLIC_CHECKOUT_DOMAIN is missing \(needed for Shopify analytics/,
    );
    expect(() => readShopEnv({SHOPIFY_ANALYTICS: 'yes'})).toThrow(
      /SHOPIFY_ANALYTICS must be on or off/,
    );
  });
});
