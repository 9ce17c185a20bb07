// Crawls every route of the route table in English and German on the running server and
// checks what search engines read: unique title and description, a clean canonical URL,
// Open Graph tags, hreflang alternates, structured data, robots.txt and the sitemap.
import {expect, test, type Page} from './support/test';
import {LOCAL_SHOP_URL} from './support/localShop';

type Head = {
  status: number;
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string[];
  og: Record<string, string>;
  hreflang: Record<string, string>;
  jsonLd: unknown[];
};

const ARTICLES = [
  '/patek-philippe-nautilus',
  '/patek-philippe-guide',
  '/richard-mille-future',
  '/richard-mille-evolution',
  '/audemars-piguet-royal-oak',
  '/audemars-piguet-legacy',
  '/luxury-watches-uk',
  '/luxury-watch-investment',
];
const STATIC_ROUTES = [
  '/',
  '/products',
  '/products/aquanaut-luce-minute-repeater-rose-gold',
  '/holy-grails',
  '/signature-watches',
  '/available',
  '/recently-sold',
  '/on-request',
  '/sell-your-watch',
  '/sell-your-watch-form',
  '/about',
  '/contact-us',
  '/reviews',
  '/terms',
  '/privacy',
  '/shipping',
  '/sourcing',
  '/blog',
  '/blog/4',
  ...ARTICLES,
  '/sportsworld',
  '/insurance',
  '/collections/rolex',
  '/collections/patek-philippe',
];

