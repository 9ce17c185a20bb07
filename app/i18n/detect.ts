import {isLocale, type Locale} from './locale';
import {
  siteFromPath,
  siteInLanguage,
  sitePath,
} from '~/domain/markets/sitePath';
import {sameOriginPath} from '~/server/safeRedirect';

/** Cookie that remembers the visitor's language choice. */
export const LANG_COOKIE = 'lang';
export const LANG_PARAM = 'lang';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** Paths that are never pages: API routes, admin, local tooling (on any site's prefix). */
const NON_PAGE_PREFIX =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:api|admin|__|cdn|assets|build)(?:\/|$)/;
/** A last path segment with a file extension (/blog/rss.xml, /favicon.svg) or a data request (/x.data). */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

export function readLangCookie(cookieHeader: string | null): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANG_COOKIE) {
      // Cookies are the visitor's to write: a malformed one counts as no choice.
      let value: string;
      try {
        value = decodeURIComponent(rest.join('=')).trim();
      } catch {
        return null;
      }
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** Whether this request is a person's browser asking for a page (not data, an asset or an API). */
export function isDocumentRequest(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const accept = request.headers.get('accept') ?? '';
  if (!accept.includes('text/html')) return false;
  const {pathname, searchParams} = new URL(request.url);
  if (searchParams.has('_data') || searchParams.has('_routes')) return false;
  // (Sec-Fetch-Mode is not used: local proxies rewrite it, and Accept already tells pages apart.)
  return !NON_PAGE_PREFIX.test(pathname) && !FILE_LIKE.test(pathname);
}

function langCookie(locale: Locale, secure: boolean) {
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function redirect(location: string, cookie: string | null) {
  const headers = new Headers({
    Location: location,
    'Cache-Control': 'private, no-store',
    Vary: 'Cookie',
  });
  if (cookie) headers.append('Set-Cookie', cookie);
  return new Response(null, {status: 302, headers});
}

/**
 * The language choices the worker can honour (docs/decisions/009, 110): the query string
 * (?lang=de|en, which the language switcher adds and which is then remembered in the cookie `lang`),
 * then the saved choice. The browser's own languages are read in the browser
 * (languageChoice.ts): the edge shares one copy of a page with every shopper, so nothing here
 * reads Accept-Language. Returns a redirect to the page in the chosen language, or null to serve
 * the request as it is. Never loops: the target URL is in the chosen language and has no ?lang.
 */
export function languageRedirect(request: Request): Response | null {
  if (!isDocumentRequest(request)) return null;
  const url = new URL(request.url);
  const site = siteFromPath(url.pathname);
  const pathLocale = site.language;
  const secure = url.protocol === 'https:';
  // The same page in that language on the same market's site; a market without it keeps its page.
  const target = (locale: Locale, search: URLSearchParams) => {
    const query = search.toString();
    const twin = siteInLanguage(site, locale) ?? site;
    return sameOriginPath(
      `${sitePath(url.pathname, twin)}${query ? `?${query}` : ''}${url.hash}`,
    );
  };

  // 1. An explicit choice in the query string (the language switcher adds it).
  if (url.searchParams.has(LANG_PARAM)) {
    const asked = url.searchParams.get(LANG_PARAM)?.trim().toLowerCase();
    const rest = new URLSearchParams(url.searchParams);
    rest.delete(LANG_PARAM);
    if (!isLocale(asked)) return redirect(target(pathLocale, rest), null);
    return redirect(target(asked, rest), langCookie(asked, secure));
  }

  // 2. The saved choice (on a page the edge shares, languageChoice.ts honours it instead).
  const saved = readLangCookie(request.headers.get('cookie'));
  if (saved && saved !== pathLocale && siteInLanguage(site, saved))
    return redirect(target(saved, url.searchParams), null);
  return null;
}
