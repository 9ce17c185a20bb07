// The one gate every redirect leaves through (docs/decisions/104-one-redirect-gate.md). Whatever
// produced it (a route, the language or trailing-slash redirect, the cart, a form, Hydrogen's
// storefrontRedirect), a Location is resolved against the shop's origin the way a browser
// resolves it, and leaves only when it lands on an origin the shop trusts: its own, or the
// checkout's. Anything else is sent home instead, so a bug elsewhere fails closed.

/** Query parameters Hydrogen's storefrontRedirect would follow on any 404. */
export const FOLLOWED_REDIRECT_PARAMS = ['redirect', 'return_to'] as const;

/** The origins a redirect may land on, from the shop's own origin and checkout hosts. */
export function trustedOrigins(
  shopOrigin: string,
  checkoutHosts: ReadonlyArray<string | undefined>,
): Set<string> {
  const origins = new Set([new URL(shopOrigin).origin]);
  for (const host of checkoutHosts) {
    if (!host) continue;
    try {
      // A bare host is a Shopify domain (https); the local shop is given as a full origin.
      origins.add(
        new URL(/^https?:\/\//.test(host) ? host : `https://${host}`).origin,
      );
    } catch {
      // Not a host: nothing to trust.
    }
  }
  return origins;
}

/**
 * Where a Location really sends a browser, as an absolute URL, or null when that is off the
 * trusted origins (or not a URL at all).
 */
export function gatedLocation(
  location: string,
  shopOrigin: string,
  trusted: ReadonlySet<string>,
): string | null {
  let target: URL;
  try {
    target = new URL(location, shopOrigin);
  } catch {
    return null;
  }
  if (!trusted.has(target.origin)) return null;
  // Absolute, so no later reader re-resolves a path like '//host' against another base.
  return target.href;
}

/** The response, with its Location (if any) made safe; an untrusted one is sent home. */
export function passRedirectGate(
  response: Response,
  shopOrigin: string,
  trusted: ReadonlySet<string>,
): Response {
  const location = response.headers.get('Location');
  if (location === null) return response;
  const safe = gatedLocation(location, shopOrigin, trusted);
  if (safe === location) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', safe ?? new URL('/', shopOrigin).href);
  if (safe === null) {
    console.warn('[redirect gate] refused', location.slice(0, 200));
    // A refused target is never kept by a cache.
    headers.set('Cache-Control', 'private, no-store');
    headers.delete('Oxygen-Cache-Control');
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The request without the parameters Hydrogen's storefrontRedirect would follow off-site. */
export function withoutFollowedRedirects(request: Request): Request {
  const url = new URL(request.url);
  let changed = false;
  for (const name of [...url.searchParams.keys()])
    if (
      (FOLLOWED_REDIRECT_PARAMS as readonly string[]).includes(
        name.toLowerCase(),
      )
    ) {
      url.searchParams.delete(name);
      changed = true;
    }
  return changed ? new Request(url, request) : request;
}
