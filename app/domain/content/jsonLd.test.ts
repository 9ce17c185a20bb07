import {fillFaq} from '~/content/facts';
import {describe, expect, it} from 'vitest';
import {DEFAULT_SITE, siteOf} from '~/domain/markets/sitePath';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
} from './jsonLd';
import {
  articleEditorialPage,
  articleLoaderData,
  editorialMeta,
  GEO,
} from './articlePage';
import {articles} from '~/content/articles';
import {homeFaqs} from '~/content/faqs';
import {dealerDetails} from '~/domain/dealer';

const dealer = dealerDetails();

function jsonLdOf(meta: Array<Record<string, unknown>>) {
  return meta
    .filter((tag) => 'script:ld+json' in tag)
    .map(
      (tag) =>
        JSON.parse(JSON.stringify(tag['script:ld+json'])) as Record<
          string,
          unknown
        >,
    );
}

describe('JSON-LD builders', () => {
  it('breadcrumbs number their items from 1', () => {
    const ld = breadcrumbJsonLd([
      {name: 'Home', url: 'https://x/'},
      {name: 'Blog', url: 'https://x/blog'},
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/'},
      {'@type': 'ListItem', position: 2, name: 'Blog', item: 'https://x/blog'},
    ]);
  });

  it('FAQ pages carry every question with its filled answer', () => {
    const ld = faqPageJsonLd(fillFaq(homeFaqs, dealer));
    const entities = ld.mainEntity as Array<{
      name: string;
      acceptedAnswer: {text: string};
    }>;
    expect(entities).toHaveLength(7);
    expect(JSON.stringify(ld)).not.toMatch(
      /\{warrantyMonths\}|\{email\}|\{phone\}/,
    );
    expect(entities[1].acceptedAnswer.text).toContain(
      `${dealer.warrantyMonths}-month warranty`,
    );
  });

  it('organization and website with a search action', () => {
    const org = organizationJsonLd({
      name: 'Shop',
      origin: 'https://x',
      email: 'a@b.c',
      phone: '+44',
      locality: 'Wilmslow',
      country: 'GB',
    });
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Shop',
      url: 'https://x/',
      email: 'a@b.c',
    });
    const site = webSiteJsonLd({
      name: 'Shop',
      origin: 'https://x',
      inLanguage: 'en-GB',
    });
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: {urlTemplate: 'https://x/products?search={search_term_string}'},
      'query-input': 'required name=search_term_string',
    });
    const us = webSiteJsonLd({
      name: 'Shop',
      origin: 'https://x',
      site: siteOf('us', 'en'),
      inLanguage: 'en-GB',
    });
    expect(us).toMatchObject({url: 'https://x/en-us'});
    expect(us.potentialAction).toMatchObject({
      target: {
        urlTemplate: 'https://x/en-us/products?search={search_term_string}',
      },
    });
  });

  it('article carries headline, author, publisher, dates, keywords, word count and section', () => {
    const ld = articleJsonLd({
      headline: 'H',
      description: 'D',
      url: 'https://x/a',
      image: 'https://x/i.jpg',
      authorName: 'Team',
      publisherName: 'Shop',
      publisherLogo: 'https://x/l.svg',
      datePublished: '2024-03-22',
      dateModified: '2024-03-23',
      keywords: ['a', 'b'],
      wordCount: 10,
      readingMinutes: 15,
      category: 'Richard Mille',
    });
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'H',
      datePublished: '2024-03-22',
      dateModified: '2024-03-23',
      articleSection: 'Luxury Watches',
      keywords: 'a, b',
      wordCount: 10,
      timeRequired: 'PT15M',
      author: {'@type': 'Organization', name: 'Team'},
    });
  });
});

describe('article metadata', () => {
  for (const article of articles) {
    it(`${article.route} has full meta and three JSON-LD blocks`, () => {
      const data = articleLoaderData(article.slug, dealer);
      const shared = {
        url: `https://shop.example${article.route}`,
        origin: 'https://shop.example',
        locale: 'en' as const,
        site: DEFAULT_SITE,
        shopName: dealer.shopName,
        dealer,
      };
      const meta = editorialMeta(shared, articleEditorialPage(data)) as Array<
        Record<string, unknown>
      >;
      const find = (key: string, value: string) =>
        meta.find((tag) => tag[key] === value);
      expect(find('name', 'description')?.content).toBeTruthy();
      expect(
        (find('name', 'description')?.content as string).length,
      ).toBeLessThanOrEqual(160);
      expect(find('name', 'keywords')?.content).toContain(article.keywords[0]);
      expect(find('name', 'robots')?.content).toBe('index, follow');
      expect(find('name', 'geo.position')?.content).toBe(GEO.position);
      expect(find('name', 'geo.region')?.content).toBe('GB');
      expect(find('property', 'og:locale')?.content).toBe('en_GB');
      expect(find('property', 'og:type')?.content).toBe('article');
      expect(find('property', 'og:image:width')?.content).toBe('1200');
      expect(find('property', 'og:image:height')?.content).toBe('630');
      expect(meta.find((tag) => tag.rel === 'canonical')?.href).toBe(
        `https://shop.example${article.route}`,
      );
      const types = jsonLdOf(meta).map((ld) => ld['@type']);
      expect(types).toEqual(['Article', 'FAQPage', 'BreadcrumbList']);
      const [ld, faq, crumbs] = jsonLdOf(meta);
      expect(ld.author).toEqual({
        '@type': 'Organization',
        name: `The ${dealer.shopName} Editorial Team`,
      });
      expect((faq.mainEntity as unknown[]).length).toBe(3);
      expect(
        (crumbs.itemListElement as Array<{name: string}>).map(
          (item) => item.name,
        ),
      ).toEqual(['Home', 'Blog', article.title]);
      expect(JSON.stringify(meta)).not.toMatch(
        /\{(warrantyMonths|email|phone|shopName)\}/,
      );
    });
  }
});

describe('editorial meta of a blog post', () => {
  it('carries the keywords of the post it describes, nothing fixed', () => {
    const meta = editorialMeta(
      {
        url: 'https://shop.example/blog/9',
        origin: 'https://shop.example',
        locale: 'en',
        site: DEFAULT_SITE,
        shopName: dealer.shopName,
        dealer,
      },
      {
        route: '/blog/9',
        title: 'Royal Oak at fifty',
        description: 'Why the Royal Oak still sets the pace.',
        author: 'Team',
        datePublished: '2025-01-02',
        dateModified: '2025-01-02',
        keywords: ['Audemars Piguet', 'Royal Oak'],
        category: 'Audemars Piguet',
        wordCount: 400,
        readingMinutes: 2,
        image: {key: 'blog-4-nautilus', alt: 'A watch'},
      },
    ) as Array<Record<string, unknown>>;
    expect(meta.find((tag) => tag.name === 'keywords')?.content).toBe(
      'Audemars Piguet, Royal Oak',
    );
    const [article] = jsonLdOf(meta);
    expect(article.keywords).toBe('Audemars Piguet, Royal Oak');
    expect(JSON.stringify(meta)).not.toContain('Nautilus');
  });
});