/** A product from the catalogue that is not the named minute repeater, for /products/{handle}. */
async function someProductHandle(): Promise<string> {
  const response = await fetch(`${LOCAL_SHOP_URL}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({
      query:
        '{ products(first: 5, query: "vendor:Rolex") { nodes { handle } } }',
    }),
  });
  const body = (await response.json()) as {
    data: {products: {nodes: Array<{handle: string}>}};
  };
  return body.data.products.nodes[0].handle;
}

// Editorial pages with no German version yet: English under /de too, canonical to /, English alternates only.
const ENGLISH_ONLY = new Set([...ARTICLES, '/blog/4']);

const localized = (path: string, locale: 'en' | 'de') =>
  locale === 'en' ? path : path === '/' ? '/de' : `/de${path}`;

/** Server-rendered head of a page (no JavaScript, no subresources). */
async function readHead(page: Page, path: string): Promise<Head> {
  const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
  const head = await page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map(
        (e) => e.getAttribute(name) ?? '',
      );
    const og: Record<string, string> = {};
    for (const meta of document.querySelectorAll('meta[property^="og:"]'))
      og[meta.getAttribute('property')!] = meta.getAttribute('content') ?? '';
    const hreflang: Record<string, string> = {};
    for (const link of document.querySelectorAll(
      'link[rel="alternate"][hreflang]',
    ))
      hreflang[link.getAttribute('hreflang')!] =
        link.getAttribute('href') ?? '';
    const jsonLd: unknown[] = [];
    for (const script of document.querySelectorAll(
      'script[type="application/ld+json"]',
    )) {
      try {
        jsonLd.push(JSON.parse(script.textContent ?? ''));
      } catch {
        jsonLd.push({unparsable: script.textContent});
      }
    }
    return {
      lang: document.documentElement.getAttribute('lang'),
      title: document.title,
      description: attr('meta[name="description"]', 'content')[0] ?? null,
      canonical: attr('link[rel="canonical"]', 'href'),
      og,
      hreflang,
      jsonLd,
    };
  });
  return {status: response?.status() ?? 0, ...head};
}

/** Flattens JSON-LD (arrays and @graph) into a list of typed nodes. */
function ldNodes(jsonLd: unknown[]): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (node['@graph']) visit(node['@graph']);
      if (node['@type']) out.push(node);
    }
  };
  visit(jsonLd);
  return out;
}
const hasType = (node: Record<string, unknown>, type: string) =>
  [node['@type']].flat().includes(type);

test.describe('search-engine metadata on every page', () => {
  // The styles, images and scripts it aborts are logged as failed loads.
  test.use({
    javaScriptEnabled: false,
    expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/],
  });
  test.beforeEach(async ({page}) => {
    // Only the documents matter here: skip styles, images and scripts.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document'
        ? route.continue()
        : route.abort(),
    );
  });

  for (const locale of ['en', 'de'] as const) {
    test(`${locale}: unique titles and descriptions, clean canonicals, Open Graph and hreflang`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const origin = new URL(baseURL!).origin;
      const routes = [
        ...STATIC_ROUTES,
        `/products/${await someProductHandle()}`,
      ];
      const problems: string[] = [];
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();

      for (const route of routes) {
        const path = localized(route, locale);
        // Tracking parameters must not reach the canonical URL.
        const head = await readHead(
          page,
          `${path}?utm_source=newsletter&gclid=abc123`,
        );
        const where = `${path}:`;
        if (head.status !== 200) {
          problems.push(`${where} answered ${head.status}`);
          continue;
        }
        const enUrl = route === '/' ? `${origin}/` : `${origin}${route}`;
        const expectedCanonical = ENGLISH_ONLY.has(route)
          ? enUrl
          : path === '/'
            ? `${origin}/`
            : `${origin}${path}`;
        const deUrl = `${origin}${localized(route, 'de')}`;

        if (!head.title.trim()) problems.push(`${where} no <title>`);
        else if (titles.has(head.title))
          problems.push(
            `${where} title "${head.title}" also on ${titles.get(head.title)}`,
          );
        else titles.set(head.title, path);

        if (!head.description?.trim())
          problems.push(`${where} no meta description`);
        else if (head.description.length > 160)
          problems.push(`${where} description longer than 160 characters`);
        else if (descriptions.has(head.description))
          problems.push(
            `${where} description also on ${descriptions.get(head.description)}`,
          );
        else descriptions.set(head.description, path);

        if (head.canonical.length !== 1)
          problems.push(`${where} ${head.canonical.length} canonical links`);
        else if (head.canonical[0] !== expectedCanonical)
          problems.push(
            `${where} canonical ${head.canonical[0]} (expected ${expectedCanonical})`,
          );

        for (const property of [
          'og:title',
          'og:description',
          'og:url',
          'og:type',
        ]) {
          if (!head.og[property]) problems.push(`${where} no ${property}`);
        }
        if (head.og['og:url'] && head.og['og:url'] !== head.canonical[0])
          problems.push(
            `${where} og:url ${head.og['og:url']} differs from canonical`,
          );

        // The UK twins among the alternates of every market (tests/e2e/hreflang.spec.ts checks
        // the whole set); English-only pages name no German address.
        const expectedAlternates: Record<string, string> = ENGLISH_ONLY.has(
          route,
        )
          ? {'en-GB': enUrl, 'x-default': enUrl}
          : {'en-GB': enUrl, 'de-GB': deUrl, de: deUrl, 'x-default': enUrl};
        for (const lang of Object.keys(head.hreflang))
          if (ENGLISH_ONLY.has(route) && lang.startsWith('de'))
            problems.push(`${where} unexpected hreflang ${lang}`);
        for (const [lang, href] of Object.entries(expectedAlternates)) {
          if (head.hreflang[lang] !== href)
            problems.push(
              `${where} hreflang ${lang} is ${head.hreflang[lang] ?? 'missing'} (expected ${href})`,
            );
        }
        const wantLang = locale === 'de' ? 'de-DE' : 'en-GB';
        if (head.lang !== wantLang)
          problems.push(
            `${where} <html lang="${head.lang}"> (expected ${wantLang})`,
          );
        for (const data of head.jsonLd)
          if ((data as {unparsable?: string}).unparsable)
            problems.push(`${where} JSON-LD does not parse`);
      }
      expect(problems, `SEO gaps (${locale})`).toEqual([]);
    });
  }

  test('home: Organization and WebSite with SearchAction; collection: ItemList; product: Product', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const home = ldNodes((await readHead(page, '/')).jsonLd);
    expect(home.some((node) => hasType(node, 'Organization'))).toBe(true);
    const website = home.find((node) => hasType(node, 'WebSite'));
    expect(website).toBeTruthy();
    const action = [website!.potentialAction]
      .flat()
      .find(
        (a) => a && hasType(a as Record<string, unknown>, 'SearchAction'),
      ) as Record<string, unknown> | undefined;
    expect(action).toBeTruthy();
    const target = JSON.stringify(action!.target);
    expect(target).toContain(`${origin}/products?search={search_term_string}`);

    const collection = ldNodes(
      (await readHead(page, '/collections/rolex')).jsonLd,
    );
    const list = collection.find((node) => hasType(node, 'ItemList'));
    expect(list).toBeTruthy();
    expect((list!.itemListElement as unknown[]).length).toBeGreaterThan(0);

    const product = ldNodes(
      (await readHead(page, `/products/${await someProductHandle()}`)).jsonLd,
    );
    expect(product.some((node) => hasType(node, 'Product'))).toBe(true);
  });

  test('unknown pages answer 404 and are not indexed', async ({page}) => {
    for (const path of ['/no-such-page', '/de/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        /noindex/,
      );
    }
  });
});

test.describe('URLs and crawler files', () => {
  test('a trailing slash redirects permanently to the address without it', async ({
    request,
    baseURL,
  }) => {
    for (const [from, to] of [
      ['/products/', '/products'],
      ['/de/about/', '/de/about'],
      ['/contact-us/?utm_source=x', '/contact-us?utm_source=x'],
    ]) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()['location'], baseURL).toString()).toBe(
        new URL(to, baseURL).toString(),
      );
    }
  });

  test('only English (no prefix) and German (/de) are languages: any other prefix is a 404, APIs included', async ({
    request,
  }) => {
    for (const path of [
      '/en/about',
      '/xx/terms',
      '/fr/products',
      '/en/api/enquiry',
      '/xx/api/search?q=rolex',
      '/en/api/lead-token',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    for (const path of [
      '/api/search?q=rolex',
      '/de/api/search?q=rolex',
      '/de/api/lead-token',
      '/de/about',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('robots.txt keeps crawlers out of private and endless pages and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    for (const path of [
      '/cart',
      '/de/cart',
      '/admin',
      '/api/',
      '/products?*search=',
      '/*?*filter',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(
      `Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`,
    );
  });

  test('the sitemap index leads to products, collections, pages and articles that all answer 200', async ({
    request,
    baseURL,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    for (const type of ['products', 'collections', 'pages', 'articles']) {
      expect(children).toContain(
        new URL(`/sitemap/${type}/1.xml`, baseURL).toString(),
      );
    }
    const pages = await (await request.get('/sitemap/pages/1.xml')).text();
    const urls = [...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(10);
    const articles = await (
      await request.get('/sitemap/articles/1.xml')
    ).text();
    urls.push(
      ...[...articles.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    );
    const broken: string[] = [];
    for (const url of urls) {
      const status = (await request.get(url, {maxRedirects: 0})).status();
      if (status !== 200) broken.push(`${url} ${status}`);
    }
    expect(broken).toEqual([]);
  });
});
