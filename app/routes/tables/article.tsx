// One module for every editorial article (mounted per slug from app/routes.ts).
import type {Route} from './+types/article';
import {
  articleEditorialPage,
  articleLoaderData,
  editorialMeta,
} from '~/domain/content/articlePage';
import {sharedPageData} from '~/hooks/rootData';
import {ArticlePage} from '~/components/content/ArticlePage';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data, ...args}) =>
  editorialMeta(sharedPageData(args), articleEditorialPage(data));

// The slug is the address's last segment; one outside the content table is a 404.
export async function loader({request, context}: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  return articleLoaderData(slug, context.dealer);
}

export default function Article() {
  return <ArticlePage />;
}
