import {describe, expect, it} from 'vitest';
import {
  brandFaqs,
  homeFaqs,
  insuranceFaqs,
  sellFaqs,
  sourcingFaqs,
} from './faqs';
import {brandCopy} from './brands';
import {homeContent, homeContentIn} from './home';
import {HOME_FIRST_SLIDE} from './homeHero';
import {sellContent} from './sell';
import {sourcingContent, sourcingDe, sourcingTexts} from './sourcing';
import {insuranceContent} from './insurance';
import {sportsworldContent} from './sportsworld';
import {aboutContent} from './about';
import {reviewsContent} from './reviews';
import {policies} from './policies';
import {
  articleRoutes,
  articleWordCount,
  articles,
  getArticle,
} from './articles';
import {allArticles, blogGroups, getBlogPost} from './blog';
import {signatureSamples} from './signature';
import type {FaqItem} from './contentTypes';

const everything = {
  homeFaqs,
  sellFaqs,
  sourcingFaqs,
  insuranceFaqs,
  brandFaqs,
  brandCopy,
  homeContent,
  sellContent,
  sourcingContent,
  insuranceContent,
  sportsworldContent,
  aboutContent,
  reviewsContent,
  policies,
  articles,
  blogGroups,
  blogPost: getBlogPost('4'),
  signatureSamples,
};

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => allStrings(item, out));
  return out;
}

const texts = allStrings(everything);
const ids = (items: {id: string}[]) => items.map((item) => item.id);
const unique = (values: string[]) => new Set(values).size === values.length;

describe('FAQs', () => {
  it('have the specified counts', () => {
    expect(homeFaqs).toHaveLength(7);
    expect(sellFaqs).toHaveLength(9);
    expect(sourcingFaqs).toHaveLength(7);
    expect(insuranceFaqs).toHaveLength(4);
    for (const slug of [
      'rolex',
      'patek-philippe',
      'audemars-piguet',
      'richard-mille',
    ] as const) {
      expect(brandFaqs[slug].length).toBeGreaterThanOrEqual(4);
      expect(brandFaqs[slug].length).toBeLessThanOrEqual(5);
    }
    for (const article of articles) expect(article.faq).toHaveLength(3);
  });

  it('use ids that are unique across the whole shop', () => {
    const all: FaqItem[] = [
      ...homeFaqs,
      ...sellFaqs,
      ...sourcingFaqs,
      ...insuranceFaqs,
      ...Object.values(brandFaqs).flat(),
      ...articles.flatMap((article) => article.faq),
    ];
    expect(unique(ids(all))).toBe(true);
  });

  it('state the sourcing terms the dealer offers', () => {
    const sourcing = sourcingFaqs.map((item) => item.answer).join(' ');
    for (const phrase of [
      'free',
      'commission',
      'upfront',
      '2 to 4 weeks',
      '24 to 72 hours',
      'Royal Mail Special Delivery',
      'specialist secure carrier',
    ]) {
      expect(sourcing).toContain(phrase);
    }
  });
});

