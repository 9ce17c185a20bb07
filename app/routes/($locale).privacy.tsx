import type {Route} from './+types/($locale).privacy';
import {policyIn} from '~/content/policies';
import {contentPageMeta} from '~/lib/content/pageMeta';
import {sharedPageData} from '~/lib/rootData';
import {PolicyLayout} from '~/components/content/PolicyLayout';
import {CookieSettingsButton} from '~/components/consent/ConsentBanner';

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const policy = policyIn('privacy', shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: policy.title,
    crumb: policy.title,
    description: policy.summary,
  });
};

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
