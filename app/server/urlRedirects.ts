import {
  CacheNone,
  storefrontRedirect,
  type Storefront,
} from '@shopify/hydrogen';
import type {ReadStorefront} from './storefrontData';

/**
 * Shopify's URL redirects get a chance before a 404 stands. The lookup is keyed by the path,
 * and nearly every unknown path is new (typos, scanners), so it is asked live: no sub-request
 * cache entry and no last good copy per path (docs/decisions/068-no-cache-for-one-off-keys.md).
 * A redirect found is a 3xx the edge's page cache keeps like any page.
 */
export function urlRedirect({
  request,
  response,
  storefront,
  readStorefront,
}: {
  request: Request;
  response: Response;
  storefront: Storefront;
  readStorefront: ReadStorefront;
}): Promise<Response> {
  // Hydrogen's helper asks through a client of its own shape: hand it the shop's reader.
  const live: Storefront = {
    ...storefront,
    query: ((query: string, options?: object) =>
      readStorefront(query, {
        ...options,
        cache: CacheNone(),
        outage: 'fail',
        partialErrors: 'outage',
      })) as Storefront['query'],
  };
  return storefrontRedirect({request, response, storefront: live});
}
