import type {Route} from './+types/($locale).terms';
import {termsPolicy} from '~/content/policies';
import {contentPageMeta, pageInfo} from '~/lib/content/pageMeta';
import {PolicyLayout} from '~/components/content/PolicyLayout';

export const meta: Route.MetaFunction = ({data}) =>
  contentPageMeta(data, {
    title: termsPolicy.title,
    crumb: termsPolicy.title,
    description:
      'The terms of sale for buying pre-owned luxury watches from us: payment, delivery, authentication, warranty and governing law.',
  });

export async function loader({request, context}: Route.LoaderArgs) {
  return pageInfo(request, context);
}

export default function Policy() {
  return <PolicyLayout policy={termsPolicy} />;
}
