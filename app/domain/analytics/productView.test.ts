import {describe, expect, it} from 'vitest';
import {productViewed} from './productView';

const watch = {
  id: 'gid://shopify/Product/1',
  title: 'Submariner Date 126610LN',
  vendor: 'Rolex',
};

describe('productViewed', () => {
  it('reports the watch and its one variant at the asking price', () => {
    expect(
      productViewed({
        ...watch,
        variant: {
          id: 'gid://shopify/ProductVariant/11',
          title: 'Default Title',
          sku: '126610LN',
          price: {amount: '11950.0'},
        },
      }),
    ).toEqual({
      products: [
        {
          id: 'gid://shopify/Product/1',
          title: 'Submariner Date 126610LN',
          vendor: 'Rolex',
          variantId: 'gid://shopify/ProductVariant/11',
          variantTitle: 'Default Title',
          price: '11950.0',
          quantity: 1,
          sku: '126610LN',
        },
      ],
    });
  });

  it('reports nothing for a watch with no variant or no price', () => {
    expect(productViewed({...watch, variant: null})).toBeNull();
    expect(
      productViewed({
        ...watch,
        variant: {id: 'v', title: 'Default Title', price: null},
      }),
    ).toBeNull();
  });
});
