import {sameOriginPath} from './safeRedirect';
import {SHARED_FROM_EDGE} from './pageCache';

/**
 * One address per page, decided before any route: '/products/' answers 301 to '/products'
 * (query string kept), and a path that opens with '//' or '/\' (which routers and browsers
 * read as a host) to the same path with one leading slash.
 */
export function trailingSlashRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const {pathname} = url;
  const trailing = pathname.length > 1 && pathname.endsWith('/');
  const hostLike = /^\/[\\/]/.test(pathname);
  if (!trailing && !hostLike) return null;
  // A path, never an absolute URL: the Host header must not reach a publicly cached Location.
  const location = sameOriginPath(
    `${trailing ? pathname.replace(/\/+$/, '') : pathname}${url.search}`,
  );
  // A form post keeps its method and body with 308; page requests get the classic 301.
  const status =
    request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return new Response(null, {
    status,
    headers: {
      Location: location,
      'Cache-Control': 'public, max-age=3600',
      // The same answer for everyone who spells the page this way: the edge may keep it.
      ...SHARED_FROM_EDGE,
    },
  });
}

/** Whether a text holds a control character, which no address of the shop holds decoded. */
const hasControl = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f');

/**
 * A path that is not valid percent-encoding ('%zz', a lone '%') or that decodes to control
 * characters ('%09', '%0a') names no page: a clear 400, before a router that decodes it can
 * fail on it or read it as something else.
 */
export function malformedPathAnswer(request: Request): Response | null {
  const {pathname} = new URL(request.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '\u0000';
  }
  if (!hasControl(decoded)) return null;
  return new Response('Bad request: this address is not valid.', {
    status: 400,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}
