import {sameOriginPath} from './safeRedirect';

/**
 * One address per page: '/products/' answers 301 to '/products' (query string kept).
 * Call it first in server.ts: `const slash = trailingSlashRedirect(request); if (slash) return slash;`
 */
export function trailingSlashRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const {pathname} = url;
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  // A path, never an absolute URL: the Host header must not reach a publicly cached Location.
  const location = sameOriginPath(
    `${pathname.replace(/\/+$/, '')}${url.search}`,
  );
  // A form post keeps its method and body with 308; page requests get the classic 301.
  const status =
    request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return new Response(null, {
    status,
    headers: {Location: location, 'Cache-Control': 'public, max-age=3600'},
  });
}
