import type {Route} from './+types/($locale).shipping';
import {shippingPolicy} from '~/content/policies';
import {contentPageMeta, pageInfo} from '~/lib/content/pageMeta';
import {PolicyLayout} from '~/components/content/PolicyLayout';

export const meta: Route.MetaFunction = ({data}) =>
  contentPageMeta(data, {
    title: shippingPolicy.title,
    crumb: shippingPolicy.title,
    description:
      'Insured worldwide shipping: methods, UK and international delivery times, customs and import duties, tracking and signature on delivery.',
  });

export async function loader({request, context}: Route.LoaderArgs) {
  return pageInfo(request, context);
}

export default function Policy() {
  return <PolicyLayout policy={shippingPolicy} />;
}
