// What the e-mails' signed links do, for their routes: confirm (double opt-in), unsubscribe (a
// page with a button, and RFC 8058 one-click POST to the same address) and manage (every alert
// of one address, each cancellable). A GET never changes anything, so a mail scanner that
// follows links cannot confirm or cancel on the visitor's behalf.
import {data} from 'react-router';
import type {ShopEnv} from '~/server/env';
import type {Locale} from '~/i18n/locale';
import {manageSubject, verifyAlertLink, type LinkPurpose} from './links';
import {alertServices} from './services';
import {
  callAlertFunction,
  getAlert,
  type AlertStore,
  type AlertSummary,
} from './store';

interface PageContext {
  shopEnv: ShopEnv;
  dealer: {shopName: string; email: string};
  locale: Locale;
  env?: unknown;
}

export type AlertPageState =
  | {state: 'invalid'}
  | {state: 'unavailable'}
  | {state: 'ready' | 'done'; alert: AlertSummary}
  | {
      state: 'manage';
      email: string;
      alerts: AlertSummary[];
      cancelled?: AlertSummary | null;
    };

export function noStore(body: AlertPageState, status = 200) {
  return data(body, {
    status,
    headers: {'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer'},
  });
}

export type AlertPageArgs = {request: Request; context: PageContext};

/** What a signed e-mail link at /alerts/<purpose> does; any other address is a 404. */
export function alertLinkPurpose(
  segment: string | undefined,
): Exclude<LinkPurpose, 'manage'> {
  if (segment === 'confirm' || segment === 'unsubscribe') return segment;
  throw new Response(null, {status: 404});
}

/**
 * The alert a confirm or unsubscribe link names, after `step` (read it, or change it): a bad
 * signature is a 400, an alert `step` cannot find a 404, a store that cannot answer a 503.
 */
export async function signedAlertPage(
  purpose: Exclude<LinkPurpose, 'manage'>,
  {request, context}: AlertPageArgs,
  step: (store: AlertStore, id: string) => Promise<AlertPageState | null>,
) {
  const url = new URL(request.url);
  const id = url.searchParams.get('alert');
  const valid = await verifyAlertLink(
    context.shopEnv.SESSION_SECRET,
    purpose,
    id,
    url.searchParams.get('s'),
  );
  if (!valid || !id) return noStore({state: 'invalid'}, 400);
  const services = alertServices(context, request);
  if (!services) return noStore({state: 'unavailable'}, 503);
  try {
    const state = await step(services.store, id);
    return state ? noStore(state) : noStore({state: 'invalid'}, 404);
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}

/** The alert the link names, untouched (GET). */
export async function readAlert(store: AlertStore, id: string) {
  const alert = await getAlert(store, id);
  return alert ? ({state: 'ready', alert} as const) : null;
}

/** Confirms or cancels the alert the link names (POST). */
export async function changeAlert(
  purpose: Exclude<LinkPurpose, 'manage'>,
  store: AlertStore,
  id: string,
) {
  const [alert] = await callAlertFunction<AlertSummary[]>(
    store,
    purpose === 'confirm' ? 'confirm_stock_alert' : 'cancel_stock_alert',
    {alert: id},
  );
  return alert ? ({state: 'done', alert} as const) : null;
}

export function alertsOf(store: AlertStore, email: string) {
  return callAlertFunction<AlertSummary[]>(store, 'stock_alerts_for_email', {
    email,
  });
}

export async function manageState({request, context}: AlertPageArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get('email');
  const valid =
    email !== null &&
    email === manageSubject(email) &&
    (await verifyAlertLink(
      context.shopEnv.SESSION_SECRET,
      'manage',
      email,
      url.searchParams.get('s'),
    ));
  if (!valid) return {error: noStore({state: 'invalid'}, 400)} as const;
  const services = alertServices(context, request);
  if (!services) return {error: noStore({state: 'unavailable'}, 503)} as const;
  return {email, services} as const;
}

/** Cancels one alert of the address, only if it is one of the address's alerts. */
export async function cancelAlertOf(
  store: AlertStore,
  email: string,
  id: string,
): Promise<AlertSummary | null> {
  const before = await alertsOf(store, email);
  if (!before.some((alert) => alert.id === id)) return null;
  const rows = await callAlertFunction<AlertSummary[]>(
    store,
    'cancel_stock_alert',
    {alert: id},
  );
  return rows[0] ?? null;
}
