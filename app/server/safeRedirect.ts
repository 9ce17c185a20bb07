// Redirect targets that come from a request (its path, a form field) must stay on this site.
// Browsers read '//host', '/\host' and their percent-encoded forms as another host, and drop
// tabs and newlines first, so each is folded into a plain path here (docs/decisions/060-redirects-and-origin.md).

const PROBE_ORIGIN = 'http://same-origin.invalid';
const LEADING_SEPARATORS = /^(?:[\\/]|%2f|%5c)+/i;

/** The path folded to one leading '/', never something a browser could read as a host. */
export function sameOriginPath(path: string): string {
  const folded = `/${path.replace(/[\t\n\r]/g, '').replace(LEADING_SEPARATORS, '')}`;
  // Last guard: whatever the browser makes of it must resolve on our own origin.
  const resolved = new URL(folded, PROBE_ORIGIN);
  return resolved.origin === PROBE_ORIGIN
    ? `${resolved.pathname}${resolved.search}${resolved.hash}`
    : '/';
}

/** A target posted by a form ('redirectTo'): a same-site path, or null when it is not one. */
export function localRedirectTarget(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  if (target.length > 2048) return null;
  return sameOriginPath(target);
}
