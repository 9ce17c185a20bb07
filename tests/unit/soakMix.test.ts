import {describe, expect, it} from 'vitest';
import {
  ratioOf,
  seriesSummary,
  shopRequest,
  starterRequest,
} from '../../bench/lib/soakMix.mjs';

// The soak compares the shop with Hydrogen's starter under the same traffic: request i of each
// mix must be the same kind of request, on the starter's nearest route.

const HANDLES = ['rolex-submariner', 'omega-speedmaster', 'tudor-bb58'];
const kinds = (request: (i: number, h: string[]) => string) =>
  Array.from({length: 20}, (_, i) => request(i, HANDLES));

describe('the soak request mixes', () => {
  it('keeps the shop mix as it was', () => {
    expect(kinds(shopRequest).slice(0, 10)).toEqual([
      '/de/products/rolex-submariner',
      '/products/omega-speedmaster',
      '/products?brand=audemars-piguet&year=2020-present&price=under-10000',
      '/api/search?q=watch%203',
      '/search?q=rolex%204',
      '/api/lead-token',
      '/cart.data',
      '/collections/omega?page=0',
      '/no-such-page-8',
      '/?utm_source=soak&n=9',
    ]);
  });

  it('maps every request onto the starter route of the same kind', () => {
    const shop = kinds(shopRequest);
    const starter = kinds(starterRequest);
    for (let i = 0; i < shop.length; i++) {
      const s = shop[i].replace(/^\/de(?=\/|$)/, '') || '/';
      const t = starter[i];
      switch (i % 10) {
        case 0:
        case 1:
        case 7:
        case 8:
          // Product pages, collection pages and missing pages exist under the same paths.
          expect(t).toBe(s);
          break;
        case 2:
          expect(t).toBe(s.replace('/products?', '/collections/all?'));
          break;
        case 3:
          expect(t).toMatch(
            /^\/search\.data\?q=watch%20\d+&limit=5&predictive=true&_routes=routes%2Fsearch$/,
          );
          expect(t).toContain(`q=${encodeURIComponent(`watch ${i}`)}&`);
          break;
        case 4:
        case 9:
          expect(t).toBe(s);
          break;
        default:
          expect(t).toBe('/cart.data');
      }
    }
  });

  it('makes every search and missing page new text', () => {
    const many = Array.from({length: 2000}, (_, i) =>
      starterRequest(i, HANDLES),
    );
    const searches = many.filter((p) => p.startsWith('/search'));
    const missing = many.filter((p) => p.startsWith('/no-such-page'));
    expect(new Set(searches).size).toBe(searches.length);
    expect(new Set(missing).size).toBe(missing.length);
    expect(searches.length).toBe(400);
  });

  it('never sends the starter to a German path it does not have', () => {
    const many = Array.from({length: 100}, (_, i) =>
      starterRequest(i, HANDLES),
    );
    expect(many.filter((p) => p.startsWith('/de'))).toEqual([]);
  });
});

describe('seriesSummary', () => {
  const samples = [
    {requests: 1000, workerMb: 300, heapMb: 8, seconds: 20},
    {requests: 2000, workerMb: 360, heapMb: 8.2, seconds: 40},
    {requests: 3000, workerMb: 420, heapMb: null, seconds: 60},
  ];

  it('reads the figures after 1,000 requests and at the end, with their ratios', () => {
    expect(seriesSummary(samples, 1000)).toEqual({
      requestsDone: 3000,
      workerMbAfter1000: 300,
      workerMbAtEnd: 420,
      ratio: 1.4,
      heapMbAfter1000: 8,
      heapMbAtEnd: null,
      heapRatio: null,
    });
  });

  it('has no ratio before the baseline is read', () => {
    expect(seriesSummary([], 1000)).toMatchObject({
      requestsDone: 0,
      ratio: null,
      heapRatio: null,
    });
    expect(ratioOf(706, 374)).toBe(1.89);
  });
});
