import {describe, expect, it} from 'vitest';
import {livePrices, productHandleOf} from './signaturePrices';

describe('signature sample prices', () => {
  it('reads a product handle from a sample link', () => {
    expect(productHandleOf('/products/rolex-daytona')).toBe('rolex-daytona');
    expect(productHandleOf('/signature-watches')).toBe('');
    expect(productHandleOf(undefined)).toBe('');
  });
  it('keeps priced products only', () => {
    const money = (amount: string) => ({
      minVariantPrice: {amount, currencyCode: 'GBP'},
    });
    expect(
      livePrices([
        {handle: 'a', priceRange: money('595000.0')},
        {handle: 'b', priceRange: money('0.0')},
      ]),
    ).toEqual({a: {amount: '595000.0', currencyCode: 'GBP'}});
  });
});
