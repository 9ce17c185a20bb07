import {createElement} from 'react';
import {renderUnderRoot} from '../../../tests/support/renderUnderRoot';
import {describe, expect, it} from 'vitest';
import {BrowserWishlistHeart, EmptyHeart, WishlistHeart} from './WishlistHeart';

function html(
  Heart: typeof EmptyHeart,
  locale: 'en' | 'de',
  className?: string,
) {
  return renderUnderRoot(
    createElement(Heart, {
      handle: 'rolex-submariner-date-126610ln',
      title: 'Rolex Submariner Date',
      className,
    }),
    {locale},
  );
}

describe('the wishlist heart on the server', () => {
  it('renders empty without reading the wishlist', () => {
    expect(WishlistHeart).toBe(EmptyHeart);
    expect(html(EmptyHeart, 'en')).toContain('aria-pressed="false"');
    expect(html(EmptyHeart, 'en')).toContain(
      'aria-label="Add Rolex Submariner Date to wishlist"',
    );
  });

  it("gives the browser's heart the same HTML to hydrate", () => {
    for (const locale of ['en', 'de'] as const)
      for (const className of [undefined, 'absolute top-2 right-2 z-10'])
        expect(html(BrowserWishlistHeart, locale, className)).toBe(
          html(EmptyHeart, locale, className),
        );
  });
});
