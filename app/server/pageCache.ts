/**
 * Which responses the edge may keep and serve to every shopper (Oxygen's full-page cache), and
 * for how long (docs/decisions/105-private-unless-the-route-says.md, docs/caching.md).
 *
 * A page is private unless the route React Router matched declares it shared: a page route by
 * exporting `headers = sharedPageHeaders`, a resource route by answering with SHARED_FROM_EDGE
 * among its headers. The address is never read here, so no spelling of it (case, percent
 * encoding) can turn a personal page public. Oxygen caches a response to a GET with a 2xx/3xx
 * status, a public `Oxygen-Cache-Control` with a non-zero max-age and a `Vary` header.
 */
import type {HeadersFunction} from 'react-router';

/**
 * Edge freshness of a page: the freshness budget (freshness.ts) counts it with every layer below.
 * The whole 45 s the list pages' budget leaves, mostly as stale-while-revalidate: the replayed day
 * of bench/results/traffic.md shows the highest hit ratio for it (docs/performance.md).
 */
export const PAGE_EDGE_MAX_AGE = 15;
export const PAGE_EDGE_STALE_WHILE_REVALIDATE = 30;

export const PAGE_EDGE_CACHE_CONTROL = `public, max-age=${PAGE_EDGE_MAX_AGE}, stale-while-revalidate=${PAGE_EDGE_STALE_WHILE_REVALIDATE}`;
/** Browsers revalidate pages every time: the edge, not the browser, holds the copy. */
export const PAGE_BROWSER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/**
 * What a shared page depends on: its encoding only. The language is in the URL; a visitor's
 * choice is honoured in the browser (docs/decisions/110-language-choice-in-the-browser.md).
 */
export const PAGE_VARY = 'Accept-Encoding';
/** What every answer that is not shared carries, unless its route chose a private policy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The route's declaration, between React Router and server.ts only: never sent out. */
const SHARED_MARK = 'X-Shop-Edge-Shared';

/** Headers a resource route adds to an answer every shopper may be served from the edge. */
export const SHARED_FROM_EDGE = {[SHARED_MARK]: 'route'} as const;

function ownPolicy(from: Headers[], into: Headers) {
  for (const headers of from) {
    const own = headers.get('Cache-Control');
    if (own) into.set('Cache-Control', own);
  }
  return into;
}

/** A page route's `headers`: the same page for every shopper, shared from the edge. */
export const sharedPageHeaders: HeadersFunction = ({loaderHeaders}) => {
  const headers = ownPolicy([loaderHeaders], new Headers());
  headers.set(SHARED_MARK, 'route');
  return headers;
};

/** A personal page route's `headers`: its loader's or action's own policy reaches the response. */
export const privatePageHeaders: HeadersFunction = ({
  loaderHeaders,
  actionHeaders,
}) => ownPolicy([loaderHeaders, actionHeaders], new Headers());

export type PageCacheVerdict =
  | {cacheable: true; edgeCacheControl: string}
  | {cacheable: false; reason: string};

const isPrivatePolicy = (policy: string) =>
  /\b(private|no-store|no-cache)\b/i.test(policy) ||
  !/\bmax-age=[1-9]/i.test(policy);

/** Decides whether the edge may share this response between shoppers. */
export function pageCacheVerdict(
  request: Request,
  response: Response,
): PageCacheVerdict {
  if (response.headers.get(SHARED_MARK) !== 'route')
    return {cacheable: false, reason: 'its route does not declare it shared'};
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return {cacheable: false, reason: 'method'};
  if (response.status < 200 || response.status >= 400)
    return {cacheable: false, reason: 'status'};
  // A response that sets a cookie is about one visitor (a session, a language choice).
  if (response.headers.has('Set-Cookie'))
    return {cacheable: false, reason: 'sets a cookie'};
  const own = response.headers.get('Cache-Control');
  if (own) {
    // A route that chose its own lifetime keeps it; the edge follows it only when it is public.
    if (!/^\s*public\b/i.test(own) || isPrivatePolicy(own))
      return {cacheable: false, reason: 'route policy is not public'};
    return {cacheable: true, edgeCacheControl: own};
  }
  return {cacheable: true, edgeCacheControl: PAGE_EDGE_CACHE_CONTROL};
}

/**
 * Marks a response for the edge: shared (public, with Vary) when its route declared it and
 * nothing in it is one visitor's, otherwise explicitly private so no cache keeps it.
 */
export function applyPageCache(request: Request, response: Response): Response {
  const verdict = pageCacheVerdict(request, response);
  const headers = new Headers(response.headers);
  headers.delete(SHARED_MARK);
  if (!verdict.cacheable) {
    headers.delete('Oxygen-Cache-Control');
    const own = headers.get('Cache-Control');
    if (!own || !isPrivatePolicy(own))
      headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  } else {
    headers.set('Oxygen-Cache-Control', verdict.edgeCacheControl);
    if (!response.headers.has('Cache-Control'))
      headers.set('Cache-Control', PAGE_BROWSER_CACHE_CONTROL);
    const vary = new Set(
      (headers.get('Vary') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    );
    for (const name of PAGE_VARY.split(', ')) vary.add(name);
    headers.set('Vary', [...vary].join(', '));
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
