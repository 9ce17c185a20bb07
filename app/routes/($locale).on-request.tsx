import type {Route} from './+types/($locale).on-request';
import {useT} from '~/i18n/useTranslation';
import {
  statusListLoader,
  statusListMeta,
  type StatusListTexts,
} from '~/lib/catalogue/statusListRoute';
import {StatusListPage} from '~/components/catalogue/StatusListPage';

const TEXTS: StatusListTexts = {
  title: 'catalogue.onRequestTitle',
  intro: 'catalogue.onRequestIntro',
  empty: 'catalogue.onRequestEmpty',
};

export const meta: Route.MetaFunction = ({data}) => statusListMeta(data, TEXTS);

export const loader = (args: Route.LoaderArgs) =>
  statusListLoader(args, 'on_request');

export default function OnRequestWatches({loaderData}: Route.ComponentProps) {
  const t = useT();
  return (
    <StatusListPage
      title={t(TEXTS.title)}
      intro={t(TEXTS.intro)}
      emptyMessage={t(TEXTS.empty)}
      page={loaderData.page}
    />
  );
}
