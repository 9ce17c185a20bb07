import type {Route} from './+types/blog.rss[.]xml';
import {allArticles} from '~/content/blog';
import {fillFacts} from '~/content/facts';
import {buildRss} from '~/lib/content/rss';

/** /blog/rss.xml: RSS 2.0 built from the same article data as the pages. */
export async function loader({request, context}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const fill = (text: string) => fillFacts(text, context.dealer);
  const xml = buildRss({
    title: `${context.dealer.shopName} Blog`,
    link: `${origin}/blog`,
    description: 'Guides and stories on collecting pre-owned luxury watches.',
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
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
