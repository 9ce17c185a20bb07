import type {Route} from './+types/($locale).privacy';
import {privacyPolicy} from '~/content/policies';
import {contentPageMeta, pageInfo} from '~/lib/content/pageMeta';
import {PolicyLayout} from '~/components/content/PolicyLayout';
import {CookieSettingsButton} from '~/components/consent/ConsentBanner';

export const meta: Route.MetaFunction = ({data}) =>
  contentPageMeta(data, {
    title: privacyPolicy.title,
    crumb: privacyPolicy.title,
    description:
      'How we collect, use and protect your personal information when you browse, enquire or buy, and the rights you have over it.',
  });

export async function loader({request, context}: Route.LoaderArgs) {
  return pageInfo(request, context);
}

export default function Policy() {
  return (
    <>
      <PolicyLayout policy={privacyPolicy} />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <CookieSettingsButton className="rounded border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white" />
      </div>
    </>
  );
}
