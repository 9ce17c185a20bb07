// The dealer's view of stock alerts (/admin/alerts): confirmed alerts per reference and per
// filter set, and the messages that have not gone out (with their last error), which the
// dealer can send again.
import {data} from 'react-router';
import {requireAdmin} from '~/server/admin/basicAuth';
import type {ShopEnv} from '~/server/env';
import type {Locale} from '~/i18n/locale';
import {retryUnsent} from './delivery';
import {alertServices, type AlertServices} from './services';
import {callAlertFunction, AlertStoreError} from './store';

export interface DemandRow {
  kind: 'reference' | 'filter';
  reference: string | null;
  label: string | null;
  alerts: number;
}

export interface UnsentRow {
  id: string;
  kind: 'confirmation' | 'alert';
  created_at: string;
  attempts: number;
  status: string;
  last_error: string | null;
}

interface AdminContext {
  shopEnv: ShopEnv;
  dealer: {shopName: string; email: string};
  locale: Locale;
  env?: unknown;
}

async function unsentDeliveries(services: AlertServices): Promise<UnsentRow[]> {
  const {store} = services;
  const response = await store.sinks.fetch(
    `${store.supabaseUrl}/rest/v1/alert_deliveries?status=neq.sent&select=id,kind,created_at,attempts,status,last_error&order=created_at.desc&limit=100`,
    {
      headers: {
        apikey: store.serviceKey,
        Authorization: `Bearer ${store.serviceKey}`,
      },
      signal: AbortSignal.timeout(store.sinks.timeoutMs),
    },
  );
  if (!response.ok)
    throw new AlertStoreError(`alert_deliveries answered ${response.status}`);
  return (await response.json()) as UnsentRow[];
}

async function demandView(services: AlertServices, retried: number | null) {
  const [demand, unsent] = await Promise.all([
    callAlertFunction<DemandRow[]>(services.store, 'stock_alert_demand', {}),
    unsentDeliveries(services),
  ]);
  return data(
    {available: true as const, demand, unsent, retried},
    {headers: {'Cache-Control': 'private, no-store'}},
  );
}

export async function demandLoader({
  request,
  context,
}: {
  request: Request;
  context: AdminContext;
}) {
  const denied = await requireAdmin(request, context.shopEnv.ADMIN_PASSWORD);
  if (denied) throw denied;
  const services = alertServices(context, request);
  if (!services)
    return data(
      {available: false as const, demand: [], unsent: [], retried: null},
      {status: 503},
    );
  return demandView(services, null);
}

export async function demandAction({
  request,
  context,
}: {
  request: Request;
  context: AdminContext;
}) {
  const denied = await requireAdmin(request, context.shopEnv.ADMIN_PASSWORD);
  if (denied) throw denied;
  const services = alertServices(context, request);
  if (!services)
    return data(
      {available: false as const, demand: [], unsent: [], retried: null},
      {status: 503},
    );
  const report = await retryUnsent(services);
  return demandView(services, report.sent + report.failed);
}
