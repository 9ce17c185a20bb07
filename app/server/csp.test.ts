import {describe, expect, it} from 'vitest';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {contentSecurityPolicy} from './csp';
import {readShopEnv} from './env';

function scriptSrc(env: Record<string, string>) {
  const {header, nonce} = createContentSecurityPolicy(
    contentSecurityPolicy(readShopEnv(env)),
  );
  const directive = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return {sources: directive!.split(/\s+/).slice(1), nonce};
}

describe('the content security policy', () => {
  it.each([
    ['offline', {}],
    [
      'with the tag manager and Shopify analytics',
      {
        PUBLIC_GTM_ID: 'GTM-TEST1',
        SHOPIFY_ANALYTICS: 'on',
        PUBLIC_CHECKOUT_DOMAIN: 'checkout.example.com',
      },
    ],
  ])(
    '%s: scripts run by nonce, and a whole CDN host is never enough on its own',
    (_name, env) => {
      const {sources, nonce} = scriptSrc(env);
      expect(sources).toContain(`'nonce-${nonce}'`);
      // Browsers that know 'strict-dynamic' then ignore every host and 'self' in the list.
      expect(sources).toContain("'strict-dynamic'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    },
  );
});
