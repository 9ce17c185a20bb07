// robots.txt, the sitemaps and the trailing-slash redirect, against the run's local shop.
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {loadCatalogue} from '../../local-shop/catalogue';
import {routeArgs} from '../support/shopContext';
import {
  childText,
  childrenNamed,
  parseXml,
  type XmlElement,
} from '../support/xml';
import {allArticles} from '~/content/blog';
import {STATIC_PAGES} from '~/server/sitemap';
import {referenceSlug} from '~/domain/references/referenceKey';
import {allReferences} from '~/domain/watch/reference';
import {trailingSlashRedirect} from '~/server/trailingSlash';
import {loader as feedLoader} from '~/routes/tables/feed';
import {loader as childLoader} from '~/routes/sitemap.$type.$page[.xml]';
import {loader as marketChildLoader} from '~/routes/sitemap.$market.$type.$page[.xml]';
import {MARKETS, marketByHandle} from '~/domain/markets/markets';
import {hreflangTags} from '~/domain/markets/hreflang';
import {
  SITES,
  siteFromPath,
  sitePath,
  sitePrefix,
  stripSite,
} from '~/domain/markets/sitePath';
import {hasGermanVersion} from '~/content/blog';
import {pageStatus} from '../support/pageStatus';

const ORIGIN = 'https://www.shop.test';

async function child(type: string, page: string) {
  const response = (await childLoader(
    await routeArgs(`${ORIGIN}/sitemap/${type}/${page}.xml`, {
      params: {type, page},
    }),
  )) as Response;
  return {
    response,
    urls: childrenNamed(parseXml(await response.text()), 'url'),
  };
}
async function marketChild(market: string, type: string, page: string) {
  const response = (await marketChildLoader(
    await routeArgs(`${ORIGIN}/sitemap/${market}/${type}/${page}.xml`, {
      params: {market, type, page},
    }),
  )) as Response;
  return childrenNamed(parseXml(await response.text()), 'url');
}
const alternatesOf = (url: XmlElement) =>
  childrenNamed(url, 'xhtml:link').map((link) => [
    link.attributes.hreflang,
    link.attributes.href,
  ]);
/** Every alternate of a page offered in `languages`, as each market's sitemap must list them. */
const everySite = (path: string, languages: string[]) => [
  ...SITES.filter((site) => languages.includes(site.language)).flatMap((site) =>
    hreflangTags(site).map((tag) => [tag, `${ORIGIN}${sitePath(path, site)}`]),
  ),
  ['x-default', `${ORIGIN}${path}`],
];
const locs = (urls: XmlElement[]) => urls.map((url) => childText(url, 'loc')!);

