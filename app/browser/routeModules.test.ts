import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {pageScripts, routeTree, type RouteManifest} from './routeModules';

const ORIGIN = 'https://shop.example';

// The shape of the shop's manifest: the root, resource routes beside the optional language
// layout, pages inside it (an index among them) and the catch-all page.
const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  extra: Partial<RouteManifest['routes'][string]> = {},
) => ({
  id,
  parentId,
  path,
  hasDefaultExport: true,
  module: `/assets/${id}.js`,
  imports: [`/assets/${id}-chunk.js`, '/assets/vendor.js'],
  ...extra,
});
const manifest: RouteManifest = {
  routes: Object.fromEntries(
    [
      route('root', undefined, ''),
      route('api.cart', 'root', 'de?/api/cart', {
        hasDefaultExport: false,
        imports: [],
      }),
      route('sitemap.xml', 'root', 'sitemap.xml', {hasDefaultExport: false}),
      route('locale', 'root', ':locale?'),
      route('home', 'locale', undefined, {index: true}),
      route('products.index', 'locale', 'products', {index: true}),
      route('products.handle', 'locale', 'products/:handle'),
      route('collections.handle', 'locale', 'collections/:handle'),
      route('about', 'locale', 'about'),
      route('catchAll', 'locale', '*'),
    ].map((entry) => [entry.id, entry]),
  ),
};
const tree = routeTree(manifest);
const scriptsOf = (href: string) => pageScripts(href, manifest, tree, ORIGIN);
const everyScript = new Set(
  Object.values(manifest.routes).flatMap((r) => [r.module, ...r.imports!]),
);

describe('the scripts of the page a link leads to', () => {
  it('are each matched route’s module and imports, once each', () => {
    expect(scriptsOf('/products/rolex-submariner-126610ln')).toEqual([
      '/assets/root.js',
      '/assets/root-chunk.js',
      '/assets/vendor.js',
      '/assets/locale.js',
      '/assets/locale-chunk.js',
      '/assets/products.handle.js',
      '/assets/products.handle-chunk.js',
    ]);
    expect(scriptsOf('/de/products/x?variant=1#gallery')).toContain(
      '/assets/products.handle.js',
    );
    expect(scriptsOf('/products')).toContain('/assets/products.index.js');
    expect(scriptsOf('/')).toContain('/assets/home.js');
    expect(scriptsOf(`${ORIGIN}/about`)).toContain('/assets/about.js');
  });

  it('are none for a resource route, another site or a link that is no address', () => {
    expect(scriptsOf('/sitemap.xml')).toEqual([]);
    expect(scriptsOf('/de/api/cart')).toEqual([]);
    expect(scriptsOf('https://evil.example/products/x')).toEqual([]);
    expect(scriptsOf('//evil.example/products/x')).toEqual([]);
    expect(scriptsOf('mailto:sales@shop.example')).toEqual([]);
    expect(scriptsOf('http://[::1')).toEqual([]);
  });

  it('are only ever the manifest’s own scripts, for any link at all (seeded)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '/.',
        '..',
        'de',
        'products',
        'collections',
        'sitemap.xml',
        '?',
        '#',
        '%2F',
        '\\',
        'https://',
        'evil.example',
        'javascript:',
        '@',
        ':',
      ),
      fc.string({maxLength: 6}),
    );
    const href = fc.array(piece, {maxLength: 8}).map((parts) => parts.join(''));
    fc.assert(
      fc.property(href, (link) => {
        for (const script of scriptsOf(link))
          expect(everyScript.has(script)).toBe(true);
      }),
      {seed: 118, numRuns: 5000},
    );
  });

  it('lead a watch link to the watch page’s scripts, whatever its handle (seeded)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '/de'),
        fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,40}$/),
        (language, handle) => {
          const scripts = scriptsOf(`${language}/products/${handle}`);
          expect(scripts).toContain('/assets/products.handle.js');
          expect(scripts).not.toContain('/assets/collections.handle.js');
        },
      ),
      {seed: 118, numRuns: 2000},
    );
  });
});
