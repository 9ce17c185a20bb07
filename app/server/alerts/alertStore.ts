// Stock alerts in Supabase over its REST interface. A new alert is inserted with the public
// key (row-level security lets it add a pending alert and nothing else); everything after that
// (confirm, cancel, match, deliveries) calls the migration's functions over /rest/v1/rpc with
// the service-role key, which never leaves the server.
import {insertRow} from '~/server/leads/sinks';
import {
  serviceStoreFromEnv,
  ServiceFunctionError,
  type ServiceStore,
} from '~/server/serviceFunctions';

/** Alerts are kept in the shop's Supabase, read and changed as the service role. */
export type AlertStore = ServiceStore;

/** Null when Supabase or its service-role key is not configured: alerts are then off. */
export const alertStoreFromEnv = serviceStoreFromEnv;

export interface NewAlertRow {
  id: string;
  email: string;
  locale: 'en' | 'de';
  kind: 'reference' | 'filter';
  reference: string | null;
  brands: string[];
  year_bands: string[];
  price_band: string | null;
  size_bands: string[];
  /** The pricing country of the site it was made on, and the currency its price band is in. */
  country: string;
  currency: string;
  source: 'product' | 'reference' | 'search' | 'catalogue';
  label: string;
  consent_text: string;
}

/** Stores a pending alert; a repeated post of the same form (same id) counts as stored. */
export async function insertPendingAlert(store: AlertStore, row: NewAlertRow) {
  return insertRow(store.sinks, 'stock_alerts', {...row});
}

/** An alert as the confirm, unsubscribe and manage pages show it. */
export interface AlertSummary {
  id: string;
  email?: string;
  locale: 'en' | 'de';
  kind: 'reference' | 'filter';
  reference: string | null;
  label: string | null;
  status: 'pending' | 'confirmed' | 'cancelled';
  created_at?: string;
  brands?: string[];
  year_bands?: string[];
  price_band?: string | null;
  size_bands?: string[];
  country?: string;
  currency?: string;
}

/**
 * A message claimed for sending: an opt-in or an alert about one watch. What the alert is comes
 * as the shop's own values (reference, brands, bands), never as the stored label.
 */
export interface QueuedDelivery {
  delivery_id: string;
  alert_id: string;
  email: string;
  locale: 'en' | 'de';
  kind: 'reference' | 'filter';
  reference: string | null;
  brands: string[] | null;
  year_bands: string[] | null;
  price_band: string | null;
  size_bands: string[] | null;
  /** The alert's site (its market's pricing country) and its price band's currency. */
  country: string;
  currency: string;
  delivery_product: Record<string, unknown> | null;
  delivery_kind?: 'confirmation' | 'alert';
}

/** queue_stock_alert_opt_in's answer: the opt-in to send, or why there is none. */
export type QueuedOptIn =
  | ({outcome: 'queued'} & QueuedDelivery)
  | {outcome: 'queued_before' | 'capped' | 'not_pending'};

/** One alert by id, read with the service role (PostgREST select). */
export async function getAlert(
  store: AlertStore,
  id: string,
): Promise<AlertSummary | null> {
  if (
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)
  )
    return null;
  let response: Response;
  try {
    response = await store.sinks.fetch(
      `${store.supabaseUrl}/rest/v1/stock_alerts?id=eq.${id}&select=id,email,locale,kind,reference,label,status,brands,year_bands,price_band,size_bands,country,currency`,
      {
        headers: {
          apikey: store.serviceKey,
          Authorization: `Bearer ${store.serviceKey}`,
        },
        signal: AbortSignal.timeout(store.sinks.timeoutMs),
      },
    );
  } catch {
    throw new ServiceFunctionError('stock_alerts: network error or time-out');
  }
  if (!response.ok)
    throw new ServiceFunctionError(`stock_alerts answered ${response.status}`);
  const rows = (await response.json()) as AlertSummary[];
  return rows[0] ?? null;
}
