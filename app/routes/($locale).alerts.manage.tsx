// Every stock alert of one address, from the signed link in each alert e-mail. The link names
// an alert, never the address (docs/decisions/106-alert-mail-safety.md).
import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).alerts.manage';
import {
  alertsOfOwner,
  cancelAlertOf,
  manageState,
  noStore,
} from '~/server/alerts/linkPages';
import {AlertManagePage} from '~/components/alerts/AlertManagePage';
import {BodyTooLargeError, formDataWithin} from '~/server/requestBody';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {privatePageHeaders} from '~/server/pageCache';
import '~/i18n/areas/alerts';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

/** The manage form sends one alert id: anything bigger is not this form. */
const MANAGE_MAX_BODY_BYTES = 4 * 1024;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'alerts.manageTitle');

export async function loader({request, context}: Route.LoaderArgs) {
  const found = await manageState({request, context});
  if ('error' in found) return found.error;
  try {
    const alerts = await alertsOfOwner(found.services.store, found.owner);
    const email = alerts.find((alert) => alert.id === found.owner)?.email;
    if (!email) return noStore({state: 'invalid'}, 404);
    return noStore({state: 'manage', email, alerts});
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
  const found = await manageState({request, context});
  if ('error' in found) return found.error;
  let form: FormData | null;
  try {
    form = await formDataWithin(request, MANAGE_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return noStore({state: 'invalid'}, 413);
    form = null;
  }
  const id = String(form?.get('alert') ?? '');
  try {
    const {store} = found.services;
    // Only an alert of this address can be cancelled from its manage link.
    const cancelled = await cancelAlertOf(store, found.owner, id);
    const alerts = await alertsOfOwner(store, found.owner);
    const email = alerts.find((alert) => alert.id === found.owner)?.email;
    if (!email) return noStore({state: 'invalid'}, 404);
    return noStore(
      {state: 'manage', email, alerts, cancelled},
      cancelled ? 200 : 400,
    );
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}

export default function StockAlertManagePage() {
  const loaded = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  return <AlertManagePage state={changed ?? loaded ?? {state: 'invalid'}} />;
}
