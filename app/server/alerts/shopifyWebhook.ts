// Shopify webhook authenticity: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw
// request body with the app's webhook secret. Checked with Web Crypto's verify (constant time)
// before the body is parsed.
import {hmacKey} from '~/server/signing';

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

export async function verifyShopifyHmac(
  secret: string,
  rawBody: string,
  header: string | null,
): Promise<boolean> {
  const signature = fromBase64(header?.trim() ?? '');
  if (!signature || signature.length !== 32) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    new TextEncoder().encode(rawBody),
  );
}

/** How Shopify (and the local shop) sign a body; for tests and tools. */
export async function signShopifyBody(
  secret: string,
  rawBody: string,
): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    new TextEncoder().encode(rawBody),
  );
  let text = '';
  for (const byte of new Uint8Array(signature))
    text += String.fromCharCode(byte);
  return btoa(text);
}

export const PRODUCT_TOPICS = ['products/create', 'products/update'] as const;
export type ProductTopic = (typeof PRODUCT_TOPICS)[number];

export function isProductTopic(value: string | null): value is ProductTopic {
  return (PRODUCT_TOPICS as readonly (string | null)[]).includes(value);
}
