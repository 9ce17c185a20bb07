import {describe, expect, it} from 'vitest';
import {mergeNewArrivals} from './newArrivals';

const watch = (
  id: string,
  status: string | null,
  amount: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  availableForSale: true,
  featuredImage: {url: `https://cdn/${id}.jpg`},
  selectedOrFirstAvailableVariant: {
    price: {amount: String(amount), currencyCode: 'GBP'},
  },
  status: status === null ? null : {value: status},
  signature: null,
  ...extra,
});

describe('mergeNewArrivals', () => {
  it('orders available, on request, sold, unknown; each by price high to low; 12 at most', () => {
    const available = [
      watch('a1', 'available', 5000),
      watch('a2', 'available', 9000),
    ];
    const onRequest = [watch('r1', 'on_request', 100000)];
    const sold = [watch('s1', 'sold', 200000)];
    const everything = [
      ...available,
      ...onRequest,
      ...sold,
      watch('u1', 'mystery', 999999),
      watch('u2', null, 1),
    ];
    const ids = mergeNewArrivals([available, onRequest, sold, everything]).map(
      (w) => w.id,
    );
    expect(ids).toEqual(['a2', 'a1', 'r1', 's1', 'u1', 'u2']);
  });

  it('drops duplicates, signature watches and cards without an image', () => {
    const list = [
      watch('a', 'available', 1),
      watch('sig', 'available', 2, {signature: {value: 'true'}}),
      watch('noimg', 'available', 3, {featuredImage: null}),
    ];
    expect(mergeNewArrivals([list, list]).map((w) => w.id)).toEqual(['a']);
  });

  it('stops at twelve', () => {
    const many = Array.from({length: 20}, (_, i) =>
      watch(`w${i}`, 'available', i),
    );
    const result = mergeNewArrivals([many]);
    expect(result).toHaveLength(12);
    expect(result[0].id).toBe('w19');
  });
});
