// HMAC-SHA-256 signatures over short texts (Web Crypto, so it runs in the Oxygen worker):
// lead form tokens, the per-browser visitor cookie and stock-alert links.

const encoder = new TextEncoder();
// One imported key per secret; a worker sees one or two secrets in its life.
const keyCache = new Map<string, Promise<CryptoKey>>();

/** The imported HMAC-SHA-256 key of a secret (also for Shopify's base64 webhook signatures). */
export function hmacKey(secret: string) {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      {name: 'HMAC', hash: 'SHA-256'},
      false,
      ['sign', 'verify'],
    );
    if (keyCache.size > 8) keyCache.clear();
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

/** The base64url signature of `payload`. */
export async function signText(secret: string, payload: string) {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(payload),
  );
  return base64url(signature);
}

/** Whether `signature` is the signature of `payload`. */
export async function verifyText(
  secret: string,
  payload: string,
  signature: string,
): Promise<boolean> {
  const bytes = fromBase64url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    bytes,
    encoder.encode(payload),
  );
}
