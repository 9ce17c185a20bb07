// After hydration the shop imports no route module and asks React Router for nothing on its
// own: WebKit cancels such an import when the shopper leaves the page, and React Router answers
// with a reload that replaces the shopper's navigation (docs/decisions/113-nothing-loads-unasked.md).
// The visitor's cart still reaches the header, read with a plain fetch from /api/cart.
import {expect, test, type Page, type Request} from './support/test';
import {addThroughCartRoute, catalogueWatches} from './support/localShop';
import {routeModuleFiles} from '../support/reactRouterInternals';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('newsletter-popup-seen', 'true'),
  );
});

/** Every request the page makes, and a way to wait until the network has been quiet a while. */
function watchRequests(page: Page) {
  const made: Request[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    made.push(request);
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    made,
    /** Resolves once nothing has been in flight for a second. */
    quiet: () =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - lastActivity >= 1000, {
          intervals: [250],
          timeout: 15_000,
        })
        .toBe(true),
  };
}

/** The script files the page's HTML itself asks for: its own routes' modules among them. */
function firstScripts(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => new URL(match[1], 'http://shop').pathname,
    ),
  );
}

const PAGES = [
  {path: '/', cart: 'Cart, 1 item(s)', api: '/api/cart'},
  {path: '/products', cart: 'Cart, 1 item(s)', api: '/api/cart'},
  {path: 'watch', cart: 'Cart, 1 item(s)', api: '/api/cart'},
  {path: '/de/products', cart: 'Warenkorb, 1 Artikel', api: '/de/api/cart'},
  {path: '/cart', cart: 'Cart, 1 item(s)', api: '/api/cart'},
];

for (const {path, cart, api} of PAGES) {
  test(`${path}: after hydration nothing imports a route module or asks React Router for routes or data unasked, and the cart count arrives`, async ({
    page,
  }) => {
    const watches = (await catalogueWatches()).filter(
      (w) => w.status === 'available' && w.stock > 0,
    );
    const [watch, viewedBefore] = watches;
    await addThroughCartRoute(page.request, watch.variantId);
    // A watch seen before: the watch page asks for its recently viewed cards after hydration.
    await page.addInitScript(
      (handle) =>
        window.localStorage.setItem('recentlyViewed', JSON.stringify([handle])),
      viewedBefore.handle,
    );

    const requests = watchRequests(page);
    const response = await page.goto(
      path === 'watch' ? `/products/${watch.handle}` : path,
    );
    const own = firstScripts(await response!.text());
    await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
    await expect(page.getByRole('button', {name: cart})).toBeVisible();
    await requests.quiet();

    const modules = await routeModuleFiles(page);
    const unasked = requests.made
      .map((request) => new URL(request.url()))
      .filter(
        (url) =>
          url.pathname === '/__manifest' ||
          url.pathname.endsWith('.data') ||
          (modules.has(url.pathname) && !own.has(url.pathname)),
      )
      .map((url) => url.pathname + url.search);
    expect(unasked).toEqual([]);
    // The cart came as JSON from its resource route, in the page's language.
    expect(
      requests.made.map((request) => new URL(request.url()).pathname),
    ).toContain(api);
  });
}
