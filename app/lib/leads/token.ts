// The form render token: one per rendered form, signed with SESSION_SECRET (HMAC-SHA-256,
// Web Crypto, so it runs in the Oxygen worker). It carries
//   - the submission id (uuid) sent as `submission_id`: a repeated post of the same render
//     (double click, resubmit after a time-out) is stored once;
//   - the render time, for the minimum time between render and submit (spam defence).
// Format: v1.<uuid>.<issuedAtMs>.<base64url signature>

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string) {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      {name: 'HMAC', hash: 'SHA-256'},
      false,
      ['sign', 'verify'],
    );
    keyCache.set(secret, key);
  }
  return key;
}

function base64url(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface LeadToken {
  submissionId: string;
  issuedAt: number;
}

export async function signLeadToken(
  secret: string,
  token: Partial<LeadToken> = {},
): Promise<string> {
  const submissionId = token.submissionId ?? crypto.randomUUID();
  const issuedAt = Math.floor(token.issuedAt ?? Date.now());
  const payload = `v1.${submissionId}.${issuedAt}`;
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(payload),
  );
  return `${payload}.${base64url(signature)}`;
}

/** The token's contents when its signature is good, otherwise null. */
export async function verifyLeadToken(
  secret: string,
  value: unknown,
): Promise<LeadToken | null> {
  if (typeof value !== 'string' || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return null;
  const [, submissionId, issued, signature] = parts;
  if (!UUID.test(submissionId) || !/^\d{1,16}$/.test(issued)) return null;
  const bytes = fromBase64url(signature);
  if (!bytes) return null;
  const ok = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    bytes,
    encoder.encode(`v1.${submissionId}.${issued}`),
  );
  return ok ? {submissionId, issuedAt: Number(issued)} : null;
}
