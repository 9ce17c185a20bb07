import {createElement} from 'react';
import {describe, expect, it, vi} from 'vitest';

// Counts the fetchers a render sets up: a list page's 24 cards must not each cost one, on the
// server or in the browser.
const fetchers = vi.hoisted(() => ({count: 0}));
vi.mock('react-router', async (original) => {
  const actual = await original<typeof import('react-router')>();
  return {
    ...actual,
    useFetcher: ((...args: Parameters<typeof actual.useFetcher>) => {
      fetchers.count++;
      return actual.useFetcher(...args);
    }) as typeof actual.useFetcher,
  };
});
import {
  AddToCartButton,
  AddToCartForm,
  BrowserAddToCartButton,
} from './AddToCartButton';
import {renderWithCart} from '../../tests/support/renderWithCart';

const html = renderWithCart;

const lines = [{merchandiseId: 'gid://shopify/ProductVariant/11', quantity: 1}];

describe('add to cart on the server and in the browser', () => {
  it('sets up one fetcher for a page of 24 cards, on the server and in the browser', () => {
    const cards = (Button: typeof AddToCartButton) =>
      Array.from({length: 24}, (_, i) =>
        createElement(Button, {
          key: i,
          lines: [{merchandiseId: `gid://shopify/ProductVariant/${i}`}],
        }),
      );
    for (const Button of [AddToCartButton, BrowserAddToCartButton]) {
      fetchers.count = 0;
      const page = html(cards(Button));
      expect(page.match(/action="\/cart"/g)).toHaveLength(24);
      // The layout's one, shared by every button (and so seen by the count).
      expect(fetchers.count).toBe(1);
    }
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
