// Redirect targets that come from a request (its path, a form field) must stay on this site.
// Browsers drop tabs and newlines, read '\' as '/', resolve dot segments, and read a path that
// then starts with '//' as another host. So the target is resolved first, the way a browser
// would, and only then folded to one leading '/' (docs/decisions/060-redirects-and-origin.md).

const PROBE_ORIGIN = 'http://same-origin.invalid';

/** The path, resolved as a browser would, folded so no browser can read it as a host. */
export function sameOriginPath(path: string): string {
  let resolved: URL;
  try {
    resolved = new URL(`/${path.replace(/^[\s\\/]+/, '')}`, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (resolved.origin !== PROBE_ORIGIN) return '/';
  // A serialised path has no backslashes and keeps %2F encoded: only literal slashes can lead.
  const pathname = resolved.pathname.replace(/^\/+/, '/');
  return `${pathname}${resolved.search}${resolved.hash}`;
}

/** A target posted by a form ('redirectTo'): a same-site path, or null when it is not one. */
export function localRedirectTarget(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  if (target.length > 2048) return null;
  return sameOriginPath(target);
}
