// The signed link from a stock-alert e-mail: GET shows the alert, POST (the page's button, or
// a mail client's one-click request) changes it.
import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).alerts.unsubscribe';
import {alertLinkAction, alertLinkLoader} from '~/lib/alerts/pages';
import {AlertLinkPage} from '~/components/alerts/AlertLinkPage';
import {assertLocaleParam} from '~/i18n/route';

export const meta: Route.MetaFunction = () => [
  {title: 'Stock alert'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context, params}: Route.LoaderArgs) {
  assertLocaleParam(params);
  return alertLinkLoader('unsubscribe', {request, context});
}

export async function action({request, context, params}: Route.ActionArgs) {
  assertLocaleParam(params);
  return alertLinkAction('unsubscribe', {request, context});
}

export default function StockAlertUnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  return <AlertLinkPage purpose="unsubscribe" state={changed ?? loaded} />;
}
