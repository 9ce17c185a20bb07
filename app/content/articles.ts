import type {Article, RelatedLink} from './contentTypes';
import type {ArticleDraft} from './articles/articleDraft';
import {countWords} from './facts';
import {patekPhilippeNautilus} from './articles/patek-philippe-nautilus';
import {patekPhilippeGuide} from './articles/patek-philippe-guide';
import {richardMilleFuture} from './articles/richard-mille-future';
import {richardMilleEvolution} from './articles/richard-mille-evolution';
import {audemarsPiguetRoyalOak} from './articles/audemars-piguet-royal-oak';
import {audemarsPiguetLegacy} from './articles/audemars-piguet-legacy';
import {luxuryWatchesUk} from './articles/luxury-watches-uk';
import {luxuryWatchInvestment} from './articles/luxury-watch-investment';

/** Byline for every article; {shopName} is filled by the page. */
export const EDITORIAL_AUTHOR = 'The {shopName} Editorial Team';

const drafts: ArticleDraft[] = [
  patekPhilippeNautilus,
  patekPhilippeGuide,
  richardMilleFuture,
  richardMilleEvolution,
  audemarsPiguetRoyalOak,
  audemarsPiguetLegacy,
  luxuryWatchesUk,
  luxuryWatchInvestment,
];

/** A related-article card for an article route; throws for a route that has no article. */
export function relatedCard(route: string): RelatedLink {
  const target = drafts.find((draft) => draft.route === route);
  if (!target) throw new Error(`Related article ${route} does not exist`);
  return {
    route,
    title: target.title,
    category: target.category,
    image: target.heroImage.key,
  };
}

function finish({relatedRoutes, ...draft}: ArticleDraft): Article {
  return {
    ...draft,
    author: EDITORIAL_AUTHOR,
    related: relatedRoutes.map(relatedCard),
  };
}

/** The eight editorial articles, in publication order. */
export const articles: readonly Article[] = drafts.map(finish);

/** Routes of all editorial articles, e.g. '/richard-mille-future'. */
export const articleRoutes: readonly string[] = articles.map(
  (article) => article.route,
);

/** The article at a route ('/richard-mille-future') or slug ('richard-mille-future'). */
export function getArticle(routeOrSlug: string): Article | undefined {
  const slug = routeOrSlug.replace(/^\//, '');
  return articles.find((article) => article.slug === slug);
}

/** Word count for structured data: headings, paragraphs and FAQ text. */
export function articleWordCount(article: Article): number {
  const texts = [
    article.title,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
    ]),
    ...article.faq.flatMap((item) => [item.question, item.answer]),
  ];
  return texts.reduce((total, text) => total + countWords(text), 0);
}
