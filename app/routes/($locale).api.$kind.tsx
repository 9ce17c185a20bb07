// The lead forms' actions (/api/enquiry, /api/sell, /api/newsletter, /api/sourcing). Pages post
// here with a fetcher; without JavaScript the browser posts here directly and this route renders
// the form again with the outcome.
import type {Route} from './+types/($locale).api.$kind';
import {handleLeadAction, issueLeadToken} from '~/server/leads/leadAction';
import {leadApiRoute, type LeadApiAddress} from '~/domain/leads/apiRoutes';
import {enquiryPrefill} from '~/domain/leads/leadPrefill';
import {LeadApiForm} from '~/components/leads/LeadApiForm';
import {LeadPage} from '~/components/leads/LeadPage';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {privatePageHeaders} from '~/server/pageCache';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), leadApiRoute(args.params.kind).title);

export async function loader({params, request, context}: Route.LoaderArgs) {
  const {kind} = leadApiRoute(params.kind);
  return {
    token: await issueLeadToken(context),
    // An enquiry link from a watch carries it (?sku, ?watch), so the form opens prefilled.
    watch: kind === 'enquiry' ? enquiryPrefill(new URL(request.url)) : null,
  };
}

export async function action({params, request, context}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
  return handleLeadAction(leadApiRoute(params.kind).kind, {request, context});
}

export default function LeadFormPage({
  params,
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  return (
    <LeadPage title={t(leadApiRoute(params.kind).title)}>
      <LeadApiForm
        address={params.kind as LeadApiAddress}
        token={loaderData.token}
        watch={loaderData.watch}
        result={actionData}
      />
    </LeadPage>
  );
}
