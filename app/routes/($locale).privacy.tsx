import type {Route} from './+types/($locale).privacy';
import {policyIn} from '~/content/policies';
import {contentPageMeta, pageInfo} from '~/lib/content/pageMeta';
import {PolicyLayout} from '~/components/content/PolicyLayout';
import {CookieSettingsButton} from '~/components/consent/ConsentBanner';

export const meta: Route.MetaFunction = ({data}) => {
  const policy = policyIn('privacy', data?.locale ?? 'en');
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
  return (
    <>
      <PolicyLayout slug="privacy" />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <CookieSettingsButton className="rounded border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white" />
      </div>
    </>
  );
}
