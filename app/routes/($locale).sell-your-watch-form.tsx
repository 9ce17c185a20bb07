import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).sell-your-watch-form';
import {handleLeadAction} from '~/lib/leads/action';
import {leadPageLoader, leadPageMeta} from '~/lib/leads/page';
import {SellForm} from '~/components/leads/SellForm';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';

export const meta: Route.MetaFunction = ({data, location}) =>
  leadPageMeta(
    data,
    location.pathname,
    'leads.sellFullPageTitle',
    'leads.sellFullMetaDescription',
  );

export const loader = (args: Route.LoaderArgs) => leadPageLoader(args);

export async function action({request, context}: Route.ActionArgs) {
  return handleLeadAction('sellFull', {request, context});
}

export default function SellYourWatchFormPage() {
  const {token} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl">{t('leads.sellFullTitle')}</h1>
      <p className="mt-3 mb-10 text-neutral-700">{t('leads.sellFullIntro')}</p>
      <SellForm initialToken={token} serverResult={result} />
    </div>
  );
}
