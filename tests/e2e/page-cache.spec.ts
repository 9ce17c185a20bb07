// Oxygen's full-page cache may keep a page only if it carries nothing personal: what the edge
// would share, and what it must never share, answered by the built worker.
import {expect, request as requestFactory, test} from './support/test';
import {addThroughCartRoute, catalogueWatches} from './support/localShop';

const EDGE_POLICY = 'public, max-age=15, stale-while-revalidate=30';

// Specs running beside these change the catalogue (merchant.spec.ts sells a watch), and every
// render reads the list afresh (no isolate memo since decision 114): pages read together are
// compared again until they come from one state of the stock. A page that differs by visitor
// differs every time and still fails.
const SAME_MOMENT = 'the pages read together are the same';
const SAME_MOMENT_RETRIES = {timeout: 20_000, intervals: [0, 1_000]};

/** The HTML with the per-response CSP nonce set aside (the edge stores it with its header), and
 * the footer newsletter's render token, which a cached copy shares (docs/decisions/080). */
const withoutNonce = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/name="_lead" value="[^"]*"/g, 'name="_lead" value=""')
    .replace(/\\"leadToken\\",\\"[^"\\]*\\"/g, '');

test.describe('full-page cache', () => {
  test('anonymous pages in both languages are marked for the edge', async ({
    request,
  }) => {
    const watch = (await catalogueWatches())[0];
    for (const path of [
      '/',
      '/products',
      '/products?sort=price-asc',
      '/available',
      '/on-request',
      '/recently-sold',
      '/collections/rolex',
      `/products/${watch.handle}`,
      '/signature-watches',
      '/about',
      '/blog',
      '/de',
      '/de/products',
      '/de/collections/rolex',
    ]) {
      const response = await request.get(path, {
        headers: {'Accept-Language': 'en-GB', Accept: 'text/html'},
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['oxygen-cache-control'], path).toBe(EDGE_POLICY);
      expect(headers['cache-control'], path).toBe(
        'public, max-age=0, must-revalidate',
      );
      // One copy for every browser language: the language is in the URL (decision 110).
      expect(headers['vary'], path).toBe('Accept-Encoding');
      expect(headers['set-cookie'], path).toBeUndefined();
    }
  });

  test('an English page is the same for every browser language, so the edge keeps one copy', async ({
    request,
  }) => {
    const person =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    await expect(async () => {
      const pages = [];
      for (const language of [
        'en-GB,en;q=0.9',
        'de-DE,de;q=0.9,en;q=0.8',
        'fr-FR,fr;q=0.9',
      ]) {
        const response = await request.get('/products', {
          headers: {
            Accept: 'text/html',
            'Accept-Language': language,
            'User-Agent': person,
          },
          maxRedirects: 0,
        });
        expect(response.status(), language).toBe(200);
        expect(response.headers()['set-cookie'], language).toBeUndefined();
        pages.push(withoutNonce(await response.text()));
      }
      expect(pages[1]).toBe(pages[0]);
      expect(pages[2]).toBe(pages[0]);
    }, SAME_MOMENT).toPass(SAME_MOMENT_RETRIES);
  });

  test('feeds and sitemaps keep their own public lifetime at the edge', async ({
    request,
  }) => {
    for (const path of ['/product-feed.xml', '/sitemap.xml', '/robots.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['oxygen-cache-control'], path).toBe(
        headers['cache-control'],
      );
      expect(headers['cache-control'], path).toMatch(/^public, max-age=\d+/);
    }
  });

  test('the cart, APIs, admin, lead forms, form posts, errors and language choices are never shared', async ({
    request,
  }) => {
    const never = [
      request.get('/cart'),
      request.get('/api/search?q=rolex'),
      request.get('/admin/product-feed'),
      request.get('/no-such-page-here'),
      // A lead form's page carries its own submission id in the form's token.
      request.get('/contact-us'),
      request.get('/de/sell-your-watch-form'),
      request.get('/?lang=de', {
        headers: {Accept: 'text/html'},
        maxRedirects: 0,
      }),
      request.post('/contact-us', {form: {name: ''}, maxRedirects: 0}),
    ];
    for (const response of await Promise.all(never)) {
      const headers = response.headers();
      expect(headers['oxygen-cache-control'], response.url()).toBeUndefined();
      expect(headers['cache-control'] ?? '', response.url()).not.toMatch(
        /public/,
      );
    }
  });

  test('two shoppers with different carts get the same catalogue page', async ({
    baseURL,
  }) => {
    const [first, second] = (await catalogueWatches()).filter(
      (watch) => watch.status === 'available' && watch.stock > 0,
    );
    const shoppers = await Promise.all(
      [first, second].map(async (watch) => {
        const shopper = await requestFactory.newContext({baseURL});
        await addThroughCartRoute(shopper, watch.variantId);
        return shopper;
      }),
    );
    // Each shopper's cart really is there (the cart page is personal and says so).
    for (const [index, shopper] of shoppers.entries()) {
      const cart = await shopper.get('/cart');
      expect(await cart.text()).toContain(
        `/products/${[first, second][index].handle}`,
      );
    }
    await expect(async () => {
      const pages = await Promise.all(
        shoppers.map(async (shopper) => {
          const response = await shopper.get('/products', {
            headers: {'Accept-Language': 'en-GB', Accept: 'text/html'},
          });
          expect(response.headers()['set-cookie']).toBeUndefined();
          expect(response.headers()['oxygen-cache-control']).toBe(EDGE_POLICY);
          return withoutNonce(await response.text());
        }),
      );
      expect(pages[0]).toBe(pages[1]);
    }, SAME_MOMENT).toPass(SAME_MOMENT_RETRIES);
    await Promise.all(shoppers.map((shopper) => shopper.dispose()));
  });
});
