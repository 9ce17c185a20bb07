import {describe, expect, it} from 'vitest';
import {
  applyPageCache,
  isPersonal,
  markPersonal,
  PAGE_EDGE_CACHE_CONTROL,
  PAGE_EDGE_MAX_AGE,
  PAGE_EDGE_STALE_WHILE_REVALIDATE,
  pageCacheVerdict,
} from './pageCache';
import {LIST_MEMO_SECONDS, LIST_PAGE_STRATEGY} from './catalogue/listCache';

const get = (path: string, init?: RequestInit) =>
  new Request(`https://shop.example${path}`, init);
const html = (init?: ResponseInit) =>
  new Response('<!doctype html>', {
    ...init,
    headers: {'Content-Type': 'text/html', ...(init?.headers ?? {})},
  });

describe('pageCacheVerdict', () => {
  it('shares anonymous pages in both languages', () => {
    for (const path of [
      '/',
      '/products?brand=rolex',
      '/products/rolex-submariner',
      '/de/collections/rolex',
      '/about',
      '/products.data',
    ]) {
      expect(pageCacheVerdict(get(path), html())).toEqual({
        cacheable: true,
        edgeCacheControl: PAGE_EDGE_CACHE_CONTROL,
      });
    }
  });

  it('never shares the cart, APIs, admin, webhooks or alert links', () => {
    for (const path of [
      '/cart',
      '/de/cart',
      '/cart.data',
      '/api/search?q=rolex',
      '/de/api/wishlist',
      '/admin/product-feed',
      '/webhooks/shopify',
      '/alerts/confirm?token=x',
    ]) {
      expect(pageCacheVerdict(get(path), html()).cacheable).toBe(false);
    }
  });

  it('never shares posts, errors or responses that set a cookie', () => {
    expect(
      pageCacheVerdict(get('/contact-us', {method: 'POST'}), html()).cacheable,
    ).toBe(false);
    expect(pageCacheVerdict(get('/'), html({status: 404})).cacheable).toBe(
      false,
    );
    expect(pageCacheVerdict(get('/'), html({status: 503})).cacheable).toBe(
      false,
    );
    expect(
      pageCacheVerdict(get('/'), html({headers: {'Set-Cookie': 'lang=de'}}))
        .cacheable,
    ).toBe(false);
  });

  it("follows a route's own policy: public with a lifetime is shared, anything else is not", () => {
    expect(
      pageCacheVerdict(
        get('/product-feed.xml'),
        html({headers: {'Cache-Control': 'public, max-age=30'}}),
      ),
    ).toEqual({cacheable: true, edgeCacheControl: 'public, max-age=30'});
    expect(
      pageCacheVerdict(
        get('/?lang=de'),
        html({status: 302, headers: {'Cache-Control': 'private, no-store'}}),
      ).cacheable,
    ).toBe(false);
    expect(
      pageCacheVerdict(
        get('/x'),
        html({headers: {'Cache-Control': 'public, max-age=0'}}),
      ).cacheable,
    ).toBe(false);
  });

  it('keeps status and price within 60 s with a kept list (5 s) and CacheShort (10 s) underneath', () => {
    const list =
      LIST_PAGE_STRATEGY.maxAge! +
      LIST_PAGE_STRATEGY.staleWhileRevalidate! +
      LIST_MEMO_SECONDS;
    expect(
      PAGE_EDGE_MAX_AGE + PAGE_EDGE_STALE_WHILE_REVALIDATE + list + 10,
    ).toBeLessThanOrEqual(60);
  });
});

describe('markPersonal', () => {
  it("keeps a page that carries one visitor's form token out of the edge", () => {
    const context = {};
    expect(isPersonal(context)).toBe(false);
    markPersonal(context);
    expect(isPersonal(context)).toBe(true);
    expect(
      pageCacheVerdict(get('/contact-us'), html(), {personal: true}),
    ).toEqual({cacheable: false, reason: 'made for one visitor'});
  });
});

describe('applyPageCache', () => {
  it('adds the edge policy and Vary to a shared page, keeping an existing Vary', () => {
    const response = applyPageCache(
      get('/products'),
      html({headers: {Vary: 'Accept'}}),
    );
    expect(response.headers.get('Oxygen-Cache-Control')).toBe(
      PAGE_EDGE_CACHE_CONTROL,
    );
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect(response.headers.get('Vary')).toBe(
      'Accept, Accept-Encoding, Accept-Language',
    );
  });

  it('marks a personal page private so no shared cache keeps it', () => {
    const response = applyPageCache(get('/cart'), html());
    expect(response.headers.get('Oxygen-Cache-Control')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
