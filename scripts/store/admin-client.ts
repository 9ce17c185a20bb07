// The Admin GraphQL API of one store through Shopify's @shopify/admin-api-client, with errors a
// merchant can act on: an unreachable store, a refused token, a missing scope, a malformed answer.
import {
  createAdminApiClient,
  type ClientResponse,
} from '@shopify/admin-api-client';
import {ADMIN_API_VERSION} from './storefront-needs';

export class StoreProblem extends Error {
  constructor(
    message: string,
    /** What to do about it. */
    readonly fix: string,
  ) {
    super(message);
    this.name = 'StoreProblem';
  }
}

export interface AdminClient {
  /** Where the Admin API is asked: the store's, or offline the local shop's. */
  endpoint: string;
  query<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
}

type AnswerErrors = NonNullable<ClientResponse['errors']>;

/** The origin the Admin API is reached at: as given for a local http:// origin, else https. */
function storeOrigin(storeDomain: string): string {
  const given = storeDomain.trim();
  try {
    return new URL(/^https?:\/\//i.test(given) ? given : `https://${given}`)
      .origin;
  } catch {
    throw new StoreProblem(
      `PUBLIC_STORE_DOMAIN (${storeDomain}) is not a store domain.`,
      'Set PUBLIC_STORE_DOMAIN to your-shop.myshopify.com; offline, to the local shop, e.g. http://127.0.0.1:4000.',
    );
  }
}

export function adminClient(
  storeDomain: string,
  token: string,
  timeoutMs = 15_000,
): AdminClient {
  const origin = storeOrigin(storeDomain);
  // The client always asks https://; offline the local shop answers at its http:// origin.
  const atOrigin = (url: string) => {
    const {pathname, search} = new URL(url);
    return `${origin}${pathname}${search}`;
  };
  // The client keeps only "fetch failed"; why (ECONNREFUSED) is kept here, by request.
  const unreachable = new WeakMap<AbortSignal, string>();
  const client = createAdminApiClient({
    storeDomain: origin,
    apiVersion: ADMIN_API_VERSION,
    accessToken: token,
    customFetchApi: async (url, init) => {
      try {
        return await fetch(atOrigin(url), init);
      } catch (error) {
        if (init?.signal)
          unreachable.set(
            init.signal,
            (error as {cause?: {code?: string}}).cause?.code ??
              (error as Error).message,
          );
        throw error;
      }
    },
  });
  const endpoint = atOrigin(client.getApiUrl());
  return {
    endpoint,
    async query<T>(document: string, variables: Record<string, unknown> = {}) {
      const signal = AbortSignal.timeout(timeoutMs);
      const {data, errors} = await client.request<T>(document, {
        variables,
        signal,
      });
      if (errors)
        throw await storeProblem(
          errors,
          endpoint,
          unreachable.get(signal) ?? errors.message,
        );
      return data as T;
    },
  };
}

/** What went wrong, as the merchant can act on it. */
async function storeProblem(
  errors: AnswerErrors,
  endpoint: string,
  networkReason: string | undefined,
): Promise<StoreProblem> {
  const {response, graphQLErrors = []} = errors;
  if (!response)
    return new StoreProblem(
      `Cannot reach the store's Admin API at ${endpoint} (${networkReason}).`,
      'Check PUBLIC_STORE_DOMAIN (your-shop.myshopify.com) and the network; offline, start the local shop with npm run local-shop.',
    );
  if (response.status === 401 || response.status === 403)
    return new StoreProblem(
      `The store refused the Admin API token (HTTP ${response.status}).`,
      "Set SHOPIFY_ADMIN_API_TOKEN to the custom app's Admin API access token (Shopify admin > Settings > Apps and sales channels > Develop apps > your app > API credentials; it starts shpat_).",
    );
  if (response.status === 404)
    return new StoreProblem(
      `No Admin API at ${endpoint} (HTTP 404).`,
      "Check PUBLIC_STORE_DOMAIN: it must be the shop's myshopify.com domain, not the public domain.",
    );
  if (!response.ok)
    return new StoreProblem(
      `The store's Admin API answered HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`,
      'Try again in a minute; if it persists, check https://www.shopifystatus.com.',
    );
  if (graphQLErrors.length) {
    const denied = graphQLErrors.find(
      (e) => e.extensions?.code === 'ACCESS_DENIED',
    );
    if (denied)
      return new StoreProblem(
        `The Admin API token lacks a scope: ${denied.message}`,
        'Give the custom app the missing scope (Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration > Admin API integration), reinstall it and use the new token.',
      );
    return new StoreProblem(
      `The Admin API answered errors: ${graphQLErrors.map((e) => e.message).join('; ')}`,
      'This is a bug in the store commands or an API change; report it with this message.',
    );
  }
  // Another content type leaves the body unread: not a Shopify store's answer.
  if (!response.bodyUsed)
    return new StoreProblem(
      `The store's Admin API answered something that is not JSON: ${(await response.text()).slice(0, 120)}`,
      'Check PUBLIC_STORE_DOMAIN points at a Shopify store.',
    );
  return new StoreProblem(
    `The store's Admin API answered something that is not a GraphQL answer (${errors.message}).`,
    'Check PUBLIC_STORE_DOMAIN points at a Shopify store.',
  );
}

/** A mutation payload's user errors, as one line. */
export function userErrorText(
  errors: ReadonlyArray<{field?: string[] | null; message: string}>,
): string {
  return errors
    .map((e) =>
      e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message,
    )
    .join('; ');
}
