/**
 * Which responses the edge may keep and serve to every shopper (Oxygen's full-page cache), and
 * for how long. See docs/decisions/020-full-page-cache.md and docs/caching.md.
 *
 * Oxygen caches a response to a GET with a 2xx/3xx status, a public `Oxygen-Cache-Control` with a
 * non-zero max-age or s-maxage, and a `Vary` header. Everything else runs the worker every time.
 */

/** Edge freshness of a page: the freshness budget (freshness.ts) counts it with every layer below. */
export const PAGE_EDGE_MAX_AGE = 20;
export const PAGE_EDGE_STALE_WHILE_REVALIDATE = 20;

export const PAGE_EDGE_CACHE_CONTROL = `public, max-age=${PAGE_EDGE_MAX_AGE}, stale-while-revalidate=${PAGE_EDGE_STALE_WHILE_REVALIDATE}`;
/** Browsers revalidate pages every time: the edge, not the browser, holds the copy. */
export const PAGE_BROWSER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** The first-visit language choice reads Accept-Language on English pages. */
export const PAGE_VARY = 'Accept-Encoding, Accept-Language';

/** Paths whose answers belong to one visitor or change state: never kept at the edge. */
const PERSONAL_PATH =
  /^\/(?:de\/)?(?:cart|api|admin|account|webhooks|alerts|__)(?:[/.?]|$)/;

/** Request contexts whose answer holds something made for one visitor (a form's token). */
const personalAnswers = new WeakSet<object>();

/**
 * Marks the answer to this request as one visitor's, whatever its path: a lead form's token
 * carries a submission id of its own, and a shared copy would merge different people's leads.
 */
export function markPersonal(context: object) {
  personalAnswers.add(context);
}

export function isPersonal(context: object): boolean {
  return personalAnswers.has(context);
}

export type PageCacheVerdict =
  | {cacheable: true; edgeCacheControl: string}
  | {cacheable: false; reason: string};

/** Decides whether the edge may share this response between shoppers. */
export function pageCacheVerdict(
  request: Request,
  response: Response,
  {personal = false}: {personal?: boolean} = {},
): PageCacheVerdict {
  if (request.method !== 'GET') return {cacheable: false, reason: 'method'};
  if (personal) return {cacheable: false, reason: 'made for one visitor'};
  if (response.status < 200 || response.status >= 400)
    return {cacheable: false, reason: 'status'};
  const {pathname} = new URL(request.url);
  if (PERSONAL_PATH.test(pathname))
    return {cacheable: false, reason: 'personal path'};
  // A response that sets a cookie is about one visitor (a session, a language choice).
  if (response.headers.has('Set-Cookie'))
    return {cacheable: false, reason: 'sets a cookie'};
  const own = response.headers.get('Cache-Control');
  if (own) {
    // A route that chose its own policy keeps it; the edge follows it only when it is public.
    if (!/^\s*public\b/i.test(own) || !/max-age=[1-9]/i.test(own))
      return {cacheable: false, reason: 'route policy is not public'};
    return {cacheable: true, edgeCacheControl: own};
  }
  return {cacheable: true, edgeCacheControl: PAGE_EDGE_CACHE_CONTROL};
}

/**
 * Marks a response for the edge: shared (public, with Vary) when the verdict allows, otherwise
 * explicitly private so no cache in between keeps a visitor's page.
 */
export function applyPageCache(
  request: Request,
  response: Response,
  options: {personal?: boolean} = {},
): Response {
  if (request.method !== 'GET') return response;
  const verdict = pageCacheVerdict(request, response, options);
  const headers = response.headers;
  if (!verdict.cacheable) {
    if (!headers.has('Cache-Control'))
      headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  headers.set('Oxygen-Cache-Control', verdict.edgeCacheControl);
  if (!headers.has('Cache-Control'))
    headers.set('Cache-Control', PAGE_BROWSER_CACHE_CONTROL);
  const vary = new Set(
    (headers.get('Vary') ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );
  for (const name of PAGE_VARY.split(', ')) vary.add(name);
  headers.set('Vary', [...vary].join(', '));
  return response;
}
