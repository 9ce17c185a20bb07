import type {Route} from './+types/($locale).richard-mille-evolution';
import {articleLoaderData, articleMeta} from '~/lib/content/articlePage';
import {ArticlePage} from '~/components/content/ArticlePage';

export const meta: Route.MetaFunction = ({data}) => articleMeta(data);

export async function loader({request, context}: Route.LoaderArgs) {
  return articleLoaderData(
    'richard-mille-evolution',
    request,
    context.dealer,
    context.locale,
  );
}

export default function Article() {
  return <ArticlePage />;
}
