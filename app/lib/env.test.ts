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

  it('accepts a complete real-store environment without local defaults', () => {
    const env = readShopEnv({
      PUBLIC_STORE_DOMAIN: 'cheshire-watches.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'abc',
      SESSION_SECRET: 'a-long-enough-secret',
    });
    expect(env.usesLocalShop).toBe(false);
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.FORMS_ENDPOINT).toBeUndefined();
  });

  it('explains malformed values', () => {
    expect(() => readShopEnv({PUBLIC_STORE_DOMAIN: 'not a domain/'})).toThrow(
      /PUBLIC_STORE_DOMAIN must be a shop domain/,
    );
    expect(() => readShopEnv({SUPABASE_URL: 'ftp://x'})).toThrow(
      /SUPABASE_URL must be an absolute http\(s\) URL/,
    );
    expect(() => readShopEnv({WARRANTY_MONTHS: 'two years'})).toThrow(
      /WARRANTY_MONTHS must be a whole number/,
    );
  });
});
