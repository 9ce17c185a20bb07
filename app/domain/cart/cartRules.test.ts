import {describe, expect, it} from 'vitest';
import {checkQuantity, isMissingCartError, quantityLimit} from './cartRules';

describe('quantityLimit', () => {
  it('is the stock the dealer holds, or 1 when unknown', () => {
    expect(quantityLimit(3)).toBe(3);
    expect(quantityLimit(null)).toBe(1);
    expect(quantityLimit(undefined)).toBe(1);
    expect(quantityLimit(0)).toBe(1);
  });
});

describe('checkQuantity', () => {
  it('allows 1 up to the stock', () => {
    expect(checkQuantity(1, 2)).toEqual({ok: true, limit: 2});
    expect(checkQuantity(2, 2)).toEqual({ok: true, limit: 2});
  });
  it('refuses more than the stock, naming the limit', () => {
    expect(checkQuantity(3, 2)).toEqual({
      ok: false,
      limit: 2,
      reason: 'over-stock',
    });
    expect(checkQuantity(2, null)).toEqual({
      ok: false,
      limit: 1,
      reason: 'over-stock',
    });
  });
  it('refuses going below one', () => {
    expect(checkQuantity(0, 2).ok).toBe(false);
    expect(checkQuantity(1.5, 2).ok).toBe(false);
  });
});

describe('isMissingCartError', () => {
  it("recognises Shopify's answers for a cart that no longer exists", () => {
    expect(
      isMissingCartError([
        {message: 'The specified cart does not exist.', code: 'INVALID'},
      ]),
    ).toBe(true);
    expect(isMissingCartError([{message: 'Cart not found'}])).toBe(true);
    expect(isMissingCartError([{message: 'Quantity must be positive'}])).toBe(
      false,
    );
    expect(isMissingCartError(undefined)).toBe(false);
  });
});
