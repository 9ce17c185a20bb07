// The signed link in a viewing's e-mails to cancel or move it (decision 132): /viewings/manage
// ?v=<booking id>&e=<expiry, seconds>&s=<HMAC-SHA-256 over id and expiry with SESSION_SECRET>.
// It expires when the viewing starts; it names the booking, never an address.
import {signText, verifyText} from '~/server/signing';
import {leadUrl, type LeadSiteFacts} from '~/domain/markets/leadSite';
import {VIEWING_ID} from './viewingStore';

export type LinkState =
  | {state: 'valid'; id: string; expires: number}
  | {state: 'expired' | 'invalid'};

const payload = (id: string, expires: number) =>
  `viewing-link.v1.${id}.${expires}`;

/** Absolute manage link for a booking on its site, valid until `expiresAt` (milliseconds). */
export async function viewingManageLink(
  {secret, origin, ...site}: {secret: string; origin: string} & LeadSiteFacts,
  id: string,
  expiresAt: number,
): Promise<string> {
  const expires = Math.floor(expiresAt / 1000);
  const url = leadUrl('/viewings/manage', site, origin);
  url.searchParams.set('v', id);
  url.searchParams.set('e', String(expires));
  url.searchParams.set('s', await signText(secret, payload(id, expires)));
  return url.toString();
}

/** A manage link's state: its signature first (forged: invalid), then its expiry. */
export async function checkViewingLink(
  secret: string,
  url: URL,
  now = Date.now(),
): Promise<LinkState> {
  const id = url.searchParams.get('v');
  const time = url.searchParams.get('e');
  const signature = url.searchParams.get('s');
  if (
    !id ||
    !VIEWING_ID.test(id) ||
    !time ||
    !/^\d{1,12}$/.test(time) ||
    !signature ||
    signature.length > 100
  )
    return {state: 'invalid'};
  const expires = Number(time);
  if (!(await verifyText(secret, payload(id, expires), signature)))
    return {state: 'invalid'};
  if (now >= expires * 1000) return {state: 'expired'};
  return {state: 'valid', id, expires};
}
