// The dealer's view of stock alerts (/admin/alerts): confirmed alerts per reference and per
// filter set, and the messages that have not gone out (with their last error).
import type {AlertServices} from './services';
import {
  callServiceFunction,
  ServiceFunctionError,
} from '~/server/serviceFunctions';

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
    throw new ServiceFunctionError(
      `alert_deliveries answered ${response.status}`,
    );
  return (await response.json()) as UnsentRow[];
}

/** What the dealer sees: confirmed alerts per reference and filter set, and unsent messages. */
export async function alertDemand(services: AlertServices) {
  const [demand, unsent] = await Promise.all([
    callServiceFunction<DemandRow[]>(services.store, 'stock_alert_demand', {}),
    unsentDeliveries(services),
  ]);
  return {demand, unsent};
}
