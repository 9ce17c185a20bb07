import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {PAGE_KINDS, pageKindOfRoute} from './pageKind';

const page = (name: string) => `routes/($locale).${name}`;

describe('pageKindOfRoute', () => {
  it('names each kind of page the shop has from its matched route', () => {
    expect(pageKindOfRoute(page('_index'))).toBe('home');
    expect(pageKindOfRoute(page('products._index'))).toBe('list');
    expect(pageKindOfRoute(page('available'))).toBe('list');
    expect(pageKindOfRoute(page('recently-sold'))).toBe('list');
    expect(pageKindOfRoute(page('signature-watches'))).toBe('list');
    expect(pageKindOfRoute(page('collections.$handle'))).toBe('brand');
    expect(pageKindOfRoute(page('products.$handle'))).toBe('product');
    expect(pageKindOfRoute(page('references.$reference'))).toBe('reference');
    expect(pageKindOfRoute(page('references._index'))).toBe('reference');
    expect(pageKindOfRoute(page('blog.$id'))).toBe('article');
    expect(pageKindOfRoute(page('patek-philippe-guide'))).toBe('article');
    expect(pageKindOfRoute(page('sell-your-watch'))).toBe('sell');
    expect(pageKindOfRoute(page('sell-your-watch-form'))).toBe('sell');
    expect(pageKindOfRoute(page('cart'))).toBe('cart');
  });

  it('calls everything else other, never a kind it is not', () => {
    expect(pageKindOfRoute(page('about'))).toBe('other');
    expect(pageKindOfRoute(page('privacy'))).toBe('other');
    expect(pageKindOfRoute(page('$'))).toBe('other');
    expect(pageKindOfRoute('routes/admin.vitals')).toBe('other');
    expect(pageKindOfRoute('root')).toBe('other');
    expect(pageKindOfRoute(undefined)).toBe('other');
    // Not a prefix match: a new route is 'other' until it is listed.
    expect(pageKindOfRoute(page('products.$handle.reviews'))).toBe('other');
  });

  it('knows every page route file under the ($locale) layout', () => {
    const files = readdirSync(new URL('../../routes/', import.meta.url))
      .filter((file) => file.startsWith('($locale).'))
      .map((file) => file.replace(/\.tsx$/, ''));
    // Each listed file that is a page of a kind is counted; the rest are deliberately 'other'.
    const kinds = new Set(
      files.map((file) => pageKindOfRoute(`routes/${file}`)),
    );
    expect([...kinds].sort()).toEqual([...PAGE_KINDS].sort());
  });
});
