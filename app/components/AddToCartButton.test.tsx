import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoutesStub} from 'react-router';
import {describe, expect, it} from 'vitest';
import {PanelProvider} from '~/components/panels';
import {
  AddToCartButton,
  AddToCartForm,
  BrowserAddToCartButton,
} from './AddToCartButton';

function html(element: ReactNode, locale: 'en' | 'de' = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({locale}),
      Component: () => createElement(PanelProvider, null, element),
    },
  ]);
  return renderToString(
    createElement(Stub, {hydrationData: {loaderData: {root: {locale}}}}),
  );
}

const lines = [{merchandiseId: 'gid://shopify/ProductVariant/11', quantity: 1}];

describe('add to cart on the server and in the browser', () => {
  it('renders the bare form on the server, with no fetcher per card', () => {
    expect(AddToCartButton).toBe(AddToCartForm);
  });

  it('gives the browser button the same HTML to hydrate, label and class as given', () => {
    for (const props of [
      {lines},
      {lines, label: 'Buy now', className: 'w-full'},
      {lines, disabled: true},
    ])
      expect(html(createElement(BrowserAddToCartButton, props))).toBe(
        html(createElement(AddToCartForm, props)),
      );
  });

  it("posts Hydrogen's cart form input to /cart, so it works without JavaScript", () => {
    const form = html(createElement(AddToCartForm, {lines}));
    expect(form).toContain('action="/cart" method="post"');
    expect(form).toContain('name="cartFormInput"');
    expect(form).toContain('gid://shopify/ProductVariant/11');
    expect(form).toContain('>Add to Cart</button>');
  });

  it('posts to the German cart on a German page', () => {
    const form = html(createElement(AddToCartForm, {lines}), 'de');
    expect(form).toContain('action="/de/cart" method="post"');
    expect(form).toContain('>In den Warenkorb</button>');
  });
});
