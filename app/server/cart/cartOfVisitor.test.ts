import {afterEach, describe, expect, it, vi} from 'vitest';
import {readVisitorCart} from './cartOfVisitor';

describe('readVisitorCart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the cart, or null when the visitor has none', async () => {
    const cart = {
      id: 'gid://shopify/Cart/1',
      totalQuantity: 1,
      buyerIdentity: {countryCode: 'GB'},
    };
    expect(
      await readVisitorCart({get: async () => cart} as never, 'GB'),
    ).toEqual({
      cart,
      unavailable: false,
    });
    expect(
      await readVisitorCart({get: async () => null} as never, 'GB'),
    ).toEqual({
      cart: null,
      unavailable: false,
    });
  });

  it('says the cart is unavailable when Shopify cannot be asked, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = new Error('Storefront API unreachable');
    const answer = await readVisitorCart(
      {get: () => Promise.reject(down)} as never,
      'GB',
    );
    expect(answer).toEqual({cart: null, unavailable: true});
    expect(logged).toHaveBeenCalledWith(down);
  });
});
