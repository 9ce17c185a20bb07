import type {MetaDescriptor} from 'react-router';
import type {Article, FaqItem} from '~/content/types';
import {
  articleWordCount,
  formatArticleDate,
  getArticle,
} from '~/content/articles';
import {fillFacts, type ContentFacts} from '~/content/facts';
import {hasGermanVersion} from '~/content/germanEditorial';
import {pageMeta} from '~/lib/seo';
import {localizePath, type Locale} from '~/i18n/locale';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
} from '~/lib/content/jsonLd';
import {shareImage} from '~/lib/content/images';

/** London, where the shop's editorial is written for (the old site's geo tags). */
export const GEO = {
  position: '51.5074;-0.1278',
  icbm: '51.5074, -0.1278',
  region: 'GB',
  placename: 'London',
} as const;

export function fillFaq(
  items: readonly FaqItem[],
  facts: ContentFacts,
): FaqItem[] {
  return items.map((item) => ({
    ...item,
    question: fillFacts(item.question, facts),
    answer: fillFacts(item.answer, facts),
  }));
}

/** The article with every {token} filled from the dealer's facts. */
export function filledArticle(article: Article, facts: ContentFacts): Article {
  const fill = (text: string) => fillFacts(text, facts);
  return {
    ...article,
    title: fill(article.title),
    description: fill(article.description),
    author: fill(article.author),
    sections: article.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
    })),
    faq: fillFaq(article.faq, facts) as Article['faq'],
  };
}

export type ArticleLoaderData = {
  article: Article;
  displayDate: string;
  wordCount: number;
  url: string;
  locale: Locale;
  shopName: string;
};

/** What every article route's loader returns. */
export function articleLoaderData(
  slug: string,
  request: Request,
  facts: ContentFacts,
  locale: Locale,
): ArticleLoaderData {
  const article = getArticle(slug);
  if (!article) throw new Response(null, {status: 404});
  const filled = filledArticle(article, facts);
  return {
    article: filled,
    displayDate: formatArticleDate(filled.datePublished),
    wordCount: articleWordCount(filled),
    url: request.url,
    locale,
    shopName: facts.shopName,
  };
}

/** Extra tags every editorial page carries: keywords, robots, geo and article times. */
export function editorialExtraMeta(input: {
  keywords: string[];
  author: string;
  published: string;
  modified: string;
  section: string;
}): MetaDescriptor[] {
  return [
    {name: 'keywords', content: input.keywords.join(', ')},
    {name: 'author', content: input.author},
    {name: 'robots', content: 'index, follow'},
    {name: 'geo.position', content: GEO.position},
    {name: 'geo.region', content: GEO.region},
    {name: 'geo.placename', content: GEO.placename},
    {name: 'ICBM', content: GEO.icbm},
    {property: 'article:published_time', content: input.published},
    {property: 'article:modified_time', content: input.modified},
    {property: 'article:section', content: input.section},
  ];
}

/** Full metadata of an article page: title, description, canonical, OG/Twitter, hreflang, geo, JSON-LD. */
export function articleMeta(
  data: ArticleLoaderData | undefined,
): MetaDescriptor[] {
  if (!data) return [{title: 'Page not found'}];
  const {article, url, shopName, wordCount, locale} = data;
  const origin = new URL(url).origin;
  // Without a German version, /de serves the English text and points search engines at /.
  const german = hasGermanVersion(article.route);
  const pathname = new URL(url).pathname;
  const canonical = new URL(
    german ? pathname : localizePath(pathname, 'en'),
    origin,
  ).toString();
  const image = shareImage(origin, article.heroImage.key);
  return [
    ...pageMeta({
      title: `${article.title} | ${shopName}`,
      description: article.description,
      url: canonical,
      // Articles are written in British English on both language paths.
      locale: 'en',
      type: 'article',
      hasGerman: german,
      image: {...image, alt: article.heroImage.alt},
      jsonLd: [
        articleJsonLd({
          headline: article.title,
          description: article.description,
          url: canonical,
          image: image.url,
          authorName: article.author,
          publisherName: shopName,
          publisherLogo: `${origin}/favicon.svg`,
          datePublished: article.datePublished,
          dateModified: article.dateModified,
          keywords: article.keywords,
          wordCount,
          readingMinutes: article.readingMinutes,
          category: article.category,
        }),
        faqPageJsonLd(article.faq),
        breadcrumbJsonLd([
          {
            name: 'Home',
            url: new URL(localizePath('/', locale), origin).toString(),
          },
          {
            name: 'Blog',
            url: new URL(localizePath('/blog', locale), origin).toString(),
          },
          {name: article.title, url: canonical},
        ]),
      ],
    }),
    ...editorialExtraMeta({
      keywords: article.keywords,
      author: article.author,
      published: article.datePublished,
      modified: article.dateModified,
      section: 'Luxury Watches',
    }),
  ];
}
