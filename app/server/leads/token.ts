// The form render token: one per rendered form, signed with SESSION_SECRET (HMAC-SHA-256,
// Web Crypto, so it runs in the Oxygen worker). It carries
//   - the submission id (uuid) sent as `submission_id`: a repeated post of the same render
//     (double click, resubmit after a time-out) is stored once;
//   - the render time, for the minimum time between render and submit (spam defence).
// Format: v1.<uuid>.<issuedAtMs>.<base64url signature>

import {signText, verifyText} from '~/server/signing';

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
  return `${payload}.${await signText(secret, payload)}`;
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
  const ok = await verifyText(
    secret,
    `v1.${submissionId}.${issued}`,
    signature,
  );
  return ok ? {submissionId, issuedAt: Number(issued)} : null;
}

/**
 * The submission id of a sign-up sent with a token that many visitors may share (the footer's,
 * in pages the edge caches): the token's id and the address together, as a uuid. The same person
 * pressing twice is stored once; two people on one cached page are two sign-ups.
 */
export async function sharedTokenSubmissionId(
  tokenId: string,
  email: string,
): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(`${tokenId}:${email.trim().toLowerCase()}`),
    ),
  );
  const hex = [...digest.slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  // Version 8 (custom) and the RFC 4122 variant, so it is a well-formed uuid.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
