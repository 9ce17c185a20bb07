import type {Route} from './+types/($locale).terms';
import {policyIn} from '~/content/policies';
import {contentPageMeta} from '~/lib/content/pageMeta';
import {sharedPageData} from '~/lib/rootData';
import {PolicyLayout} from '~/components/content/PolicyLayout';

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const policy = policyIn('terms', shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: policy.title,
    crumb: policy.title,
    description: policy.summary,
  });
};

export default function Policy() {
  return <PolicyLayout slug="terms" />;
}
