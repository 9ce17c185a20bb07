// The loaders and actions behind the e-mails' signed links: confirm (double opt-in),
// unsubscribe (a page with a button, and RFC 8058 one-click POST to the same address) and
// manage (every alert of one address, each cancellable). A GET never changes anything, so a
// mail scanner that follows links cannot confirm or cancel on the visitor's behalf.
import {data} from 'react-router';
import type {ShopEnv} from '~/lib/env';
import type {Locale} from '~/i18n/locale';
import {manageSubject, verifyAlertLink, type LinkPurpose} from './links';
import {alertServices} from './services';
import {callAlertFunction, getAlert, type AlertSummary} from './store';

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

function noStore(body: AlertPageState, status = 200) {
  return data(body, {
    status,
    headers: {'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer'},
  });
}

/** GET: the alert the signed link names, untouched. */
export async function alertLinkLoader(
  purpose: Exclude<LinkPurpose, 'manage'>,
  {request, context}: {request: Request; context: PageContext},
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
    const alert = await getAlert(services.store, id);
    if (!alert) return noStore({state: 'invalid'}, 404);
    return noStore({state: 'ready', alert});
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}

/** POST: confirm or cancel the alert the signed link names (the link's query holds both). */
export async function alertLinkAction(
  purpose: Exclude<LinkPurpose, 'manage'>,
  {request, context}: {request: Request; context: PageContext},
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
    const rows = await callAlertFunction<AlertSummary[]>(
      services.store,
      purpose === 'confirm' ? 'confirm_stock_alert' : 'cancel_stock_alert',
      {alert: id},
    );
    if (!rows[0]) return noStore({state: 'invalid'}, 404);
    return noStore({state: 'done', alert: rows[0]});
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}

async function manageState(request: Request, context: PageContext) {
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

export async function manageLoader({
  request,
  context,
}: {
  request: Request;
  context: PageContext;
}) {
  const found = await manageState(request, context);
  if ('error' in found) return found.error;
  try {
    const alerts = await callAlertFunction<AlertSummary[]>(
      found.services.store,
      'stock_alerts_for_email',
      {email: found.email},
    );
    return noStore({state: 'manage', email: found.email, alerts});
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}

export async function manageAction({
  request,
  context,
}: {
  request: Request;
  context: PageContext;
}) {
  const found = await manageState(request, context);
  if ('error' in found) return found.error;
  const form = await request.formData().catch(() => null);
  const id = String(form?.get('alert') ?? '');
  try {
    const store = found.services.store;
    const before = await callAlertFunction<AlertSummary[]>(
      store,
      'stock_alerts_for_email',
      {
        email: found.email,
      },
    );
    // Only an alert of this address can be cancelled from its manage link.
    let cancelled: AlertSummary | null = null;
    if (before.some((alert) => alert.id === id)) {
      const rows = await callAlertFunction<AlertSummary[]>(
        store,
        'cancel_stock_alert',
        {alert: id},
      );
      cancelled = rows[0] ?? null;
    }
    const alerts = await callAlertFunction<AlertSummary[]>(
      store,
      'stock_alerts_for_email',
      {
        email: found.email,
      },
    );
    return noStore(
      {state: 'manage', email: found.email, alerts, cancelled},
      cancelled ? 200 : 400,
    );
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}
