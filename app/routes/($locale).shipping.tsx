import type {Route} from './+types/($locale).shipping';
import {policyIn} from '~/content/policies';
import {contentPageMeta} from '~/lib/content/pageMeta';
import {sharedPageData} from '~/lib/rootData';
import {PolicyLayout} from '~/components/content/PolicyLayout';

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const policy = policyIn('shipping', shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: policy.title,
    crumb: policy.title,
    description: policy.summary,
  });
};

export default function Policy() {
  return <PolicyLayout slug="shipping" />;
}