describe('page content', () => {
  it('has the brand copy for every brand, with blocks and banners for the four majors', () => {
    expect(Object.keys(brandCopy).sort()).toEqual([
      'a-lange-soehne',
      'audemars-piguet',
      'patek-philippe',
      'richard-mille',
      'rolex',
      'vacheron-constantin',
    ]);
    for (const slug of [
      'rolex',
      'patek-philippe',
      'audemars-piguet',
      'richard-mille',
    ] as const) {
      expect(brandCopy[slug].textBlock?.length).toBeGreaterThanOrEqual(2);
      expect(brandCopy[slug].textBlock?.length).toBeLessThanOrEqual(3);
      expect(brandCopy[slug].sourcingBanner?.cta.href).toBe('/sourcing');
    }
  });

  it('has the home hero, brand cards, showcases and six local social posts', () => {
    expect(homeContent.hero.heading).toBe('A Collector-First Approach');
    expect(homeContent.exploreByBrand.cards.map((card) => card.name)).toEqual([
      'Patek Philippe',
      'Rolex',
      'Richard Mille',
      'Audemars Piguet',
    ]);
    for (const card of homeContent.exploreByBrand.cards)
      expect(card.href).toBe(`/collections/${card.slug}`);
    for (const showcase of homeContent.showcases)
      expect(showcase.cta.href).toBe('/contact-us');
    expect(homeContent.socialFeed.posts).toHaveLength(6);
  });

  it('preloads the images the hero shows first, in either language', () => {
    for (const locale of ['en', 'de'] as const)
      expect(
        homeContentIn(locale).hero.slides[0].images.map((image) => image.key),
      ).toEqual(HOME_FIRST_SLIDE.map((image) => image.key));
  });

  it('has the three sell options, three steps and three testimonials', () => {
    expect(sellContent.options.map((option) => option.name)).toEqual([
      'Outright Purchases',
      'Consignment Sales',
      'Part Exchange',
    ]);
    expect(sellContent.howItWorks.steps).toHaveLength(3);
    expect(sellContent.testimonials).toHaveLength(3);
    const consignment = allStrings(sellContent.options[1]).join(' ');
    expect(consignment).toContain('one working day');
    expect(consignment).toContain('limited to one watch');
    expect(allStrings(sellContent.options[0]).join(' ')).toContain(
      'Same-day settlement',
    );
  });

  it('has the sourcing steps, five reasons and four recently sourced watches, in English and German', () => {
    expect(sourcingContent.texts.title.en).toBe(
      'Sourcing A Watch Privately For You',
    );
    expect(sourcingContent.steps.map((step) => step.title)).toEqual([
      'ADVISE',
      'SOURCE',
      'AUTHENTICATE',
    ]);
    expect(sourcingContent.whyHeading).toBe('Why Work With Us?');
    expect(sourcingContent.whyPoints).toHaveLength(5);
    expect(sourcingContent.recentlySourced).toHaveLength(4);
    for (const key of [
      'title',
      'subtitle',
      'description',
      'network',
      'process',
    ] as const) {
      expect(sourcingDe[key].length).toBeGreaterThan(0);
      expect(sourcingDe[key]).not.toBe(sourcingTexts('en')[key]);
    }
  });

  it('has the insurance guide and links', () => {
    expect(insuranceContent.guide).toHaveLength(4);
    expect(insuranceContent.links.map((link) => link.href)).toEqual([
      '/contact-us',
      '/products',
      '/sourcing',
      '/terms',
      '/about',
    ]);
  });

  it('has four distinct five-star reviews', () => {
    expect(reviewsContent.reviews).toHaveLength(4);
    expect(
      new Set(reviewsContent.reviews.map((review) => review.review)).size,
    ).toBe(4);
    expect(
      new Set(reviewsContent.reviews.map((review) => review.name)).size,
    ).toBe(4);
    for (const review of reviewsContent.reviews) expect(review.rating).toBe(5);
  });

  it('mentions the planned flagship on the about page', () => {
    expect(aboutContent.title).toBe('About');
    expect(aboutContent.flagship.paragraphs.join(' ')).toMatch(/flagship/);
  });

  it('has signature samples with the specified fields', () => {
    expect(signatureSamples.length).toBeGreaterThanOrEqual(5);
    expect(signatureSamples.length).toBeLessThanOrEqual(6);
    expect(unique(ids(signatureSamples))).toBe(true);
    expect(
      signatureSamples.some(
        (item) =>
          item.link === '/products/aquanaut-luce-minute-repeater-rose-gold',
      ),
    ).toBe(true);
    for (const item of signatureSamples) {
      // "Learn more" goes to the watch itself, never to the signature grid.
      if (item.link) expect(item.link).toMatch(/^\/products\/[a-z0-9-]+$/);
      expect(item.images.length).toBeGreaterThan(0);
    }
  });
});

describe('policies', () => {
  const headings = (slug: keyof typeof policies) =>
    policies[slug].sections.map((section) => section.heading);

  it('have exactly the specified sections', () => {
    expect(headings('terms')).toEqual([
      'Introduction',
      'Account Responsibilities',
      'Products and Services',
      'Payment Terms',
      'Shipping and Delivery',
      'Authentication and Warranty',
      'Limitation of Liability',
      'Changes to Terms of Service',
      'Governing Law',
      'Contact Information',
    ]);
    expect(headings('privacy')).toEqual([
      'Introduction',
      'Information We Collect',
      'Use of Your Information',
      'Disclosure',
      'Security',
      'Your Rights',
      'Changes',
      'Contact',
    ]);
    expect(headings('shipping')).toEqual([
      'Shipping Methods',
      'Delivery Times',
      'Insurance and Security',
      'Customs and Import Duties',
      'Tracking',
      'Delivery Requirements',
      'Contact',
    ]);
  });

  it('state the business facts', () => {
    const terms = allStrings(policies.terms).join(' ');
    expect(terms).toContain('bank transfer only');
    expect(terms).toContain('GBP, USD, Euros, SGD, AED or HKD');
    expect(terms).toContain('laws of England and Wales');
    expect(terms).toContain('United Kingdom');
    expect(terms).toContain('VAT margin scheme');
    expect(terms).toContain('{warrantyMonths}-month warranty');
    const shipping = allStrings(policies.shipping).join(' ');
    for (const phrase of [
      'FedEx',
      '1 to 5 business days',
      '5 to 7 business days',
      'signature',
      'full value',
      'United States',
      'Hong Kong',
    ]) {
      expect(shipping).toContain(phrase);
    }
  });
});

