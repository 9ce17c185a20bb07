import {afterEach, describe, expect, it, vi} from 'vitest';
import {cartInMarket, readVisitorCart} from './cartOfVisitor';

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

describe('cartInMarket', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A cart another site's request moves back to `intruder` right after each of our moves. */
  function contestedCart(start: string, intruder: string, contests: number) {
    let country = start;
    let left = contests;
    const moves: string[] = [];
    return {
      moves,
      api: {
        get: async () => ({
          id: 'gid://shopify/Cart/1',
          buyerIdentity: {countryCode: country},
        }),
        updateBuyerIdentity: async ({countryCode}: {countryCode: string}) => {
          moves.push(countryCode);
          country = left-- > 0 ? intruder : countryCode;
          return {cart: {id: 'gid://shopify/Cart/1'}, errors: []};
        },
      },
    };
  }

  it('answers the cart in its market even when a stale request of another site moved it back', async () => {
    const {api, moves} = contestedCart('US', 'DE', 1);
    const cart = await cartInMarket(api as never, 'GB');
    expect(cart?.buyerIdentity?.countryCode).toBe('GB');
    expect(moves).toEqual(['GB', 'GB']);
  });

  it('does not move a cart already in the market', async () => {
    const {api, moves} = contestedCart('GB', 'DE', 0);
    expect(
      (await cartInMarket(api as never, 'GB'))?.buyerIdentity?.countryCode,
    ).toBe('GB');
    expect(moves).toEqual([]);
  });

  it('gives up after a few moves and says so, rather than looping', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {api, moves} = contestedCart('US', 'DE', 100);
    await cartInMarket(api as never, 'GB');
    expect(moves).toHaveLength(3);
    expect(logged).toHaveBeenCalledWith('Cart stayed out of market GB');
  });
});
