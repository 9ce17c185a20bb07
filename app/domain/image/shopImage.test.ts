import {describe, expect, it} from 'vitest';
import {
  CARD_CSS_WIDTH,
  densityLadder,
  firstCardPreload,
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imagePreload,
  shopImageSrcSet,
  shopImageUrl,
} from './shopImage';
import {imagePreloadLink} from '~/domain/seo';

const URL_V = 'https://cdn.shopify.com/s/files/1/rolex-1.jpg?v=1712';

describe('shopImageUrl', () => {
  it('keeps the version and asks the CDN for a square centre crop', () => {
    expect(shopImageUrl(URL_V, 480, 1)).toBe(
      'https://cdn.shopify.com/s/files/1/rolex-1.jpg?v=1712&width=480&height=480&crop=center',
    );
  });
  it('asks only for a width when no aspect is given, and replaces an earlier width', () => {
    expect(
      shopImageUrl('http://127.0.0.1:4000/cdn/shop/files/a.jpg?width=100', 720),
    ).toBe('http://127.0.0.1:4000/cdn/shop/files/a.jpg?width=720');
  });
  it('follows a wide aspect for the height', () => {
    expect(shopImageUrl(URL_V, 1200, 16 / 9)).toContain(
      'width=1200&height=675&crop=center',
    );
  });
});

/** What a browser takes from a ladder: the smallest width covering the drawn pixels, else the largest. */
function picked(widths: readonly number[], cssWidth: number, dpr: number) {
  const needed = cssWidth * dpr;
  return widths.find((width) => width >= needed) ?? widths[widths.length - 1];
}

describe('card width ladder', () => {
  it('offers one width per density (1x, 1.5x, 2x) of the widest card', () => {
    expect(densityLadder(CARD_CSS_WIDTH)).toEqual([400, 600, 800]);
    expect(IMAGE_WIDTHS.card).toEqual(densityLadder(CARD_CSS_WIDTH));
    expect(densityLadder(300, [1, 2])).toEqual([300, 600]);
  });
  it('never offers more than a 2x screen needs at the widest card', () => {
    expect(Math.max(...IMAGE_WIDTHS.card)).toBeLessThanOrEqual(
      2 * CARD_CSS_WIDTH,
    );
  });
  it('gives the phones and laptops people use the file the longer ladder gave them, or one close to it', () => {
    const before = [240, 400, 600, 800, 960];
    // A 390 px phone at 3x and a 412 px one at 1.75x (Lighthouse's): one column, 16 px margins.
    expect(picked(IMAGE_WIDTHS.card, 358, 3)).toBe(800);
    expect(picked(IMAGE_WIDTHS.card, 380, 1.75)).toBe(
      picked(before, 380, 1.75),
    );
    // A 1280 px laptop at 1x and 2x: four columns of about 290 px.
    expect(picked(IMAGE_WIDTHS.card, 290, 1)).toBe(400);
    expect(picked(IMAGE_WIDTHS.card, 290, 2)).toBe(picked(before, 290, 2));
  });
});

describe('srcset and preload', () => {
  it('lists every width of the ladder once, in order', () => {
    const srcset = shopImageSrcSet(URL_V, IMAGE_WIDTHS.card, 1);
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '400w',
      '600w',
      '800w',
    ]);
  });
  it('preloads the first card with the same srcset and sizes the card uses', () => {
    const preload = firstCardPreload([
      {
        featuredImage: null,
        selectedOrFirstAvailableVariant: {image: {url: URL_V}},
      },
      {featuredImage: {url: 'https://cdn.shopify.com/other.jpg'}},
    ]);
    expect(preload).toEqual(
      imagePreload(URL_V, IMAGE_WIDTHS.card, IMAGE_SIZES.card, 1),
    );
    expect(preload?.srcSet).toBe(shopImageSrcSet(URL_V, IMAGE_WIDTHS.card, 1));
  });
  it('preloads nothing for an empty list or a watch without images', () => {
    expect(firstCardPreload([])).toBeNull();
    expect(
      firstCardPreload([
        {featuredImage: null, selectedOrFirstAvailableVariant: null},
      ]),
    ).toBeNull();
  });
  it('becomes a high-priority <link rel=preload as=image> in the page head', () => {
    const preload = imagePreload(
      URL_V,
      IMAGE_WIDTHS.gallery,
      IMAGE_SIZES.gallery,
      1,
    );
    expect(imagePreloadLink(preload)).toEqual({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: shopImageUrl(URL_V, 800, 1),
      imageSrcSet: preload.srcSet,
      imageSizes: IMAGE_SIZES.gallery,
      fetchpriority: 'high',
    });
  });
});
