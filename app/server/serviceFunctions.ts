// The shop's one way to call the migrations' SECURITY DEFINER functions: PostgREST's
// /rest/v1/rpc with the service-role key, which never leaves the server. Alerts, offers,
// viewings, Web Vitals and the shared limits (decision 129) all call them through here.
import {sinkConfigFromEnv, type SinkConfig} from '~/server/leads/sinks';
import type {ShopEnv} from '~/server/env';

export interface ServiceStore {
  sinks: SinkConfig;
  supabaseUrl: string;
  serviceKey: string;
}

export class ServiceFunctionError extends Error {
  name = 'ServiceFunctionError';
}

/** Null when Supabase or its service-role key is not configured. */
export function serviceStoreFromEnv(shopEnv: ShopEnv): ServiceStore | null {
  const sinks = sinkConfigFromEnv(shopEnv);
  if (!sinks.supabase || !shopEnv.SUPABASE_SERVICE_ROLE_KEY) return null;
  return {
    sinks,
    supabaseUrl: sinks.supabase.url,
    serviceKey: shopEnv.SUPABASE_SERVICE_ROLE_KEY,
  };
}

/** Calls one of the migrations' functions as the service role, within the sinks' time-out. */
export async function callServiceFunction<T>(
  store: ServiceStore,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  let response: Response;
  try {
    response = await store.sinks.fetch(
      `${store.supabaseUrl}/rest/v1/rpc/${name}`,
      {
        method: 'POST',
        headers: {
          apikey: store.serviceKey,
          Authorization: `Bearer ${store.serviceKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(store.sinks.timeoutMs),
      },
    );
  } catch (error) {
    throw new ServiceFunctionError(
      `${name}: ${error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'network error'}`,
    );
  }
  if (response.status === 204) return null as T;
  const text = await response.text();
  if (!response.ok)
    throw new ServiceFunctionError(
      `${name} answered ${response.status} ${text.slice(0, 200)}`,
    );
  return (text ? JSON.parse(text) : null) as T;
}
