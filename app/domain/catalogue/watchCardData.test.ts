import {describe, expect, it} from 'vitest';
import {FULL_CARD, image} from '../../../tests/support/watchCards';
import {watchCardData} from './watchCardData';

describe('watchCardData', () => {
  it('keeps what a card shows and drops what it never reads', () => {
    const card = watchCardData(FULL_CARD);
    expect(card).toEqual({
      id: FULL_CARD.id,
      handle: FULL_CARD.handle,
      title: FULL_CARD.title,
      vendor: 'Rolex',
      availableForSale: true,
      featuredImage: {
        url: FULL_CARD.featuredImage!.url,
        altText: 'Submariner on a steel bracelet',
      },
      selectedOrFirstAvailableVariant: {
        id: 'gid://shopify/ProductVariant/11',
        availableForSale: true,
        price: {amount: '11950.0', currencyCode: 'GBP'},
      },
      status: {value: 'Available'},
      reference: {value: '126610LN'},
      box: {value: 'true'},
      papers: {value: 'true'},
      year: {value: '2021'},
      caseSize: {value: '41'},
      caseMaterial: {value: 'Oystersteel'},
      movement: {value: 'Automatic'},
      condition: {value: 'Excellent'},
    });
    // No SKU, stock count, image sizes, signature flag or duplicate price travel with a card.
    const sent = JSON.stringify(card);
    for (const dropped of [
      'CW-0001',
      'quantityAvailable',
      'width',
      'signature',
      'priceRange',
    ])
      expect(sent).not.toContain(dropped);
  });

  it("keeps the variant's image only where the watch has no featured image", () => {
    const card = watchCardData({
      ...FULL_CARD,
      featuredImage: null,
      selectedOrFirstAvailableVariant: {
        ...FULL_CARD.selectedOrFirstAvailableVariant!,
        image: image(2),
      },
    });
    expect(card.featuredImage).toBeNull();
    expect(card.selectedOrFirstAvailableVariant?.image).toEqual({
      url: image(2).url,
    });
  });

  it('keeps the price range only where there is no variant, and leaves absent fields out', () => {
    const card = watchCardData({
      ...FULL_CARD,
      selectedOrFirstAvailableVariant: null,
      reference: null,
      year: null,
    });
    expect(card.selectedOrFirstAvailableVariant).toBeNull();
    expect(card.priceRange).toEqual({
      minVariantPrice: {amount: '11950.0', currencyCode: 'GBP'},
    });
    expect('reference' in card).toBe(false);
    expect('year' in card).toBe(false);
  });
});
