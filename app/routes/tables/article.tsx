// One module for every editorial article (mounted per slug from app/routes.ts).
import type {LoaderFunctionArgs, MetaFunction} from 'react-router';
import {
  articleEditorialPage,
  articleLoaderData,
  editorialMeta,
} from '~/domain/content/articlePage';
import {sharedPageData} from '~/hooks/rootData';
import {ArticlePage} from '~/components/content/ArticlePage';

export const meta: MetaFunction<typeof loader> = ({data, ...args}) =>
  editorialMeta(sharedPageData(args), articleEditorialPage(data));

// The slug is the address's last segment; one outside the content table is a 404.
export async function loader({request, context}: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  return articleLoaderData(slug, context.dealer);
}

export default function Article() {
  return <ArticlePage />;
}
