import {createElement, type ReactNode} from 'react';
import {renderUnderRoot} from '../../tests/support/renderUnderRoot';
import {describe, expect, it} from 'vitest';
import {BrowserShopLink, ServerShopLink, ShopLink} from './ShopLink';

function html(element: ReactNode, locale: 'en' | 'de') {
  return renderUnderRoot(
    element,
    {locale},
    {path: '/*', at: locale === 'de' ? '/de/products' : '/products'},
  );
}

const cases: Array<[string, Record<string, unknown>]> = [
  ['/products/rolex-submariner-date-126610ln', {className: 'hover:underline'}],
  ['/products?brand=rolex&sort=price-desc', {'aria-label': 'Rolex'}],
  ['/', {}],
  ['/#newsletter', {id: 'x'}],
  [
    '/sourcing',
    {className: 'a', state: {from: 'grid'}, preventScrollReset: true},
  ],
  ['/products', {prefetch: 'intent', className: 'b'}],
  ['/products?', {}],
  ['/products/../sourcing', {}],
];

describe('ShopLink on the server', () => {
  it('is the server variant where there is no document', () => {
    expect(ShopLink).toBe(ServerShopLink);
  });

  for (const locale of ['en', 'de'] as const)
    for (const [to, props] of cases)
      it(`renders ${to} (${locale}) exactly as React Router's Link does`, () => {
        const children = 'A watch';
        expect(
          html(createElement(ServerShopLink, {to, ...props}, children), locale),
        ).toBe(
          html(
            createElement(BrowserShopLink, {to, ...props}, children),
            locale,
          ),
        );
      });
});
