// One module for every editorial article (mounted per slug from app/routes.ts).
import type {LoaderFunctionArgs, MetaFunction} from 'react-router';
import {articleLoaderData, articleMeta} from '~/lib/content/articlePage';
import {ArticlePage} from '~/components/content/ArticlePage';

export const meta: MetaFunction<typeof loader> = ({data}) => articleMeta(data);

// The slug is the address's last segment; one outside the content table is a 404.
export async function loader({request, context}: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  return articleLoaderData(slug, request, context.dealer, context.locale);
}

export default function Article() {
  return <ArticlePage />;
}
