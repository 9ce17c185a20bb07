// The signed links from stock-alert e-mails, /alerts/confirm and /alerts/unsubscribe: GET shows
// the alert, POST (the page's button, or a mail client's one-click request) changes it.
import type {Route} from './+types/($locale).alerts.$purpose';
import {
  alertLinkPurpose,
  changeAlert,
  readAlert,
  signedAlertPage,
} from '~/server/alerts/linkPages';
import {AlertLinkPage} from '~/components/alerts/AlertLinkPage';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {privatePageHeaders} from '~/server/pageCache';
import '~/i18n/areas/alerts';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'alerts.pageTitle');

export async function loader({request, context, params}: Route.LoaderArgs) {
  const purpose = alertLinkPurpose(params.purpose);
  return signedAlertPage(purpose, {request, context}, readAlert);
}

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
  const purpose = alertLinkPurpose(params.purpose);
  return signedAlertPage(purpose, {request, context}, (store, id) =>
    changeAlert(purpose, store, id),
  );
}

export default function StockAlertLinkPage({
  params,
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <AlertLinkPage
      purpose={alertLinkPurpose(params.purpose)}
      state={actionData ?? loaderData}
    />
  );
}
