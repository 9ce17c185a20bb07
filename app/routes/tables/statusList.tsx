// One module for /available, /on-request and /recently-sold (mounted from app/routes.ts).
import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/statusList';
import {translate} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {STATUS_LISTS, statusListAt} from '~/domain/catalogue/statusLists';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {firstCardPreload} from '~/domain/image/shopImage';
import {loadStatusList} from '~/server/catalogue/statusList';
import {sharedPageData} from '~/hooks/rootData';
import {StatusListPage} from '~/components/catalogue/StatusListPage';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

/** Title and description of a status list; later pages are not indexed. */
export const meta: Route.MetaFunction = ({data: loaded, ...args}) => {
  const shared = sharedPageData(args);
  if (!loaded || !shared) return [];
  const {texts} = STATUS_LISTS[loaded.slug];
  return contentPageMeta(shared, {
    title: translate(shared.locale, texts.title),
    description: translate(shared.locale, texts.intro),
    image: false,
    noindex: Boolean(new URL(shared.url).searchParams.get('cursor')),
    preloadImage: firstCardPreload(loaded.page?.products),
  });
};

/** That status's watches, or a 503 page state the grid explains. */
export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const {slug, status} = statusListAt(url.pathname);
  try {
    const cursor = url.searchParams.get('cursor');
    const page = await context.listCache(
      ['status', context.locale, status, cursor],
      () => loadStatusList(context.readStorefront, status, cursor),
      (loaded) => loaded.found,
    );
    return {slug, page};
  } catch (error) {
    console.error('Status list failed to load', error);
    return data({slug, page: null}, {status: 503});
  }
}

export default function StatusList() {
  const {slug, page} = useLoaderData<typeof loader>();
  const {texts} = STATUS_LISTS[slug];
  const t = useT();
  return (
    <StatusListPage
      title={t(texts.title)}
      intro={t(texts.intro)}
      emptyMessage={t(texts.empty)}
      page={page}
    />
  );
}
