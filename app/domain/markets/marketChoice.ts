// The shopper's chosen market, remembered in a cookie: the country selector's links carry
// ?market=<handle>, and the worker saves it and answers the clean address. The first-visit
// offer of another market is not made to a shopper who has chosen.
import {marketByHandle} from './markets';

export const MARKET_PARAM = 'market';
export const MARKET_COOKIE = 'market';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The redirect that saves a choice from the selector, or null when the request carries none. */
export function marketChoiceRedirect(request: Request): Response | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (!url.searchParams.has(MARKET_PARAM)) return null;
  const handle = url.searchParams.get(MARKET_PARAM) ?? '';
  url.searchParams.delete(MARKET_PARAM);
  const query = url.searchParams.toString();
  // Only the path and query of this same origin: never a host from the request.
  const location = `${url.pathname.replace(/^\/+/, '/')}${query ? `?${query}` : ''}`;
  const headers = new Headers({
    Location: location,
    'Cache-Control': 'private, no-store',
  });
  if (marketByHandle(handle))
    headers.append(
      'Set-Cookie',
      `${MARKET_COOKIE}=${handle}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`,
    );
  return new Response(null, {status: 302, headers});
}
