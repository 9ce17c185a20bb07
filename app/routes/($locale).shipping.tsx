import type {Route} from './+types/($locale).shipping';
import {policyIn} from '~/content/policies';
import {contentPageMeta, pageInfo} from '~/lib/content/pageMeta';
import {PolicyLayout} from '~/components/content/PolicyLayout';

export const meta: Route.MetaFunction = ({data}) => {
  const policy = policyIn('shipping', data?.locale ?? 'en');
  return contentPageMeta(data, {
    title: policy.title,
    crumb: policy.title,
    description: policy.summary,
  });
};

export async function loader({request, context}: Route.LoaderArgs) {
  return pageInfo(request, context);
}

export default function Policy() {
  return <PolicyLayout slug="shipping" />;
}
