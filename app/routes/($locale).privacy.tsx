import type {Route} from './+types/($locale).privacy';
import {assertLocaleParam} from '~/i18n/route';
import {privacyPolicy} from '~/content/policies';
import {contentPageMeta, pageInfo} from '~/lib/content/pageMeta';
import {PolicyLayout} from '~/components/content/PolicyLayout';

export const meta: Route.MetaFunction = ({data}) =>
  contentPageMeta(data, {
    title: privacyPolicy.title,
    crumb: privacyPolicy.title,
    description: 'How we collect, use and protect your personal information when you browse, enquire or buy, and the rights you have over it.',
  });

export async function loader({params, request, context}: Route.LoaderArgs) {
  assertLocaleParam(params);
  return pageInfo(request, context);
}

export default function Policy() {
  return <PolicyLayout policy={privacyPolicy} />;
}
