import type {MetaDescriptor} from 'react-router';
import type {Article, FaqItem} from '~/content/contentTypes';
import {articleWordCount, getArticle} from '~/content/articles';
import {formatContentDate} from '~/i18n/months';
import {fillFacts, fillFaq, type ContentFacts} from '~/content/facts';
import {hasGermanVersion} from '~/content/germanEditorial';
import {pageMeta} from '~/domain/seo';
import {sitePath} from '~/domain/markets/sitePath';
import type {SharedPageData} from '~/hooks/rootData';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
} from '~/domain/content/jsonLd';
import {shareImage, contentImagePreload} from '~/domain/content/images';

/** London, where the shop's editorial is written for (the old site's geo tags). */
export const GEO = {
  position: '51.5074;-0.1278',
  icbm: '51.5074, -0.1278',
  region: 'GB',
  placename: 'London',
} as const;

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
};

/** What every article route's loader returns. */
export function articleLoaderData(
  slug: string,
  facts: ContentFacts,
): ArticleLoaderData {
  const article = getArticle(slug);
  if (!article) throw new Response(null, {status: 404});
  const filled = filledArticle(article, facts);
  return {
    article: filled,
    displayDate: formatContentDate(filled.datePublished, 'en'),
    wordCount: articleWordCount(filled),
  };
}

/** Extra tags every editorial page carries: keywords, robots, geo and article times. */
function editorialExtraMeta(input: {
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

/** One editorial page (an article of the content table or a blog post), as its meta needs it. */
export type EditorialPage = {
  /** Its English address, which says whether a German version exists. */
  route: string;
  title: string;
  description: string;
  author: string;
  datePublished: string;
  dateModified: string;
  keywords: string[];
  category: string;
  wordCount: number;
  readingMinutes: number;
  image: {key: string; alt: string};
  faq?: FaqItem[];
};

/** Full metadata of an editorial page: title, description, canonical, OG/Twitter, hreflang, geo, JSON-LD. */
export function editorialMeta(
  shared: SharedPageData | undefined,
  page: EditorialPage | null | undefined,
): MetaDescriptor[] {
  if (!shared || !page) return [{title: 'Page not found'}];
  const {origin, shopName, site} = shared;
  // Without a German version, a German address serves the English text and points search
  // engines at the English one of its market.
  const german = hasGermanVersion(page.route);
  const pathname = new URL(shared.url).pathname;
  const canonical = new URL(
    german ? pathname : sitePath(pathname, {...site, language: 'en'}),
    origin,
  ).toString();
  const image = shareImage(origin, page.image.key);
  return [
    ...pageMeta({
      title: `${page.title} | ${shopName}`,
      description: page.description,
      url: canonical,
      // Editorial pages are written in British English on both language paths.
      locale: 'en',
      type: 'article',
      hasGerman: german,
      image: {...image, alt: page.image.alt},
      // The article's header image is its largest paint.
      preloadImage: contentImagePreload(page.image.key),
      jsonLd: [
        articleJsonLd({
          headline: page.title,
          description: page.description,
          url: canonical,
          image: image.url,
          authorName: page.author,
          publisherName: shopName,
          publisherLogo: `${origin}/favicon.svg`,
          datePublished: page.datePublished,
          dateModified: page.dateModified,
          keywords: page.keywords,
          wordCount: page.wordCount,
          readingMinutes: page.readingMinutes,
          category: page.category,
        }),
        ...(page.faq ? [faqPageJsonLd(page.faq)] : []),
        breadcrumbJsonLd([
          {
            name: 'Home',
            url: new URL(sitePath('/', site), origin).toString(),
          },
          {
            name: 'Blog',
            url: new URL(sitePath('/blog', site), origin).toString(),
          },
          {name: page.title, url: canonical},
        ]),
      ],
    }),
    ...editorialExtraMeta({
      keywords: page.keywords,
      author: page.author,
      published: page.datePublished,
      modified: page.dateModified,
      section: 'Luxury Watches',
    }),
  ];
}

/** An article of the content table as an editorial page. */
export function articleEditorialPage(
  data: ArticleLoaderData | undefined,
): EditorialPage | null {
  if (!data) return null;
  const {article, wordCount} = data;
  return {
    route: article.route,
    title: article.title,
    description: article.description,
    author: article.author,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    keywords: article.keywords,
    category: article.category,
    wordCount,
    readingMinutes: article.readingMinutes,
    image: article.heroImage,
    faq: article.faq,
  };
}
