import {SHARED_FROM_EDGE} from '~/server/pageCache';
import type {AppLoadContext} from 'react-router';
import {allArticles} from '~/content/blog';
import {fillFacts} from '~/content/facts';
import {buildRss} from '~/domain/content/rss';
import {robotsTxt} from '~/domain/sitemap/robots';
import {sitemapIndexXml, SITEMAP_HEADERS} from '~/server/sitemap';
import {
  buildProductFeed,
  PUBLIC_FEED_CACHE_CONTROL,
} from '~/server/feed/feedResponse';
import {feedPathAt, type FeedPath} from '~/domain/feed/feedPaths';

type FeedArgs = {request: Request; context: AppLoadContext};

/** One document for machines: its headers and how its text is built for this request. */
type Feed = {
  headers: Record<string, string>;
  body: (
    origin: string,
    context: AppLoadContext,
    request: Request,
  ) => string | Promise<string>;
};

const FEEDS: Record<FeedPath, Feed> = {
  // Crawlers stay out of the cart, admin, API and filtered or searched listings.
  'robots.txt': {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      ...SHARED_FROM_EDGE,
    },
    body: (origin) => robotsTxt(origin),
  },
  // The index over products, collections, references, pages and articles (paged).
  'sitemap.xml': {
    headers: SITEMAP_HEADERS,
    body: (_origin, context, request) =>
      sitemapIndexXml(request, context.readStorefront),
  },
  // RSS 2.0 built from the same article data as the pages.
  'blog/rss.xml': {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      ...SHARED_FROM_EDGE,
    },
    body: (origin, {dealer}) => {
      const fill = (text: string) => fillFacts(text, dealer);
      return buildRss({
        title: `${dealer.shopName} Blog`,
        link: `${origin}/blog`,
        description:
          'Guides and stories on collecting pre-owned luxury watches.',
        selfUrl: `${origin}/blog/rss.xml`,
        language: 'en-GB',
        items: allArticles().map((article) => ({
          title: fill(article.title),
          link: `${origin}${article.route}`,
          description: fill(article.description),
          category: article.category,
          published: article.datePublished,
        })),
      });
    },
  },
  // The Google Merchant Center feed of every priced watch: public data, cached briefly (docs/caching.md).
  'product-feed.xml': {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': PUBLIC_FEED_CACHE_CONTROL,
      ...SHARED_FROM_EDGE,
    },
    body: (_origin, context, request) => buildProductFeed(request, context),
  },
};

/** The document at this request's address, with its headers. */
export async function feedDocument({
  request,
  context,
}: FeedArgs): Promise<Response> {
  const url = new URL(request.url);
  const feed = FEEDS[feedPathAt(url.pathname)];
  return new Response(await feed.body(url.origin, context, request), {
    headers: feed.headers,
  });
}
