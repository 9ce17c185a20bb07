// Who is asking, for rate limits (docs/decisions/061-visitor-key.md). Only the platform's own
// header counts as an address: Oxygen sets `oxygen-buyer-ip` from the connection and replaces
// whatever a client sent, while CF-Connecting-IP or X-Forwarded-For can be typed by anyone.
// Without an address a signed per-browser cookie tells visitors apart.
import {signText, verifyText} from './signing';

export const VISITOR_COOKIE = 'visitor';
const ONE_YEAR = 60 * 60 * 24 * 365;
const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** The visitor's address as the platform saw it, or null when there is no real one. */
export function platformAddress(request: Request): string | null {
  const address = request.headers.get('oxygen-buyer-ip')?.trim();
  if (!address || address.length > 64) return null;
  // MiniOxygen fills in 127.0.0.1 for every local visitor: that is not an address of anyone.
  if (/^(127\.|::1$|::ffff:127\.|0\.0\.0\.0$)/.test(address)) return null;
  return address;
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The browser's id from its signed visitor cookie, or null when absent or forged. */
export async function browserId(
  request: Request,
  secret: string,
): Promise<string | null> {
  const value = cookieValue(request, VISITOR_COOKIE);
  if (!value || value.length > 200) return null;
  const [id, signature] = value.split('.');
  if (!id || !signature || !VISITOR_ID.test(id)) return null;
  return (await verifyText(secret, `visitor.${id}`, signature)) ? id : null;
}

/** A new signed visitor cookie (HttpOnly: only the server reads it). */
export async function newVisitorCookie(secret: string, secure: boolean) {
  const id = crypto.randomUUID();
  const signature = await signText(secret, `visitor.${id}`);
  return `${VISITOR_COOKIE}=${id}.${signature}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface VisitorKey {
  /** The rate-limit key: the address, else the browser, else the shared cookie-less bucket. */
  key: string;
  /** A cookie to hand out when the browser has none yet (its next requests get their own key). */
  setCookie?: string;
}

export async function visitorKey(
  request: Request,
  secret: string,
  secure: boolean,
): Promise<VisitorKey> {
  const address = platformAddress(request);
  const browser = await browserId(request, secret);
  const setCookie = browser
    ? undefined
    : await newVisitorCookie(secret, secure);
  if (address) return {key: `ip:${address}`, setCookie};
  if (browser) return {key: `browser:${browser}`};
  // No address and no cookie: rotating made-up headers or dropping cookies all lands here.
  return {key: 'anonymous', setCookie};
}