describe('articles', () => {
  const expected: [string, string, number][] = [
    ['/patek-philippe-nautilus', '2024-03-18', 8],
    ['/patek-philippe-guide', '2024-03-20', 12],
    ['/richard-mille-future', '2024-03-22', 15],
    ['/richard-mille-evolution', '2024-03-24', 12],
    ['/audemars-piguet-royal-oak', '2024-03-25', 15],
    ['/audemars-piguet-legacy', '2024-03-26', 12],
    ['/luxury-watches-uk', '2024-05-15', 10],
    ['/luxury-watch-investment', '2024-05-20', 12],
  ];

  it.each(expected)(
    '%s is published on %s with a %i-minute read',
    (route, date, minutes) => {
      const article = getArticle(route);
      expect(article?.datePublished).toBe(date);
      expect(article?.readingMinutes).toBe(minutes);
    },
  );

  it('have unique slugs, short descriptions, the editorial byline and real substance', () => {
    expect(articleRoutes).toHaveLength(8);
    expect(unique([...articleRoutes])).toBe(true);
    expect(getArticle('/luxury-watches-uk')?.title).toBe(
      'Buy Luxury Watches Online',
    );
    for (const article of articles) {
      expect(article.route).toBe(`/${article.slug}`);
      expect(article.description.length).toBeLessThanOrEqual(160);
      expect(article.author).toBe('The {shopName} Editorial Team');
      expect(article.sections.length).toBeGreaterThanOrEqual(5);
      expect(article.sections.length).toBeLessThanOrEqual(8);
      expect(articleWordCount(article)).toBeGreaterThanOrEqual(850);
      expect(articleWordCount(article)).toBeLessThanOrEqual(1600);
    }
  });

  it('relate only to pages that exist', () => {
    const existing = new Set([...articleRoutes, '/blog/4']);
    const related = [
      ...articles.flatMap((article) => article.related),
      ...(getBlogPost('4')?.related ?? []),
    ];
    for (const link of related) expect(existing.has(link.route)).toBe(true);
    expect(
      getArticle('/audemars-piguet-royal-oak')?.related.map(
        (link) => link.route,
      ),
    ).toEqual(['/patek-philippe-nautilus', '/richard-mille-future']);
    expect(
      getArticle('/luxury-watch-investment')?.related.map((link) => link.route),
    ).toEqual(['/luxury-watches-uk', '/patek-philippe-guide']);
  });

  it('offer the specified calls to action', () => {
    expect(getArticle('/richard-mille-future')?.ctas).toEqual([
      {label: 'View Collection', href: '/collections/richard-mille'},
      {label: 'Get Valuation', href: '/contact-us'},
    ]);
    expect(
      getArticle('/luxury-watches-uk')?.ctas.map((cta) => cta.href),
    ).toEqual(['/products', '/sourcing', '/sell-your-watch']);
    expect(
      getArticle('/luxury-watch-investment')?.ctas.map((cta) => cta.href),
    ).toEqual(['/products', '/sourcing']);
  });
});

describe('blog', () => {
  it('has blog post 4 only, as structured blocks', () => {
    const post = getBlogPost('4');
    expect(post?.readTime).toBe('8 min read');
    expect(post?.category).toBe('Patek Philippe');
    expect(post?.ctas).toEqual([
      {label: 'View Collection', href: '/collections/patek-philippe'},
      {label: 'Contact Us', href: '/contact-us'},
    ]);
    expect(getBlogPost('5')).toBeUndefined();
    expect(getBlogPost('toString')).toBeUndefined();
  });

  it('groups cards under Featured and the three brands, linking only to real pages', () => {
    expect(blogGroups.map((group) => group.heading)).toEqual([
      'Featured',
      'Patek Philippe',
      'Richard Mille',
      'Audemars Piguet',
    ]);
    const links = new Set([...articleRoutes, '/blog/4']);
    const cards = blogGroups.flatMap((group) => group.cards);
    for (const card of cards) expect(links.has(card.link)).toBe(true);
    expect(new Set(cards.map((card) => card.link))).toEqual(links);
    expect(unique(ids(cards))).toBe(true);
  });

  it('lists every editorial page for RSS and the sitemap', () => {
    expect(
      allArticles()
        .map((entry) => entry.route)
        .sort(),
    ).toEqual([...articleRoutes, '/blog/4'].sort());
  });
});

describe('all text', () => {
  it('uses the single warranty token and the 24-hour reply time only', () => {
    for (const text of texts) {
      expect(text).not.toMatch(
        /18[- ]month|12[- ]month|2[- ]year|two[- ]year|two working days/i,
      );
    }
    expect(
      texts.some((text) => text.includes('{warrantyMonths}-month warranty')),
    ).toBe(true);
  });

  it('contains no raw HTML', () => {
    for (const text of texts) expect(text).not.toContain('<');
  });
});
