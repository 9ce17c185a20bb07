import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  gatedLocation,
  passRedirectGate,
  trustedOrigins,
  withoutFollowedRedirects,
} from './redirectGate';
import {localRedirectTarget, sameOriginPath} from './safeRedirect';

const SHOP = 'https://shop.example';
const TRUSTED = trustedOrigins(SHOP, ['checkout.example', undefined]);
const SEED = 20261127;

// Pieces browsers treat specially, mixed with anything at all.
const piece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '\\',
    '%2f',
    '%2F',
    '%5c',
    '%252f',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    '\t',
    '\n',
    '\r',
    ' ',
    '@',
    ':',
    '?',
    '#',
    'evil.example',
    'EVIL.EXAMPLE',
    'https:',
    'http:',
    'javascript:',
    '／',
    '∕',
    '%e2%88%95',
    '%00',
    '%',
    'shop.example',
    '[::1]',
  ),
  fc.string({maxLength: 4}),
  fc.string({unit: 'binary', maxLength: 3}),
);
const messy = fc.array(piece, {maxLength: 8}).map((parts) => parts.join(''));

describe('the redirect gate', () => {
  it('lets no Location out that lands off the trusted origins (100,000 generated)', () => {
    fc.assert(
      fc.property(messy, (location) => {
        const gated = gatedLocation(location, SHOP, TRUSTED);
        if (gated === null) return true;
        // What the browser does with what we send: it must land on a trusted origin.
        return TRUSTED.has(new URL(gated, 'https://elsewhere.example').origin);
      }),
      {seed: SEED, numRuns: 100_000},
    );
  });

  it('keeps what is on the shop or the checkout, absolute', () => {
    expect(gatedLocation('/products?x=1', SHOP, TRUSTED)).toBe(
      'https://shop.example/products?x=1',
    );
    expect(gatedLocation('https://checkout.example/c/1', SHOP, TRUSTED)).toBe(
      'https://checkout.example/c/1',
    );
    for (const location of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'https://shop.example.evil.example/',
      'javascript:alert(1)',
    ])
      expect(gatedLocation(location, SHOP, TRUSTED)).toBeNull();
  });

  it('sends an untrusted redirect home, never cached', () => {
    const response = passRedirectGate(
      new Response(null, {
        status: 301,
        headers: {
          Location: '//evil.example',
          'Oxygen-Cache-Control': 'public, max-age=3600',
        },
      }),
      SHOP,
      TRUSTED,
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('https://shop.example/');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Oxygen-Cache-Control')).toBeNull();
  });

  it("takes away every spelling of the parameters Hydrogen's storefrontRedirect follows", () => {
    const request = withoutFollowedRedirects(
      new Request(
        `${SHOP}/x?redirect=//e&Return_To=//e&RETURN_TO=//e&q=keep&REDIRECT=//e`,
      ),
    );
    expect(new URL(request.url).search).toBe('?q=keep');
  });
});

describe('same-origin paths from a request', () => {
  it('never gives a browser a host to go to (100,000 generated)', () => {
    fc.assert(
      fc.property(messy, (path) => {
        const folded = sameOriginPath(path);
        const resolved = new URL(folded, SHOP);
        return (
          resolved.origin === SHOP &&
          folded.startsWith('/') &&
          !/^\/[\\/]/.test(folded)
        );
      }),
      {seed: SEED, numRuns: 100_000},
    );
  });

  it('folds the examples that escaped before into paths on the shop', () => {
    expect(sameOriginPath('/%2F.//evil.example')).toBe('/%2F.//evil.example');
    expect(sameOriginPath('/.//evil.example')).toBe('/evil.example');
    expect(localRedirectTarget('/.//evil.example')).toBe('/evil.example');
    expect(localRedirectTarget('//evil.example')).toBe('/evil.example');
    expect(localRedirectTarget('https://evil.example')).toBeNull();
  });
});
