import {describe, expect, it} from 'vitest';
import {routeArgs} from '../support/shopContext';
import {loader as rootLoader} from '~/root';
import * as home from '~/routes/($locale)._index';
import * as blogPost from '~/routes/($locale).blog.$id';
import * as rss from '~/routes/tables/feed';
import * as sourcing from '~/routes/($locale).sourcing';
import * as insurance from '~/routes/($locale).insurance';
import * as sell from '~/routes/($locale).sell-your-watch';
import * as policy from '~/routes/tables/policy';
import * as localeLayout from '~/routes/($locale)';
import * as article from '~/routes/tables/article';
import {articles} from '~/content/articles';
import {statusRank, availabilityStatus} from '~/domain/watch/availability';

type Meta = Array<Record<string, unknown>>;
const ldTypes = (meta: Meta) =>
  meta
    .filter((tag) => 'script:ld+json' in tag)
    .map((tag) => (tag['script:ld+json'] as {'@type': string})['@type']);
const callMeta = async (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  route: {meta: any},
  data: unknown,
  pathname = '/',
) =>
  route.meta({
    data,
    loaderData: data,
    location: {pathname, search: ''},
    params: {},
    // Shared page data (origin, language, shop name) comes from the root loader, as in the shop.
    matches: [{id: 'root', data: await rootLoader(await routeArgs(pathname))}],
  }) as Meta;
const load = async (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  route: {loader: any},
  url: string,
  params: Record<string, string> = {},
) => route.loader(await routeArgs(url, {params}));

describe('home', () => {
  it('streams twelve new arrivals in availability-then-price order', async () => {
    const data = await load(home, '/');
    const watches = (await data.newArrivals) as Array<{
      status?: {value: string} | null;
      selectedOrFirstAvailableVariant?: {price: {amount: string}} | null;
    }>;
    expect(watches).not.toBeNull();
    expect(watches.length).toBe(12);
    for (let i = 1; i < watches.length; i++) {
      const [a, b] = [watches[i - 1], watches[i]];
      const rankA = statusRank(availabilityStatus(a.status?.value));
      const rankB = statusRank(availabilityStatus(b.status?.value));
      expect(rankA).toBeLessThanOrEqual(rankB);
      if (rankA === rankB) {
        expect(
          Number(a.selectedOrFirstAvailableVariant!.price.amount),
        ).toBeGreaterThanOrEqual(
          Number(b.selectedOrFirstAvailableVariant!.price.amount),
        );
      }
    }
  });

  it('carries Organization, WebSite (SearchAction) and FAQPage JSON-LD', async () => {
    const data = await load(home, '/');
    const meta = await callMeta(home, data);
    expect(ldTypes(meta)).toEqual(['Organization', 'WebSite', 'FAQPage']);
    // Every site's home page, once per country of its market (decision 138).
    const hrefLangs = meta
      .filter((tag) => tag.rel === 'alternate')
      .map((tag) => tag.hrefLang);
    expect(hrefLangs).toEqual(
      expect.arrayContaining([
        'en-GB',
        'de-GB',
        'de',
        'en-US',
        'en-HK',
        'en-SG',
        'en-AE',
        'en-AT',
        'de-AT',
        'x-default',
      ]),
    );
    expect(new Set(hrefLangs).size).toBe(hrefLangs.length);
  });
});

describe('marketing pages', () => {
  it('sourcing, insurance and sell pages carry FAQPage and BreadcrumbList JSON-LD', async () => {
    for (const [route, url] of [
      [sourcing, '/sourcing'],
      [insurance, '/insurance'],
      [sell, '/sell-your-watch'],
    ] as const) {
      const meta = await callMeta(route, await load(route, url), url);
      expect(ldTypes(meta)).toEqual(['FAQPage', 'BreadcrumbList']);
    }
  });

  it('German sourcing uses the German title', async () => {
    const meta = await callMeta(
      sourcing,
      await load(sourcing, '/de/sourcing', {locale: 'de'}),
      '/de/sourcing',
    );
    expect(meta[0].title).toMatch(/^Wir suchen Ihre Uhr diskret für Sie \|/);
    expect(meta.find((tag) => tag.rel === 'canonical')?.href).toMatch(
      /\/de\/sourcing$/,
    );
  });

  it('policy pages have a breadcrumb; /en/... is not a page', async () => {
    expect(ldTypes(await callMeta(policy, undefined, '/terms'))).toEqual([
      'BreadcrumbList',
    ]);
    // One module serves each policy by its address, in the page's language.
    for (const [pathname, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/shipping', 'Shipping Policy'],
      ['/de/privacy', 'Datenschutzerklärung'],
    ]) {
      const meta = await callMeta(policy, undefined, pathname);
      expect(String(meta[0].title)).toMatch(new RegExp(`^${title} \\| `));
    }
    // The ($locale) layout above every page turns away a prefix that is not a language.
    for (const locale of ['en', 'xx']) {
      await expect(
        load(localeLayout, `/${locale}/terms`, {locale}),
      ).rejects.toMatchObject({status: 404});
    }
    await expect(
      load(localeLayout, '/de/terms', {locale: 'de'}),
    ).resolves.toBeNull();
  });
});

describe('blog', () => {
  it('post 4 is the Nautilus article; other ids answer 404 with Post Not Found data', async () => {
    const found = await load(blogPost, '/blog/4', {id: '4'});
    expect(found.post.title).toContain('Nautilus');
    expect(found.post.readTime).toBe('8 min read');
    const missing = await load(blogPost, '/blog/5', {id: '5'});
    expect(missing.init?.status).toBe(404);
    expect(missing.data.post).toBeNull();
    expect(ldTypes(await callMeta(blogPost, found, '/blog/4'))).toEqual([
      'Article',
      'BreadcrumbList',
    ]);
  });

  it('RSS lists every article with escaped, absolute links', async () => {
    const response = (await load(rss, '/blog/rss.xml')) as Response;
    expect(response.headers.get('content-type')).toBe(
      'application/rss+xml; charset=utf-8',
    );
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(9);
    expect(xml).toContain(
      '<link>http://localhost:3000/richard-mille-future</link>',
    );
    expect(xml).toContain('<link>http://localhost:3000/blog/4</link>');
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    expect(xml).not.toMatch(/\{shopName\}/);
  });

  it('the article route loads each article of the content table at its own address', async () => {
    expect(articles.length).toBe(8);
    for (const {slug} of articles) {
      const data = await load(article, `/${slug}`, {article: slug});
      expect(data.article.route).toBe(`/${slug}`);
      expect(data.article.author).not.toContain('{shopName}');
    }
  });

  it('a single-segment address outside the content table is a 404', async () => {
    for (const slug of ['no-such-page', 'rolex-daytona', 'constructor']) {
      await expect(
        load(article, `/${slug}`, {article: slug}),
      ).rejects.toMatchObject({status: 404});
    }
  });
});
