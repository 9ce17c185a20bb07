// Every page of every site (a market in one of its languages) keeps the shopper on that site:
// each link, form, redirect, canonical and JSON-LD address carries the site's own prefix, and
// no page carries another site's. Server-rendered HTML over HTTP, no browser. Only the country
// and language switchers (marked data-site-switch) and hreflang alternates name other sites.
import {expect, test, type APIRequestContext} from './support/test';
import {catalogueWatches} from './support/localShop';
import {decodeEntities} from './support/pageText';
import {MARKET_SITES, sitePath} from './support/marketSites';

const SITES = MARKET_SITES.map((site) => site.prefix);

/** The site prefix of a path: its first segment when that names a site, else '' (UK English). */
function siteOf(path: string) {
  const segment = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
  return SITES.includes(segment) ? segment : '';
}

/** The same market's English site: '/de' -> '', '/de-eu' -> 'en-eu'. */
function englishSiteOf(site: string) {
  if (site === 'de') return '';
  return site.replace(/^de-/, 'en-');
}

const PAGE_KINDS = [
  '/',
  '/products',
  '/collections/rolex',
  '/signature-watches',
  '/references/126610ln',
  '/blog',
  '/luxury-watches-uk',
  '/about',
  '/sell-your-watch',
  '/book-a-viewing',
  '/cart',
  '/privacy',
];

/** Paths that are files or machine addresses, the same on every site. */
const NOT_A_PAGE =
  /^\/(?:assets|cdn|admin|build|__)(?:\/|$)|\/[^/]*\.[a-z0-9]+$/i;

function onSite(path: string, site: string) {
  return siteOf(path) === site;
}

/** Where the page's links, forms and own-origin URLs point, but the switchers and alternates. */
function addressesIn(html: string, origin: string) {
  // hreflang alternates name the other sites by design; JSON-LD @ids name the one dealer.
  const withoutAlternates = html
    .replace(/<link\b[^>]*rel="alternate"[^>]*>/g, '')
    .replace(/"@id":\s*"[^"]*"/g, '');
  const addresses: string[] = [];
  for (const [tag] of withoutAlternates.matchAll(/<(?:a|form|link)\b[^>]*>/g)) {
    if (tag.includes('data-site-switch')) continue;
    const target = /\b(?:href|action)="([^"]*)"/.exec(tag)?.[1];
    if (target) addresses.push(decodeEntities(target));
  }
  const own = new RegExp(
    // Up to a quote, space, tag or the backslash of an escaped quote in the router's data.
    `${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^"'\\s<>\\\\]*)`,
    'g',
  );
  for (const [, path] of withoutAlternates.matchAll(own))
    addresses.push(decodeEntities(path));
  return addresses
    .filter((target) => target.startsWith('/') && !target.startsWith('//'))
    .map((target) => target.split(/[?#]/)[0] || '/');
}

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path, {maxRedirects: 0});
  return {status: response.status(), body: await response.text()};
}

test.describe('market sites', () => {
  for (const site of SITES) {
    test(`every page of /${site} links only within its site`, async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const watch = (await catalogueWatches()).find(
        (candidate) => candidate.status === 'available',
      )!;
      for (const kind of [...PAGE_KINDS, `/products/${watch.handle}`]) {
        const path = sitePath(kind, site);
        const {status, body} = await page(request, path);
        expect(status, path).toBe(200);
        // An article without a German text names its English twin as canonical.
        const englishTwin = sitePath(kind, englishSiteOf(site));
        const strays = addressesIn(body, origin).filter(
          (target) =>
            !onSite(target, site) &&
            !NOT_A_PAGE.test(target) &&
            target !== englishTwin,
        );
        expect(strays, `links of ${path} to other sites`).toEqual([]);
      }
    });
  }

  test('addresses that name no site are not pages', async ({request}) => {
    for (const path of ['/en', '/en-uk/products', '/de-us', '/fr/about']) {
      const {status} = await page(request, path);
      expect(status, path).toBe(404);
    }
  });
});
