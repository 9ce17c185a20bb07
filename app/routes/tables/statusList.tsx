// One module for /available, /on-request and /recently-sold (mounted from app/routes.ts).
import type {LoaderFunctionArgs, MetaFunction} from 'react-router';
import {useLoaderData} from 'react-router';
import {useT} from '~/i18n/useTranslation';
import {
  STATUS_LISTS,
  statusListLoader,
  statusListMeta,
} from '~/server/catalogue/statusListPage';
import {sharedPageData} from '~/hooks/rootData';
import {StatusListPage} from '~/components/catalogue/StatusListPage';
import {SCRIPTS_AFTER_FIRST_PAINT} from '~/browser/scriptsAfterFirstPaint';

/** Usable before its scripts run: they load after the first paint. */
export const handle = SCRIPTS_AFTER_FIRST_PAINT;

export const meta: MetaFunction<typeof loader> = ({data, ...args}) =>
  statusListMeta(sharedPageData(args), data);

export const loader = (args: LoaderFunctionArgs) => statusListLoader(args);

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
