import {data, type LoaderFunctionArgs} from 'react-router';
import {translate, type MessageKey} from '~/i18n/translate';
import {contentPageMeta} from '~/domain/content/pageMeta';
import type {SharedPageData} from '~/hooks/rootData';
import {loadStatusList} from '~/server/catalogue/statusList';
import type {AvailabilityStatus} from '~/domain/watch/availability';
import {
  STATUS_LIST_SLUGS,
  type StatusListSlug,
} from '../../domain/catalogue/statusListSlugs';

/** The texts of one status list page (Available Now, On Request, Recently Sold). */
export type StatusListTexts = {
  title: MessageKey;
  intro: MessageKey;
  empty: MessageKey;
};

type LoaderArgs = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** Which watches and texts each status list address shows. */
export const STATUS_LISTS: Record<
  StatusListSlug,
  {status: Exclude<AvailabilityStatus, 'unknown'>; texts: StatusListTexts}
> = {
  available: {
    status: 'available',
    texts: {
      title: 'catalogue.availableTitle',
      intro: 'catalogue.availableIntro',
      empty: 'catalogue.availableEmpty',
    },
  },
  'on-request': {
    status: 'on_request',
    texts: {
      title: 'catalogue.onRequestTitle',
      intro: 'catalogue.onRequestIntro',
      empty: 'catalogue.onRequestEmpty',
    },
  },
  'recently-sold': {
    status: 'sold',
    texts: {
      title: 'catalogue.soldTitle',
      intro: 'catalogue.soldIntro',
      empty: 'catalogue.soldEmpty',
    },
  },
};

/** The status list at this address (/available, /de/on-request, ...), or a 404. */
export function statusListAt(pathname: string) {
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  if (!(STATUS_LIST_SLUGS as readonly string[]).includes(slug))
    throw new Response(null, {status: 404});
  return {
    slug: slug as StatusListSlug,
    ...STATUS_LISTS[slug as StatusListSlug],
  };
}

/** The status list's loader: that status's watches, or a 503 page state the grid explains. */
export async function statusListLoader({request, context}: LoaderArgs) {
  const {slug, status} = statusListAt(new URL(request.url).pathname);
  const base = {slug};
  try {
    const cursor = new URL(request.url).searchParams.get('cursor');
    const page = await context.listCache(
      ['status', context.locale, status, cursor],
      () => loadStatusList(context.readStorefront, status, cursor),
      (loaded) => loaded.found,
    );
    return {...base, page};
  } catch (error) {
    console.error('Status list failed to load', error);
    return data({...base, page: null}, {status: 503});
  }
}

/** Title and description of a status list; later pages are not indexed. */
export function statusListMeta(
  shared: SharedPageData | undefined,
  loaderData: {slug: StatusListSlug} | undefined,
) {
  if (!loaderData || !shared) return [];
  const {texts} = STATUS_LISTS[loaderData.slug];
  return contentPageMeta(shared, {
    title: translate(shared.locale, texts.title),
    description: translate(shared.locale, texts.intro),
    image: false,
    noindex: Boolean(new URL(shared.url).searchParams.get('cursor')),
  });
}
