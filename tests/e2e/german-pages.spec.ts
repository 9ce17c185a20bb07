// Reads every German page as served (the German sitemap plus what the header and footer link to)
// and fails on English: a new English string on a German page fails CI. Server-rendered HTML over
// HTTP, no browser, so the whole crawl takes seconds.
import {expect, test, type APIRequestContext} from './support/test';
import {englishIn, readableTexts, decodeEntities} from './support/pageText';
import {storefrontQuery} from './support/localShop';

// Names that stay as they are in German copy: the shop, institutions and schemes named in the policies.
const PROPER_NAMES = [
  'Cheshire Watch Exchange',
  'Royal Mail Special Delivery',
  'Information Commissioner’s Office',
  'Data Protection Act',
  'Consumer Contracts Regulations',
  'VAT Margin Scheme',
  // Patek Philippe's collection, by its own (and its French) name.
  'Grand Complications',
  'Grandes Complications',
];
const PARALLEL = 3;

/** Watch titles and brands are proper names (e.g. "IWC Big Pilot's Watch"): read from the catalogue. */
async function catalogueNames() {
  const names = new Set<string>();
  let after: string | null = null;
  do {
    const page: {
      products: {
        nodes: Array<{title: string; vendor: string}>;
        pageInfo: {hasNextPage: boolean; endCursor: string | null};
      };
    } = await storefrontQuery(
      `query Names($after: String) @inContext(language: DE) {
        products(first: 250, after: $after) {
          nodes { title vendor }
          pageInfo { hasNextPage endCursor }
        }
      }`,
      {after},
    );
    for (const product of page.products.nodes)
      names.add(product.title).add(product.vendor);
    after = page.products.pageInfo.hasNextPage
      ? page.products.pageInfo.endCursor
      : null;
  } while (after);
  // Longest first, so a title is taken out before the brand inside it.
  return [...names].sort((a, b) => b.length - a.length);
}

async function text(request: APIRequestContext, path: string) {
  const response = await request.get(path, {maxRedirects: 0});
  return {status: response.status(), body: await response.text()};
}

/** Every German address the sitemaps offer (the hreflang="de" alternates). */
async function germanSitemapPaths(request: APIRequestContext) {
  const index = (await text(request, '/sitemap.xml')).body;
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(decodeEntities(match[1])).pathname,
  );
  const paths = new Set<string>();
  for (const child of children) {
    const urlset = (await text(request, child)).body;
    for (const match of urlset.matchAll(/hreflang="de" href="([^"]+)"/g))
      paths.add(new URL(decodeEntities(match[1])).pathname);
  }
  return paths;
}

/** German pages the header and footer of /de link to. */
async function chromePaths(request: APIRequestContext) {
  const html = (await text(request, '/de')).body;
  const paths = new Set<string>();
  for (const block of html.match(/<(header|footer)\b[\s\S]*?<\/\1>/g) ?? [])
    for (const match of block.matchAll(/href="(\/de(?:\/[^"?#]*)?)"/g))
      paths.add(decodeEntities(match[1]));
  return paths;
}

/** The head's texts a German searcher reads: title, description, Open Graph, JSON-LD strings. */
function headTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(
    /<meta (?:name|property)="(?:description|og:title|og:description|og:image:alt)" content="([^"]*)"/g,
  ))
    texts.push(decodeEntities(match[1]));
  for (const match of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const visit = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (
          ['name', 'description', 'text', 'headline', 'alternateName'].includes(
            key,
          )
        )
          texts.push(value);
      } else if (Array.isArray(value))
        value.forEach((item) => visit(item, key));
      else if (value && typeof value === 'object') {
        // English text declared as such (inLanguage en) is not German copy.
        const node = value as Record<string, unknown>;
        if (typeof node.inLanguage === 'string' && /^en/.test(node.inLanguage))
          return;
        for (const [name, inner] of Object.entries(node)) visit(inner, name);
      }
    };
    visit(JSON.parse(match[1]));
  }
  return texts;
}

test('every German page reads German', async ({request}) => {
  test.setTimeout(180_000);
  const paths = new Set([
    ...(await germanSitemapPaths(request)),
    ...(await chromePaths(request)),
  ]);
  // The sitemap really was read: static pages, brands and watches are all there.
  expect(paths).toContain('/de/sourcing');
  expect(paths).toContain('/de/collections/rolex');
  expect([...paths].some((path) => path.startsWith('/de/products/'))).toBe(
    true,
  );

  const problems = await englishOnPages(request, paths, {
    names: [...PROPER_NAMES, ...(await catalogueNames())],
    indexed: true,
  });
  expect(problems, `${problems.length} English texts on German pages`).toEqual(
    [],
  );
});

test('German pages off the sitemap read German too, their titles included', async ({
  request,
}) => {
  // Each answers as it should (a missing watch 404, an unsigned alert link 400), but in German.
  const paths = [
    '/de/cart',
    '/de/api/enquiry',
    '/de/api/sell',
    '/de/api/newsletter',
    '/de/api/sourcing',
    '/de/alerts/subscribe',
    '/de/alerts/confirm',
    '/de/alerts/unsubscribe',
    '/de/alerts/manage',
    '/de/products/no-such-watch',
    '/de/references/no-such-reference',
    '/de/no-such-page',
  ];
  const problems = await englishOnPages(request, paths, {
    names: PROPER_NAMES,
    indexed: false,
  });
  expect(problems, `${problems.length} English texts on German pages`).toEqual(
    [],
  );
  const cart = (await text(request, '/de/cart')).body;
  expect(cart).toContain(
    '<title>Ihr Warenkorb | Cheshire Watch Exchange</title>',
  );
});

/** English found on German pages; `indexed` pages must also answer 200 and carry og:locale. */
async function englishOnPages(
  request: APIRequestContext,
  paths: Iterable<string>,
  {names, indexed}: {names: string[]; indexed: boolean},
) {
  const problems: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const {status, body} = await text(request, path);
      if (indexed && status !== 200) {
        problems.push(`${path}: answered ${status}`);
        continue;
      }
      if (status >= 500) problems.push(`${path}: answered ${status}`);
      if (!/<html lang="de-DE"/.test(body))
        problems.push(`${path}: <html> is not lang="de-DE"`);
      if (
        indexed &&
        !body.includes('<meta property="og:locale" content="de_DE"')
      )
        problems.push(`${path}: og:locale is not de_DE`);
      for (const line of [...readableTexts(body), ...headTexts(body)]) {
        const word = englishIn(line, names);
        if (word)
          problems.push(`${path}: "${word}" in "${line.slice(0, 120)}"`);
      }
    }
  };
  await Promise.all(Array.from({length: PARALLEL}, worker));
  return problems;
}
