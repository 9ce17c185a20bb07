import type {Route} from './+types/($locale).$article';
import {articleLoaderData, articleMeta} from '~/lib/content/articlePage';
import {ArticlePage} from '~/components/content/ArticlePage';

export const meta: Route.MetaFunction = ({data}) => articleMeta(data);

// Every editorial article at /<slug>; a slug not in the content table is a 404 like any unknown page.
export async function loader({params, request, context}: Route.LoaderArgs) {
  return articleLoaderData(
    params.article,
    request,
    context.dealer,
    context.locale,
  );
}

export default function Article() {
  return <ArticlePage />;
}
