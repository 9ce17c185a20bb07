// Every page kind on every site, as the built worker serves it: its canonical is its own site's
// address, and its hreflang alternates name every site that offers the page (each market's
// countries in each language it is written in) plus the UK English page as x-default, the same
// set on every page they name. Server-rendered HTML over HTTP, no browser.
import {expect, test, type APIRequestContext} from './support/test';
import {catalogueWatches} from './support/localShop';
import {decodeEntities} from './support/pageText';
import {MARKET_SITES, sitePath, type MarketSite} from './support/marketSites';

type Site = MarketSite;
const SITES: Site[] = MARKET_SITES;

/** Page kinds, with the languages each is written in (articles are English only). */
const PAGE_KINDS: Array<{path: string; languages: string[]}> = [
  {path: '/', languages: ['en', 'de']},
  {path: '/products', languages: ['en', 'de']},
  {path: '/collections/rolex', languages: ['en', 'de']},
  {path: '/references/126610ln', languages: ['en', 'de']},
  {path: '/blog', languages: ['en', 'de']},
  {path: '/luxury-watches-uk', languages: ['en']},
  {path: '/about', languages: ['en', 'de']},
  {path: '/privacy', languages: ['en', 'de']},
];

type Head = {canonical: string[]; alternates: Map<string, string>};

async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, {maxRedirects: 0});
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) =>
    decodeEntities(
      new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '',
    );
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const canonical = links
    .filter((tag) => /rel="canonical"/.test(tag))
    .map((tag) => attr(tag, 'href'));
  const alternates = new Map<string, string>();
  for (const tag of links.filter(
    (tag) => /rel="alternate"/.test(tag) && /hrefLang=/i.test(tag),
  )) {
    const lang = attr(tag, 'hrefLang');
    expect(alternates.has(lang), `${path}: hreflang ${lang} twice`).toBe(false);
    alternates.set(lang, attr(tag, 'href'));
  }
  return {canonical, alternates} satisfies Head;
}

test.describe('hreflang and canonical on every site', () => {
  test('every page kind of every site: complete, reciprocal, canonical on its own site', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    const watch = (await catalogueWatches()).find(
      (candidate) => candidate.status === 'available',
    )!;
    const kinds = [
      ...PAGE_KINDS,
      {path: `/products/${watch.handle}`, languages: ['en', 'de']},
    ];
    for (const kind of kinds) {
      const url = (site: Site) =>
        `${origin}${sitePath(kind.path, site.prefix)}`;
      const offering = SITES.filter((site) =>
        kind.languages.includes(site.language),
      );
      const heads = new Map<string, Head>();
      for (const site of SITES) {
        const head = await headOf(request, sitePath(kind.path, site.prefix));
        const written = kind.languages.includes(site.language);
        // A page not written in the site's language names its English twin as canonical.
        const twin = SITES.find(
          (other) =>
            other.countries === site.countries && other.language === 'en',
        )!;
        expect(head.canonical, url(site)).toEqual([
          written ? url(site) : url(twin),
        ]);
        if (written) heads.set(url(site), head);
      }
      for (const [own, head] of heads) {
        // Complete: each offering site under each of its market's countries, and nothing else.
        const expected = new Map<string, string>();
        for (const site of offering)
          for (const country of site.countries)
            expected.set(`${site.language}-${country}`, url(site));
        expected.set('x-default', `${origin}${kind.path}`);
        for (const [tag, href] of expected)
          expect(head.alternates.get(tag), `${own}: ${tag}`).toBe(href);
        for (const [tag, href] of head.alternates) {
          if (expected.has(tag)) continue;
          // A language alone is allowed only for a page of that language.
          expect(tag, `${own}: ${tag}`).toMatch(/^[a-z]{2}$/);
          expect(
            offering.some(
              (site) => site.language === tag && url(site) === href,
            ),
            `${own}: ${tag} ${href}`,
          ).toBe(true);
        }
        expect([...head.alternates.values()]).toContain(own);
        // Reciprocal: every page it names names the same set, itself included.
        for (const href of new Set(head.alternates.values()))
          expect(heads.get(href)?.alternates, `${own} -> ${href}`).toEqual(
            head.alternates,
          );
      }
    }
  });
});
