/**
 * One address per page: '/products/' answers 301 to '/products' (query string kept).
 * Call it first in server.ts: `const slash = trailingSlashRedirect(request); if (slash) return slash;`
 */
export function trailingSlashRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const {pathname} = url;
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  // Collapse leading slashes too: '//evil.example/' must never become a protocol-relative Location.
  const clean = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  const location = `${url.origin}${clean}${url.search}`;
  // A form post keeps its method and body with 308; page requests get the classic 301.
  const status =
    request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return new Response(null, {
    status,
    headers: {Location: location, 'Cache-Control': 'public, max-age=3600'},
  });
}
