import type {MetaDescriptor} from 'react-router';
import {describe, expect, it} from 'vitest';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {editorialMeta} from '~/domain/content/articlePage';
import {dealerDetails} from '~/domain/dealer';
import {DEFAULT_MARKET, MARKETS} from './markets';
import {DEFAULT_SITE, SITES, sitePath, type Site} from './sitePath';
import {hreflangTags} from './hreflang';

const origin = 'https://shop.example';
const dealer = dealerDetails();

/** Each kind of page: its bare path, its meta on a site, and the languages it is written in. */
const PAGE_KINDS = [
  {kind: 'home', path: '/', languages: ['en', 'de']},
  {kind: 'content', path: '/about', languages: ['en', 'de']},
  {kind: 'listing', path: '/collections/rolex', languages: ['en', 'de']},
  {kind: 'watch', path: '/products/rolex-submariner', languages: ['en', 'de']},
  {kind: 'editorial', path: '/blog/9', languages: ['en']},
] as const;
type PageKind = (typeof PAGE_KINDS)[number];

function metaOn(site: Site, page: PageKind): MetaDescriptor[] {
  const url = new URL(sitePath(page.path, site), origin).toString();
  const info = {
    url,
    origin,
    locale: site.language,
    site,
    shopName: dealer.shopName,
    dealer,
  };
  if (page.kind !== 'editorial')
    return contentPageMeta(info, {title: page.kind, description: 'A page.'});
  return editorialMeta(info, {
    route: page.path,
    title: 'Royal Oak at fifty',
    description: 'Why the Royal Oak still sets the pace.',
    datePublished: '2026-01-01',
    dateModified: '2026-01-02',
    author: 'The dealer',
    keywords: ['Royal Oak'],
    category: 'Watches',
    wordCount: 300,
    readingMinutes: 2,
    image: {key: 'about-hero', alt: 'A watch'},
  });
}

function headOf(site: Site, page: PageKind) {
  const links = metaOn(site, page) as Array<Record<string, string>>;
  const canonical = links.find((tag) => tag.rel === 'canonical')!.href;
  const alternates = links.filter((tag) => tag.rel === 'alternate');
  return {canonical, alternates};
}

const isRegion = (code: string) =>
  new Intl.DisplayNames(['en'], {type: 'region'}).of(code) !== code;

describe('hreflang alternates and canonical on every site × page kind', () => {
  for (const page of PAGE_KINDS)
    for (const site of SITES) {
      const name = `${page.kind} on /${sitePath('/', site).slice(1)}`;
      it(`${name}: complete, reciprocal, canonical on its own site`, () => {
        const own = new URL(sitePath(page.path, site), origin).toString();
        const {canonical, alternates} = headOf(site, page);
        const written = (page.languages as readonly string[]).includes(
          site.language,
        );
        // A page not written in its site's language is its English twin's copy: same head.
        const home = written ? site : {...site, language: 'en' as const};
        expect(canonical).toBe(
          new URL(sitePath(page.path, home), origin).toString(),
        );
        if (!written) {
          expect(alternates).toEqual(headOf(home, page).alternates);
          return;
        }
        expect(canonical).toBe(own);

        const offering = SITES.filter((other) =>
          (page.languages as readonly string[]).includes(other.language),
        );
        const byTag = new Map<string, string>();
        for (const link of alternates) {
          expect(byTag.has(link.hrefLang), `${link.hrefLang} twice`).toBe(
            false,
          );
          byTag.set(link.hrefLang, link.href);
        }
        // Complete: every site that offers the page, under each country of its market.
        for (const other of offering) {
          const href = new URL(sitePath(page.path, other), origin).toString();
          for (const country of other.market.countries)
            expect(byTag.get(`${other.language}-${country}`)).toBe(href);
        }
        expect(byTag.get('x-default')).toBe(
          new URL(sitePath(page.path, DEFAULT_SITE), origin).toString(),
        );
        expect(new Set(byTag.values())).toContain(own);
        // Nothing else, and every tag a valid language-region pair (or a language alone).
        for (const [tag, href] of byTag) {
          if (tag === 'x-default') continue;
          const [language, region] = tag.split('-');
          expect(page.languages).toContain(language);
          if (region) expect(isRegion(region), tag).toBe(true);
          expect(
            offering.some(
              (other) =>
                hreflangTags(other).includes(tag) &&
                new URL(sitePath(page.path, other), origin).toString() === href,
            ),
            tag,
          ).toBe(true);
        }
        // Reciprocal: each page it names names it back with the same set.
        for (const other of offering) {
          const back = headOf(other, page);
          expect(back.alternates).toEqual(alternates);
        }
      });
    }

  it('tags each market by its countries, the UK English page as x-default', () => {
    const tags = SITES.flatMap(hreflangTags);
    expect(new Set(tags).size).toBe(tags.length);
    for (const market of MARKETS)
      for (const language of market.languages)
        expect(tags).toContain(`${language}-${market.pricingCountry}`);
    expect(tags).toContain('en-GB');
    expect(tags).toContain('de-AT');
    expect(tags).toContain('en-HK');
    // German speakers outside every market buy in the default market: its German pages.
    expect(hreflangTags({market: DEFAULT_MARKET, language: 'de'})).toContain(
      'de',
    );
    expect(tags).not.toContain('en');
  });
});