describe('/robots.txt', () => {
  it('keeps crawlers out of cart, admin, API and filtered or searched listings, and names the sitemap', async () => {
    const response = (await feedLoader(
      await routeArgs(`${ORIGIN}/robots.txt`),
    )) as Response;
    expect(response.headers.get('Content-Type')).toBe(
      'text/plain; charset=utf-8',
    );
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/cart',
      '/de/cart',
      '/en-us/cart',
      '/de-eu/cart',
      '/en-hk/products/*/offer',
      '/en-ae/products?*search=',
      '/admin',
      '/api/',
      '/products/*/offer',
      '/de/products/*/offer',
      '/offers/',
      '/products?*search=',
      '/de/products?*search=',
      '/*?*filter',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // Product and listing pages themselves stay crawlable.
    expect(
      lines.filter((line) => /^Disallow: \/products\/?$/.test(line)),
    ).toEqual([]);
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('/sitemap.xml', () => {
  it('is an index over products, collections, pages and articles with absolute URLs', async () => {
    const response = (await feedLoader(
      await routeArgs(`${ORIGIN}/sitemap.xml`),
    )) as Response;
    expect(response.headers.get('Content-Type')).toBe(
      'application/xml; charset=utf-8',
    );
    const root = parseXml(await response.text());
    expect(root.name).toBe('sitemapindex');
    const children = childrenNamed(root, 'sitemap').map((s) =>
      childText(s, 'loc'),
    );
    expect(children).toContain(`${ORIGIN}/sitemap/products/1.xml`);
    expect(children).toContain(`${ORIGIN}/sitemap/collections/1.xml`);
    expect(children).toContain(`${ORIGIN}/sitemap/pages/1.xml`);
    expect(children).toContain(`${ORIGIN}/sitemap/articles/1.xml`);
    expect(children).toContain(`${ORIGIN}/sitemap/references/1.xml`);
    // Every other market's own child sitemaps, the same pages of each.
    for (const market of MARKETS.slice(1))
      for (const type of ['products', 'collections', 'pages', 'articles'])
        expect(children).toContain(
          `${ORIGIN}/sitemap/${market.handle}/${type}/1.xml`,
        );
    expect(children.length).toBe(
      MARKETS.length *
        children.filter((loc) => /\/sitemap\/[a-z]+\/\d+\.xml$/.test(loc!))
          .length,
    );
  });

  it("lists each market's pages at its own addresses, with every site as an alternate", async () => {
    for (const market of MARKETS.slice(1)) {
      const english = sitePath('/', {market, language: 'en'});
      const pages = await marketChild(market.handle, 'pages', '1');
      // Each page at each of the market's sites, its English address first.
      expect(locs(pages)).toEqual(
        STATIC_PAGES.flatMap((path) =>
          market.languages.map(
            (language) => `${ORIGIN}${sitePath(path, {market, language})}`,
          ),
        ),
      );
      const products = pages.find(
        (url) =>
          childText(url, 'loc') ===
          `${ORIGIN}${sitePath('/products', {market, language: 'en'})}`,
      )!;
      expect(alternatesOf(products)).toEqual(
        everySite('/products', ['en', 'de']),
      );
      const [product] = await marketChild(market.handle, 'products', '1');
      const path = new URL(childText(product, 'loc')!).pathname;
      expect(path.startsWith(`${english}/products/`)).toBe(true);
      expect(alternatesOf(product)).toEqual(
        everySite(path.slice(english.length), ['en', 'de']),
      );
      const [article] = await marketChild(market.handle, 'articles', '1');
      const articlePath = new URL(childText(article, 'loc')!).pathname;
      expect(alternatesOf(article)).toEqual(
        everySite(articlePath.slice(english.length), ['en']),
      );
    }
    // The UK English page is each market's x-default, and German euro pages name de-AT.
    const [eu] = await marketChild('eu', 'pages', '1');
    expect(alternatesOf(eu)).toContainEqual(['de-AT', `${ORIGIN}/de-eu`]);
    expect(marketByHandle('eu')!.languages).toContain('de');
  });

  it('lists every product with English and German alternates', async () => {
    // The catalogue (with the sold archive) is over 250 products: Shopify's pages of 250.
    const pages = Math.ceil(loadCatalogue().length / 250);
    expect(pages).toBeGreaterThan(1);
    const children = await Promise.all(
      Array.from({length: pages}, (_, i) => child('products', String(i + 1))),
    );
    const urls = children.flatMap((page) => page.urls);
    const listed = new Set(locs(urls));
    for (const seed of loadCatalogue())
      expect(listed.has(`${ORIGIN}/products/${seed.handle}`), seed.handle).toBe(
        true,
      );
    const first = urls[0];
    const alternates = childrenNamed(first, 'xhtml:link').map((link) => [
      link.attributes.hreflang,
      link.attributes.href,
    ]);
    const loc = childText(first, 'loc')!;
    expect(alternates).toEqual(everySite(new URL(loc).pathname, ['en', 'de']));
    expect(alternates).toContainEqual([
      'de',
      loc.replace(ORIGIN, `${ORIGIN}/de`),
    ]);
    expect(childText(first, 'lastmod')).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('lists the brand collections but not the catalogue-wide ones', async () => {
    const listed = locs((await child('collections', '1')).urls);
    expect(listed).toContain(`${ORIGIN}/collections/rolex`);
    expect(listed).toContain(`${ORIGIN}/collections/patek-philippe`);
    expect(listed).not.toContain(`${ORIGIN}/collections/all-watches`);
  });

  it('lists every reference page with English and German alternates', async () => {
    const {urls} = await child('references', '1');
    const listed = new Set(locs(urls));
    for (const seed of loadCatalogue())
      for (const reference of allReferences(seed.metafields.reference_number))
        expect(
          listed.has(
            `${ORIGIN}/references/${encodeURIComponent(referenceSlug(reference))}`,
          ),
          reference,
        ).toBe(true);
    const loc = childText(urls[0], 'loc')!;
    expect(alternatesOf(urls[0])).toEqual(
      everySite(new URL(loc).pathname, ['en', 'de']),
    );
    expect(listed.has(`${ORIGIN}/references/126610ln`)).toBe(true);
    expect(listed.has(`${ORIGIN}/references/5711-1a`)).toBe(true);
  });

  it('lists the static pages and every article, without trailing slashes', async () => {
    const pages = locs((await child('pages', '1')).urls);
    expect(pages).toEqual(
      STATIC_PAGES.flatMap((path) => [
        `${ORIGIN}${path}`,
        `${ORIGIN}${sitePath(path, {market: marketByHandle('uk')!, language: 'de'})}`,
      ]),
    );
    expect(pages).toContain(`${ORIGIN}/contact-us`);
    const articles = locs((await child('articles', '1')).urls);
    for (const article of allArticles())
      expect(articles).toContain(`${ORIGIN}${article.route}`);
    expect(articles).toContain(`${ORIGIN}/patek-philippe-guide`);
    expect(articles).toContain(`${ORIGIN}/blog/4`);
    for (const loc of [...pages, ...articles])
      if (loc !== `${ORIGIN}/`) expect(loc).not.toMatch(/\/$/);
  });

  it('offers no German address for an article that exists only in English', async () => {
    const articleUrls = (await child('articles', '1')).urls;
    for (const url of articleUrls)
      expect(alternatesOf(url), childText(url, 'loc')!).toEqual(
        everySite(new URL(childText(url, 'loc')!).pathname, ['en']),
      );
    // Pages with a German version name every site, German ones included.
    const [first] = (await child('pages', '1')).urls;
    expect(alternatesOf(first)).toEqual(everySite('/', ['en', 'de']));
  });

  it('answers 404 for an unknown type or page', async () => {
    for (const [type, page] of [
      ['secrets', '1'],
      ['products', '0'],
      ['products', 'x'],
      ['pages', '2'],
      ['products', '999'],
    ]) {
      const error = await childLoader(
        await routeArgs(`${ORIGIN}/sitemap/${type}/${page}.xml`, {
          params: {type, page},
        }),
      ).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error, `${type}/${page}`).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(404);
    }
    // The default market's sitemaps have one address, and an unknown market has none.
    for (const market of ['uk', 'xx']) {
      const error = await marketChildLoader(
        await routeArgs(`${ORIGIN}/sitemap/${market}/pages/1.xml`, {
          params: {market, type: 'pages', page: '1'},
        }),
      ).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect((error as Response).status, market).toBe(404);
    }
  });
});

describe('every site in the sitemaps', () => {
  /** Every <url> of every child sitemap the index names, each market's and the default's. */
  let read: ReturnType<typeof readEveryUrl> | undefined;
  const everyUrl = () => (read ??= readEveryUrl());
  async function readEveryUrl() {
    const index = (await feedLoader(
      await routeArgs(`${ORIGIN}/sitemap.xml`),
    )) as Response;
    const children = childrenNamed(parseXml(await index.text()), 'sitemap');
    const urls = await Promise.all(
      children.map(async (sitemap) => {
        const loc = childText(sitemap, 'loc')!;
        const [, market, type, page] =
          /\/sitemap\/(?:([a-z]+)\/)?(\w+)\/(\d+)\.xml$/.exec(loc)!;
        if (!market) return (await child(type, page)).urls;
        return marketChild(market, type, page);
      }),
    );
    return urls.flat().map((url) => ({
      loc: childText(url, 'loc')!,
      alternates: childrenNamed(url, 'xhtml:link').map(
        (link) => link.attributes.href!,
      ),
      set: JSON.stringify(alternatesOf(url)),
    }));
  }

  it('names every page of every site as a <loc> with the set of alternates it names, itself included', async () => {
    const urls = await everyUrl();
    const allLocs = new Set(urls.map(({loc}) => loc));
    expect(allLocs.size, 'each page once').toBe(urls.length);
    // The union of <loc> is the union of alternates: every page named is listed (reciprocal).
    const named = new Set(urls.flatMap(({alternates}) => alternates));
    expect([...named].filter((href) => !allLocs.has(href))).toEqual([]);
    expect([...allLocs].filter((loc) => !named.has(loc))).toEqual([]);
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    const unlike: string[] = [];
    for (const {loc, alternates, set} of urls) {
      expect(alternates, loc).toContain(loc);
      // Each page it names lists the very same set.
      for (const href of alternates)
        if (byLoc.get(href)?.set !== set) unlike.push(`${loc} -> ${href}`);
    }
    expect(unlike).toEqual([]);
    for (const site of SITES) {
      for (const path of STATIC_PAGES)
        expect(allLocs, `${sitePrefix(site)} ${path}`).toContain(
          `${ORIGIN}${sitePath(path, site)}`,
        );
      for (const article of allArticles())
        expect(
          allLocs.has(`${ORIGIN}${sitePath(article.route, site)}`),
          `${sitePrefix(site)} ${article.route}`,
        ).toBe(site.language === 'en' || hasGermanVersion(article.route));
    }
    expect(allLocs).toContain(`${ORIGIN}/de/products`);
    expect(allLocs).toContain(`${ORIGIN}/de-eu/references/126610ln`);
  });

  it('lists only pages that answer 200, on every site (every page of the UK site; a seeded sample of watches, and of references elsewhere)', async () => {
    const urls = await everyUrl();
    const pathOf = (loc: string) => stripSite(new URL(loc).pathname);
    const isWatch = (loc: string) => /^\/products\/[^/]+$/.test(pathOf(loc));
    const watches = urls.filter(({loc}) => isWatch(loc));
    const sample = fc.sample(
      fc.shuffledSubarray(watches, {minLength: 40, maxLength: 40}),
      {seed: 138, numRuns: 1},
    )[0];
    // A reference page exists when the archive, asked in pounds on every site, holds the
    // reference: the same on each site. Every one is read on the UK site in both languages, a
    // dozen on each other site (they were 1,080 of the 1,254 addresses, and most of the time).
    const isReference = (loc: string) =>
      /^\/references\/[^/]+$/.test(pathOf(loc));
    const ukSite = (loc: string) =>
      ['', 'de'].includes(sitePrefix(siteFromPath(new URL(loc).pathname)));
    const otherReferences = new Map<string, typeof urls>();
    for (const url of urls) {
      if (!isReference(url.loc) || ukSite(url.loc)) continue;
      const site = sitePrefix(siteFromPath(new URL(url.loc).pathname));
      if (!otherReferences.has(site)) otherReferences.set(site, []);
      otherReferences.get(site)!.push(url);
    }
    const referenceSample = [...otherReferences.values()].flatMap(
      (references, site) =>
        fc.sample(
          fc.shuffledSubarray(references, {minLength: 12, maxLength: 12}),
          {seed: 138 + site, numRuns: 1},
        )[0],
    );
    expect(otherReferences.size).toBeGreaterThan(0);
    const checked = [
      ...urls.filter(
        ({loc}) => !isWatch(loc) && (!isReference(loc) || ukSite(loc)),
      ),
      ...referenceSample,
      ...sample,
    ].map(({loc}) => loc);
    const sitesOf = (locs: string[]) =>
      new Set(
        locs.map((loc) => sitePrefix(siteFromPath(new URL(loc).pathname))),
      );
    expect(sitesOf(sample.map(({loc}) => loc))).toEqual(
      sitesOf(watches.map(({loc}) => loc)),
    );
    const broken: string[] = [];
    for (const loc of checked) {
      const status = await pageStatus(loc);
      if (status !== 200) broken.push(`${loc} ${status}`);
    }
    expect(broken).toEqual([]);
  }, 600_000);
});

describe('trailingSlashRedirect', () => {
  const redirect = (url: string, method = 'GET') =>
    trailingSlashRedirect(new Request(url, {method}));

  it('sends /products/ to /products with 301, keeping the query', () => {
    const response = redirect(`${ORIGIN}/products/?page=2`)!;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/products?page=2');
    expect(
      redirect(`${ORIGIN}/de/products/rolex-daytona///`)!.headers.get(
        'Location',
      ),
    ).toBe('/de/products/rolex-daytona');
  });

  it('leaves the home page and slash-free paths alone', () => {
    expect(redirect(`${ORIGIN}/`)).toBeNull();
    expect(redirect(`${ORIGIN}/products`)).toBeNull();
    expect(redirect(`${ORIGIN}/products?x=/`)).toBeNull();
  });

  it('never redirects off the site and keeps form posts intact', () => {
    for (const path of ['//evil.example/', '/\\evil.example/']) {
      expect(redirect(`${ORIGIN}${path}`)!.headers.get('Location')).toBe(
        '/evil.example',
      );
    }
    // Encoded slashes stay encoded: a browser reads them as part of a path, never as a host.
    expect(
      redirect(`${ORIGIN}/%2F%2Fevil.example/`)!.headers.get('Location'),
    ).toBe('/%2F%2Fevil.example');
    // The Host header never reaches the Location.
    expect(
      trailingSlashRedirect(
        new Request('http://attacker.example/products/'),
      )!.headers.get('Location'),
    ).toBe('/products');
    expect(redirect(`${ORIGIN}/cart/`, 'POST')!.status).toBe(308);
  });
});
