import {data, type LoaderFunctionArgs} from 'react-router';
import {translate, type MessageKey} from '~/i18n/translate';
import {pageMeta} from '~/lib/seo';
import {loadStatusList} from '~/lib/catalogue/statusList';
import type {AvailabilityStatus} from '~/lib/watch/availability';

/** The texts of one status list page (Available Now, On Request, Recently Sold). */
export type StatusListTexts = {
  title: MessageKey;
  intro: MessageKey;
  empty: MessageKey;
};

type LoaderArgs = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** One status list's loader: that status's watches, or a 503 page state the grid explains. */
export async function statusListLoader(
  {request, context}: LoaderArgs,
  status: Exclude<AvailabilityStatus, 'unknown'>,
) {
  const base = {
    url: request.url,
    locale: context.locale,
    shopName: context.dealer.shopName,
  };
  try {
    const page = await loadStatusList(
      context.storefront,
      status,
      new URL(request.url).searchParams.get('cursor'),
    );
    return {...base, page};
  } catch (error) {
    console.error('Status list failed to load', error);
    return data({...base, page: null}, {status: 503});
  }
}

/** Title and description of a status list; later pages are not indexed. */
export function statusListMeta(
  loaderData: {locale: 'en' | 'de'; url: string; shopName: string} | undefined,
  texts: StatusListTexts,
) {
  if (!loaderData) return [];
  return pageMeta({
    title: `${translate(loaderData.locale, texts.title)} | ${loaderData.shopName}`,
    description: translate(loaderData.locale, texts.intro),
    url: loaderData.url,
    locale: loaderData.locale,
    hasGerman: true,
    noindex: Boolean(new URL(loaderData.url).searchParams.get('cursor')),
  });
}
