import {storefrontRedirect, type Storefront} from '@shopify/hydrogen';

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
}: {
  request: Request;
  response: Response;
  storefront: Storefront;
}): Promise<Response> {
  const live: Storefront = {
    ...storefront,
    query: ((query: string, options?: object) =>
      storefront.query(query, {
        ...options,
        cache: storefront.CacheNone(),
      } as never)) as Storefront['query'],
  };
  return storefrontRedirect({request, response, storefront: live});
}
