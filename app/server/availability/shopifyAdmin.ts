// The store's Admin GraphQL API through Shopify's @shopify/admin-api-client, with the server-only
// token (decision 107). Its documents are Admin API documents: untagged, so Storefront codegen
// leaves them alone.
import {
  createAdminApiClient,
  type AdminApiClient,
} from '@shopify/admin-api-client';
import type {ShopEnv} from '~/server/env';

export const ADMIN_API_VERSION = '2026-04';

export interface AdminApi {
  query<T>(document: string, variables: Record<string, unknown>): Promise<T>;
}

export class AdminApiError extends Error {
  name = 'AdminApiError';
}

/** Shopify's client always asks https://; offline the local shop answers at its http:// origin. */
function localShopFetch(storeDomain: string) {
  if (!/^http:\/\//i.test(storeDomain.trim())) return undefined;
  const origin = new URL(storeDomain.trim()).origin;
  return (url: string, init?: RequestInit) => {
    const {pathname, search} = new URL(url);
    return fetch(`${origin}${pathname}${search}`, init);
  };
}

/** The store's Admin API with the server-only token; null when no token is set. */
export function shopifyAdminApi(
  shopEnv: Pick<ShopEnv, 'PUBLIC_STORE_DOMAIN' | 'SHOPIFY_ADMIN_API_TOKEN'>,
  timeoutMs = 10_000,
): AdminApi | null {
  const token = shopEnv.SHOPIFY_ADMIN_API_TOKEN;
  if (!token) return null;
  let client: AdminApiClient | undefined;
  return {
    async query<T>(document: string, variables: Record<string, unknown>) {
      // Made at the first query, so a client that cannot be made is a failed sync, not a throw.
      client ??= createAdminApiClient({
        storeDomain: shopEnv.PUBLIC_STORE_DOMAIN,
        apiVersion: ADMIN_API_VERSION,
        accessToken: token,
        customFetchApi: localShopFetch(shopEnv.PUBLIC_STORE_DOMAIN),
      });
      const {data, errors} = await client.request<T>(document, {
        variables,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (errors?.graphQLErrors?.length)
        throw new AdminApiError(
          `Admin API errors: ${errors.graphQLErrors.map((e) => e.message).join('; ')}`,
        );
      if (errors?.response && !errors.response.ok)
        throw new AdminApiError(
          `Admin API answered HTTP ${errors.response.status}: ${(await errors.response.text()).slice(0, 200)}`,
        );
      // Unreachable, timed out, not JSON or no data: the client's own words.
      if (errors) throw new AdminApiError(errors.message);
      return data as T;
    },
  };
}
