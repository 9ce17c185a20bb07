import type {FaqItem} from '~/content/contentTypes';
import {DEFAULT_SITE, sitePath, type Site} from '~/domain/markets/sitePath';

/** Structured data (schema.org JSON-LD) for editorial and marketing pages. */

export type JsonLd = Record<string, unknown>;

export type Crumb = {name: string; url: string};

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** FAQ items become Question/Answer pairs; answers are plain text (tokens already filled). */
export function faqPageJsonLd(items: FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {'@type': 'Answer', text: item.answer},
    })),
  };
}

export type OrganizationInput = {
  name: string;
  origin: string;
  /** The site the page is on: the dealer's address for the shopper reading it. */
  site?: Site;
  email: string;
  phone: string;
  locality: string;
  country: string;
  sameAs?: string[];
};

export function organizationJsonLd(org: OrganizationInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${org.origin}/#organization`,
    name: org.name,
    url: `${org.origin}${sitePath('/', org.site ?? DEFAULT_SITE)}`,
    logo: `${org.origin}/favicon.svg`,
    email: org.email,
    telephone: org.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: org.locality,
      addressCountry: org.country,
    },
    ...(org.sameAs && org.sameAs.length > 0 ? {sameAs: org.sameAs} : {}),
  };
}

/** The site with a search box: /products?search={term}, on the page's own site. */
export function webSiteJsonLd({
  name,
  origin,
  site = DEFAULT_SITE,
  inLanguage,
}: {
  name: string;
  origin: string;
  site?: Site;
  inLanguage: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: `${origin}${sitePath('/', site)}`,
    inLanguage,
    publisher: {'@id': `${origin}/#organization`},
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${sitePath('/products', site)}?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type ArticleInput = {
  headline: string;
  description: string;
  url: string;
  image: string;
  authorName: string;
  publisherName: string;
  publisherLogo: string;
  datePublished: string;
  dateModified: string;
  keywords: string[];
  wordCount: number;
  readingMinutes: number;
  category: string;
};

export function articleJsonLd(input: ArticleInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    image: [input.image],
    author: {'@type': 'Organization', name: input.authorName},
    publisher: {
      '@type': 'Organization',
      name: input.publisherName,
      logo: {'@type': 'ImageObject', url: input.publisherLogo},
    },
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    mainEntityOfPage: {'@type': 'WebPage', '@id': input.url},
    articleSection: 'Luxury Watches',
    keywords: input.keywords.join(', '),
    wordCount: input.wordCount,
    timeRequired: `PT${input.readingMinutes}M`,
    genre: input.category,
    inLanguage: 'en-GB',
  };
}
