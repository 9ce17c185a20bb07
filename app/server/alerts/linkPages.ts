// What the e-mails' signed links do, for their routes: confirm (double opt-in, for seven days),
// unsubscribe (a page with a button, and RFC 8058 one-click POST to the same address; no end)
// and manage (every alert of the address of the alert it names, each cancellable; the link
// names no address). A GET never changes anything, so a mail scanner that follows links cannot
// confirm or cancel on the visitor's behalf.
import {data, redirect} from 'react-router';
import {catalogueQueryString} from '~/domain/catalogue/filters';
import type {CatalogueState} from '~/domain/catalogue/filters';
import {sitePath, type Site} from '~/domain/markets/sitePath';
import type {ShopEnv} from '~/server/env';
import type {Locale} from '~/i18n/locale';
import {
  checkConfirmLink,
  isAlertId,
  verifyAlertLink,
  type LinkPurpose,
} from './links';
import {alertServices} from './services';
import {getAlert, type AlertStore, type AlertSummary} from './alertStore';
import {callServiceFunction} from '~/server/serviceFunctions';

interface PageContext {
  shopEnv: ShopEnv;
  dealer: {shopName: string; email: string};
  locale: Locale;
  site: Site;
  env?: unknown;
}

export type AlertPageState =
  | {state: 'invalid'}
  | {state: 'unavailable'}
  | {state: 'retired'}
  | {state: 'expired'; again: string}
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
  const secret = context.shopEnv.SESSION_SECRET;
  const link =
    purpose === 'confirm'
      ? await checkConfirmLink(secret, url)
      : (await verifyAlertLink(secret, purpose, id, url.searchParams.get('s')))
        ? 'valid'
        : 'invalid';
  if (link === 'invalid' || !id) return noStore({state: 'invalid'}, 400);
  const services = alertServices(context, request);
  if (link === 'expired') {
    const alert = services
      ? await getAlert(services.store, id).catch(() => null)
      : null;
    return noStore(
      {state: 'expired', again: subscribeAgainPath(alert, context.site)},
      410,
    );
  }
  if (!services) return noStore({state: 'unavailable'}, 503);
  try {
    const state = await step(services.store, id);
    return state ? noStore(state) : noStore({state: 'invalid'}, 404);
  } catch (error) {
    console.error('[alerts]', error);
    return noStore({state: 'unavailable'}, 503);
  }
}

/** Where to set up an alert like an expired one again: its reference or filters in the catalogue. */
export function subscribeAgainPath(
  alert: AlertSummary | null,
  site: Site,
): string {
  let query = '';
  if (alert?.kind === 'reference' && alert.reference)
    query = catalogueQueryString({search: alert.reference});
  else if (alert?.kind === 'filter')
    query = catalogueQueryString({
      brands: (alert.brands ?? []) as CatalogueState['brands'],
      years: (alert.year_bands ?? []) as CatalogueState['years'],
      price: (alert.price_band ?? null) as CatalogueState['price'],
      sizes: (alert.size_bands ?? []) as CatalogueState['sizes'],
    });
  return `${sitePath('/products', site)}${query}`;
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
  const [alert] = await callServiceFunction<AlertSummary[]>(
    store,
    purpose === 'confirm' ? 'confirm_stock_alert' : 'cancel_stock_alert',
    {alert: id},
  );
  return alert ? ({state: 'done', alert} as const) : null;
}

export function alertsOf(store: AlertStore, email: string) {
  return callServiceFunction<AlertSummary[]>(store, 'stock_alerts_for_email', {
    email,
  });
}

/** Every alert of the address of alert `owner` (the one the manage link names), newest first. */
export function alertsOfOwner(store: AlertStore, owner: string) {
  return callServiceFunction<AlertSummary[]>(
    store,
    'stock_alerts_of_alert_owner',
    {alert: owner},
  );
}

/**
 * A manage link: /alerts/manage?alert=<alert id>&s=<signature>. The first links carried the
 * address (?email=); they are sent on, without it, to a page that says to use a newer e-mail.
 */
export async function manageState({request, context}: AlertPageArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has('email'))
    throw redirect(`${sitePath('/alerts/manage', context.site)}?link=retired`, {
      status: 303,
      headers: {'Cache-Control': 'no-store'},
    });
  if (url.searchParams.get('link') === 'retired')
    return {error: noStore({state: 'retired'}, 410)} as const;
  const owner = url.searchParams.get('alert');
  const valid =
    isAlertId(owner) &&
    (await verifyAlertLink(
      context.shopEnv.SESSION_SECRET,
      'manage',
      owner,
      url.searchParams.get('s'),
    ));
  if (!valid) return {error: noStore({state: 'invalid'}, 400)} as const;
  const services = alertServices(context, request);
  if (!services) return {error: noStore({state: 'unavailable'}, 503)} as const;
  return {owner, services} as const;
}

/** Cancels one alert of the owner's address, only if it is one of that address's alerts. */
export async function cancelAlertOf(
  store: AlertStore,
  owner: string,
  id: string,
): Promise<AlertSummary | null> {
  const before = await alertsOfOwner(store, owner);
  if (!before.some((alert) => alert.id === id)) return null;
  const rows = await callServiceFunction<AlertSummary[]>(
    store,
    'cancel_stock_alert',
    {alert: id},
  );
  return rows[0] ?? null;
}
