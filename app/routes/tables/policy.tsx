// One module for /privacy, /shipping and /terms (mounted per slug from app/routes.ts).
import {useLocation} from 'react-router';
import type {Route} from './+types/policy';
import {policyIn} from '~/content/policies';
import {policySlugAt} from '~/domain/content/policySlugs';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {PolicyLayout} from '~/components/content/PolicyLayout';
import {CookieSettingsButton} from '~/components/consent/ConsentBanner';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const policy = policyIn(
    policySlugAt(args.location.pathname),
    shared?.locale ?? 'en',
  );
  return contentPageMeta(shared, {
    title: policy.title,
    crumb: policy.title,
    description: policy.summary,
  });
};

export default function Policy() {
  const slug = policySlugAt(useLocation().pathname);
  return (
    <>
      <PolicyLayout slug={slug} />
      {/* The privacy policy is where a visitor revisits their cookie choice. */}
      {slug === 'privacy' ? (
        <div className="mx-auto max-w-3xl px-4 pb-16">
          <CookieSettingsButton className="rounded border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white" />
        </div>
      ) : null}
    </>
  );
}
