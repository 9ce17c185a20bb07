import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).sell-your-watch-form';
import {handleLeadAction, issueLeadToken} from '~/lib/leads/action';
import {SellForm} from '~/components/leads/SellForm';
import {pageMeta} from '~/lib/seo';
import {translate} from '~/i18n/translate';
import {assertLocaleParam} from '~/i18n/route';
import {useT} from '~/i18n/useTranslation';

export const meta: Route.MetaFunction = ({data, location}) => {
  const locale = data?.locale ?? 'en';
  return pageMeta({
    title: `${translate(locale, 'leads.sellFullPageTitle')} | ${data?.shopName ?? ''}`.replace(/ \| $/, ''),
    description: translate(locale, 'leads.sellFullMetaDescription'),
    url: new URL(location.pathname, data?.origin ?? 'http://localhost').toString(),
    locale,
    hasGerman: true,
  });
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  assertLocaleParam(params);
  return {
    token: await issueLeadToken(context),
    locale: context.locale,
    shopName: context.dealer.shopName,
    origin: new URL(request.url).origin,
  };
}

export async function action({request, context, params}: Route.ActionArgs) {
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
