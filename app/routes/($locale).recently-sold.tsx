import {data} from 'react-router';
import type {Route} from './+types/($locale).recently-sold';
import {assertLocaleParam} from '~/i18n/route';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {pageMeta} from '~/lib/seo';
import {loadStatusList} from '~/lib/catalogue/statusList';
import {StatusListPage} from '~/components/catalogue/StatusListPage';

export const meta: Route.MetaFunction = ({data: loaderData}) =>
  loaderData
    ? pageMeta({
        title: `${translate(loaderData.locale, 'catalogue.soldTitle')} | ${loaderData.shopName}`,
        description: translate(loaderData.locale, 'catalogue.soldIntro'),
        url: loaderData.url,
        locale: loaderData.locale,
        hasGerman: true,
        noindex: Boolean(new URL(loaderData.url).searchParams.get('cursor')),
      })
    : [];

export async function loader({request, context, params}: Route.LoaderArgs) {
  assertLocaleParam(params);
  const base = {url: request.url, locale: context.locale, shopName: context.dealer.shopName};
  try {
    const page = await loadStatusList(context.storefront, 'sold', new URL(request.url).searchParams.get('cursor'));
    return {...base, page};
  } catch (error) {
    console.error('Status list failed to load', error);
    return data({...base, page: null}, {status: 503});
  }
}

export default function RecentlySoldWatches({loaderData}: Route.ComponentProps) {
  const t = useT();
  return (
    <StatusListPage
      title={t('catalogue.soldTitle')}
      intro={t('catalogue.soldIntro')}
      emptyMessage={t('catalogue.soldEmpty')}
      page={loaderData.page}
    />
  );
}

