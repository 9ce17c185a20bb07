// The enquiry form's action. Pages post here with a fetcher; without JavaScript the browser
// posts here directly and this route renders the form again with the outcome.
import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).api.enquiry';
import {handleLeadAction, issueLeadToken} from '~/lib/leads/action';
import {enquiryPrefill} from '~/lib/leads/prefill';
import {EnquiryForm} from '~/components/leads/EnquiryForm';
import {LeadPage} from '~/components/leads/LeadPage';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';

export const meta: Route.MetaFunction = () => [
  {title: 'Send an Enquiry'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  return {
    token: await issueLeadToken(context),
    watch: enquiryPrefill(new URL(request.url)),
  };
}

export async function action({request, context}: Route.ActionArgs) {
  return handleLeadAction('enquiry', {request, context});
}

export default function LeadFormPage() {
  const {token, watch} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <LeadPage title={t('leads.pageEnquiryTitle')}>
      <EnquiryForm
        initialToken={token}
        serverResult={result}
        productSku={watch.productSku || null}
        productTitle={watch.productTitle || null}
      />
    </LeadPage>
  );
}
