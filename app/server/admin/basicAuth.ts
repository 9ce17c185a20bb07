// HTTP Basic authentication for the admin pages: any user name, the password from the
// environment, compared in constant time (both sides hashed to 32 bytes first, so neither
// the content nor the length of the secret leaks through timing). Wrong guesses are counted
// per address in the shared database (docs/decisions/061-visitor-key.md, 129): three are free,
// then each doubles the wait (1 s, 2 s, 4 s … 15 minutes); the right password clears them.

import {platformAddress} from '~/server/visitor';
import type {GuessRule, Limits} from '~/server/limits/sharedCounter';

const encoder = new TextEncoder();

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.digest('SHA-256', encoder.encode(text)),
  );
}

/** Constant-time equality of two strings. */
export async function safeEqual(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ y[i];
  return diff === 0;
}

/** The password from an `Authorization: Basic ...` header, or null. */
export function basicPassword(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return null;
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(
      Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

const NO_STORE = {'Cache-Control': 'private, no-store'};

export const ADMIN_LOGIN_RULE: GuessRule = {
  freeGuesses: 3,
  maxWaitMs: 15 * 60 * 1000,
};
const LOGIN_SCOPE = 'admin.login';

const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Whether a request that changes something was sent by one of the shop's own pages: its Origin
 * is the shop's (browsers set it on every post), or, where a browser sends no Origin, its
 * Sec-Fetch-Site says same-origin. Neither present: not a browser's cross-site post either.
 */
export function fromOwnOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  const site = request.headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin' || site === 'none';
}

function tooManyGuesses(waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000);
  return new Response(
    `Too many wrong passwords. Try again in ${seconds} seconds.`,
    {
      status: 429,
      headers: {
        ...NO_STORE,
        'Retry-After': String(seconds),
        'Content-Type': 'text/plain; charset=utf-8',
      },
    },
  );
}

// The count of wrong guesses cannot be had: no guess is compared (the lockout fails closed).
function loginUnavailable() {
  return new Response(
    'Sign-in is paused: wrong passwords cannot be counted just now. Try again in a minute.',
    {
      status: 503,
      headers: {
        ...NO_STORE,
        'Retry-After': '60',
        'Content-Type': 'text/plain; charset=utf-8',
      },
    },
  );
}

/**
 * Checks the request against the admin password. Returns null when it may pass, otherwise
 * the response to send: 404 when no password is configured (the page does not exist), 401
 * with a challenge when the password is missing or wrong, 429 with Retry-After while the
 * visitor's address must wait after repeated wrong guesses, 503 with Retry-After when a
 * password is sent but the shared count of guesses is down or slow.
 */
export async function requireAdmin(
  request: Request,
  adminPassword: string | undefined,
  limits: Limits,
): Promise<Response | null> {
  if (!adminPassword)
    return new Response('Not found', {status: 404, headers: NO_STORE});
  // Browsers send Basic credentials with any site's form post: a change comes from our own pages.
  if (!isSafeMethod(request.method) && !fromOwnOrigin(request))
    return new Response('Forbidden: this change must come from the shop', {
      status: 403,
      headers: {...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8'},
    });
  const visitor = platformAddress(request) ?? 'unknown';
  const given = basicPassword(request);
  if (given !== null) {
    // Counted as wrong before the comparison: guesses sent together queue behind the count.
    const attempt = await limits.guess(LOGIN_SCOPE, visitor, ADMIN_LOGIN_RULE, {
      whenDown: 'refuse',
    });
    if (attempt.outcome === 'unavailable') return loginUnavailable();
    if (attempt.outcome === 'limited') return tooManyGuesses(attempt.waitMs);
    if (await safeEqual(given, adminPassword)) {
      await limits.clear(LOGIN_SCOPE, visitor);
      return null;
    }
    if (attempt.waitMs > 0) return tooManyGuesses(attempt.waitMs);
  } else {
    // No guess to compare: a visitor who must wait is told so; if the count is down, the challenge.
    const wait = await limits.guess(LOGIN_SCOPE, visitor, ADMIN_LOGIN_RULE, {
      whenDown: 'refuse',
      counting: false,
    });
    if (wait.outcome === 'limited') return tooManyGuesses(wait.waitMs);
  }
  return new Response('Authentication required', {
    status: 401,
    headers: {
      ...NO_STORE,
      'WWW-Authenticate': 'Basic realm="Shop admin", charset="UTF-8"',
      'Content-Type': 'text/plain; charset=utf-8',
    },
  });
}
