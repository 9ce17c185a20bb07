// Absolute URLs (canonical, hreflang, sitemap, feed, JSON-LD) are built from request.url all
// over the shop. Rewriting the request to the configured public origin once, at the door,
// means none of them can ever carry a Host header a client chose (docs/decisions/060-redirects-and-origin.md).

/** The request as if addressed to the shop's public origin; unchanged when none is configured. */
export function withShopOrigin(
  request: Request,
  shopOrigin: string | undefined,
): Request {
  if (!shopOrigin) return request;
  const url = new URL(request.url);
  const origin = new URL(shopOrigin);
  if (url.origin === origin.origin) return request;
  return new Request(
    new URL(`${url.pathname}${url.search}`, origin.origin),
    request,
  );
}
