import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).sell-your-watch-form';
import {handleLeadAction, issueLeadToken} from '~/server/leads/leadAction';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {translate} from '~/i18n/translate';
import {SellForm} from '~/components/leads/SellForm';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageHeaders} from '~/server/pageCache';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const locale = shared?.locale ?? 'en';
  return contentPageMeta(shared, {
    title: translate(locale, 'leads.sellFullPageTitle'),
    description: translate(locale, 'leads.sellFullMetaDescription'),
    image: false,
  });
};

// A signed token lets the form post without JavaScript on the first try.
export async function loader({context}: Route.LoaderArgs) {
  return {token: await issueLeadToken(context)};
}

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
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
