// The Admin GraphQL API of one store, with errors a merchant can act on: an unreachable store,
// a refused token, a missing scope, a malformed answer.
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
  endpoint: string;
  query<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
}

/** The Admin API address for a store domain or, offline, a local origin. */
export function adminEndpoint(storeDomain: string): string {
  const origin = /^https?:\/\//i.test(storeDomain)
    ? storeDomain.replace(/\/+$/, '')
    : `https://${storeDomain.replace(/\/+$/, '')}`;
  return `${origin}/admin/api/${ADMIN_API_VERSION}/graphql.json`;
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{
    message: string;
    extensions?: {code?: string; requiredAccess?: string};
  }>;
}

export function adminClient(
  storeDomain: string,
  token: string,
  timeoutMs = 15_000,
): AdminClient {
  const endpoint = adminEndpoint(storeDomain);
  return {
    endpoint,
    async query<T>(document: string, variables: Record<string, unknown> = {}) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Access-Token': token,
          },
          body: JSON.stringify({query: document, variables}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const cause =
          (error as {cause?: {code?: string; message?: string}}).cause?.code ??
          (error as Error).message;
        throw new StoreProblem(
          `Cannot reach the store's Admin API at ${endpoint} (${cause}).`,
          'Check PUBLIC_STORE_DOMAIN (your-shop.myshopify.com) and the network; offline, start the local shop with npm run local-shop.',
        );
      }
      const text = await response.text();
      if (response.status === 401 || response.status === 403)
        throw new StoreProblem(
          `The store refused the Admin API token (HTTP ${response.status}).`,
          "Set SHOPIFY_ADMIN_API_TOKEN to the custom app's Admin API access token (Shopify admin > Settings > Apps and sales channels > Develop apps > your app > API credentials; it starts shpat_).",
        );
      if (response.status === 404)
        throw new StoreProblem(
          `No Admin API at ${endpoint} (HTTP 404).`,
          "Check PUBLIC_STORE_DOMAIN: it must be the shop's myshopify.com domain, not the public domain.",
        );
      if (!response.ok)
        throw new StoreProblem(
          `The store's Admin API answered HTTP ${response.status}: ${text.slice(0, 200)}`,
          'Try again in a minute; if it persists, check https://www.shopifystatus.com.',
        );
      let answer: GraphQLAnswer<T>;
      try {
        answer = JSON.parse(text) as GraphQLAnswer<T>;
      } catch {
        throw new StoreProblem(
          `The store's Admin API answered something that is not JSON: ${text.slice(0, 120)}`,
          'Check PUBLIC_STORE_DOMAIN points at a Shopify store.',
        );
      }
      if (answer.errors?.length) {
        const denied = answer.errors.find(
          (e) => e.extensions?.code === 'ACCESS_DENIED',
        );
        if (denied)
          throw new StoreProblem(
            `The Admin API token lacks a scope: ${denied.message}`,
            'Give the custom app the missing scope (Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration > Admin API integration), reinstall it and use the new token.',
          );
        throw new StoreProblem(
          `The Admin API answered errors: ${answer.errors.map((e) => e.message).join('; ')}`,
          'This is a bug in the store commands or an API change; report it with this message.',
        );
      }
      return answer.data as T;
    },
  };
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
