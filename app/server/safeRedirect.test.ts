import {describe, expect, it} from 'vitest';
import {localRedirectTarget, sameOriginPath} from './safeRedirect';

const hostile = [
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
];

describe('sameOriginPath', () => {
  it.each(hostile)('folds %j into a path on this site', (path) => {
    const folded = sameOriginPath(path);
    expect(folded.startsWith('/')).toBe(true);
    expect(folded.startsWith('//')).toBe(false);
    expect(new URL(folded, 'https://shop.example').host).toBe('shop.example');
  });

  it('keeps ordinary paths and query strings', () => {
    expect(sameOriginPath('/de/products?brand=rolex')).toBe(
      '/de/products?brand=rolex',
    );
    expect(sameOriginPath('/')).toBe('/');
  });
});

describe('localRedirectTarget', () => {
  it('accepts a path and refuses other hosts and schemes', () => {
    expect(localRedirectTarget('/cart')).toBe('/cart');
    expect(localRedirectTarget('https://evil.example/')).toBeNull();
    expect(localRedirectTarget('javascript:alert(1)')).toBeNull();
    expect(localRedirectTarget(null)).toBeNull();
    expect(localRedirectTarget('/\\evil.example')).toBe('/evil.example');
  });
});
