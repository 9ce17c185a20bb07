// Fault suite against the built worker (MiniOxygen, what `npm run preview` serves): with the
// Storefront API answering 200 with `errors`, answering 503 or refusing connections, every
// route answers its page (a last good answer) or the outage's 503 with Retry-After. Never a
// 404 for an outage, never a raw 500. The loader-level cases are in
// tests/integration/faults-storefront.test.ts; this proves the same through server.ts, the
// error boundaries and the streamed render. Runs in the 'faults' project (after the others,
// one at a time), as it turns the shared local shop's faults on.
import {expect, test} from './support/test';
import {LOCAL_SHOP_URL, storefrontQuery} from './support/localShop';

const ADMIN = `Basic ${Buffer.from('admin:e2e-admin-password').toString('base64')}`;

async function setFaults(failMode: string | null) {
  const response = await fetch(`${LOCAL_SHOP_URL}/__local-shop/faults`, {
    method: failMode ? 'POST' : 'DELETE',
    headers: {'content-type': 'application/json'},
    body: failMode
      ? JSON.stringify({scope: 'storefront', failRate: 1, failMode})
      : undefined,
  });
  expect(response.ok).toBe(true);
}

/** One address per route a visitor or crawler can GET (German where the route differs). */
async function everyRoute() {
  const {products} = await storefrontQuery<{
    products: {nodes: Array<{id: string; handle: string}>};
  }>('{ products(first: 1) { nodes { id handle } } }');
  const [watch] = products.nodes;
  const id = watch.id.split('/').pop();
  return [
    '/',
    '/de',
    '/about',
    '/audemars-piguet-legacy',
    '/audemars-piguet-royal-oak',
    '/available',
    '/blog',
    '/blog/4',
    '/blog/rss.xml',
    '/cart',
    '/collections/rolex',
    '/de/collections/patek-philippe',
    '/contact-us',
    '/holy-grails',
    '/insurance',
    '/luxury-watch-investment',
    '/luxury-watches-uk',
    '/on-request',
    '/patek-philippe-guide',
    '/patek-philippe-nautilus',
    '/privacy',
    `/products/${watch.handle}`,
    `/de/products/${watch.handle}`,
    `/products/${watch.handle}/offer`,
    '/offers/counter',
    '/products',
    '/products?brand=rolex&year=2020-present',
    '/recently-sold',
    '/references',
    '/references/126610ln',
    '/reviews',
    '/richard-mille-evolution',
    '/richard-mille-future',
    '/sell-your-watch',
    '/sell-your-watch-form',
    '/shipping',
    '/signature-watches',
    '/sourcing',
    '/sportsworld',
    '/terms',
    `/watch/${id}`,
    '/api/search?q=rolex',
    `/api/wishlist?handles=${watch.handle}`,
    `/api/recently-viewed?handles=${watch.handle}`,
    '/api/lead-token',
    '/alerts/subscribe',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap/products/1.xml',
    '/product-feed.xml',
    '/admin/product-feed',
    '/admin/offers',
  ];
}

for (const mode of ['graphql', 'http', 'refuse']) {
  test(`Storefront API failing (${mode}): every route of the built worker answers its page or 503 with Retry-After @faults`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const routes = await everyRoute();
    await setFaults(mode);
    try {
      const answers: string[] = [];
      for (const path of routes) {
        const response = await request.get(path, {
          maxRedirects: 0,
          headers: path.startsWith('/admin') ? {Authorization: ADMIN} : {},
        });
        const status = response.status();
        answers.push(`${status} ${path}`);
        // Its page (200, a redirect) or the outage (503); never "not found", never a raw 5xx.
        const fine = status === 503 || (status < 400 && status >= 200);
        expect
          .soft(fine, `${path} answered ${status} during the outage`)
          .toBe(true);
        if (status === 503)
          expect
            .soft(response.headers()['retry-after'], `${path} Retry-After`)
            .toMatch(/^\d+$/);
      }
      // A search nobody has made has no last good answer: the outage itself must show.
      const cold = await request.get(
        `/products?search=${encodeURIComponent(`outage ${mode} ${Date.now()}`)}`,
      );
      expect(cold.status()).toBe(503);
      expect(cold.headers()['retry-after']).toMatch(/^\d+$/);
      expect(await cold.text()).toContain('Error Loading Products');
      test
        .info()
        .annotations.push({type: 'answers', description: answers.join(', ')});
    } finally {
      await setFaults(null);
    }
  });
}
