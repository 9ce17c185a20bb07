// The sellQuick form's action. Pages post here with a fetcher; without JavaScript the browser
// posts here directly and this route renders the form again with the outcome.
import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).api.sell';
import {handleLeadAction, issueLeadToken} from '~/lib/leads/action';
import {QuickSellForm} from '~/components/leads/QuickSellForm';
import {LeadPage} from '~/components/leads/LeadPage';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';

export const meta: Route.MetaFunction = () => [
  {title: 'Sell Your Watch'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({context}: Route.LoaderArgs) {
  return {token: await issueLeadToken(context)};
}

export async function action({request, context}: Route.ActionArgs) {
  return handleLeadAction('sellQuick', {request, context});
}

export default function LeadFormPage() {
  const {token} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <LeadPage title={t('leads.pageSellTitle')}>
      <QuickSellForm
        heading={false}
        initialToken={token}
        serverResult={result}
      />
    </LeadPage>
  );
}
