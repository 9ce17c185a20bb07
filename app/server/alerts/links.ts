// Signed links in alert e-mails (docs/decisions/050-stock-alerts.md, 106-alert-mail-safety.md):
// confirm an alert (for seven days), unsubscribe from it, manage every alert of its address.
// HMAC-SHA-256 over purpose, alert id (and a confirm link's time) with SESSION_SECRET, so a
// link cannot be made for someone else's alert. No link carries an e-mail address.
import {signText, verifyText} from '~/server/signing';
import {leadUrl, type LeadSiteFacts} from '~/domain/markets/leadSite';

export type LinkPurpose = 'confirm' | 'unsubscribe' | 'manage';

/** Confirm links work for seven days from the e-mail; unsubscribe and manage links never end. */
export const CONFIRM_LINK_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

// v1: purpose and subject (unsubscribe links, kept so every e-mail sent keeps working). v2: a
// confirm link also signs its issue time; a manage link names an alert, never an address.
function payload(purpose: LinkPurpose, subject: string, issuedAt?: number) {
  if (purpose === 'confirm' && issuedAt !== undefined)
    return `alert-link.v2.confirm.${subject}.${issuedAt}`;
  if (purpose === 'manage' && issuedAt === undefined && isAlertId(subject))
    return `alert-link.v2.manage.${subject}`;
  return `alert-link.v1.${purpose}.${subject}`;
}

const ALERT_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isAlertId(value: string | null | undefined): value is string {
  return typeof value === 'string' && ALERT_ID.test(value);
}

/** `issuedAt` (seconds) only for a confirm link. */
export function signAlertLink(
  secret: string,
  purpose: LinkPurpose,
  subject: string,
  issuedAt?: number,
): Promise<string> {
  return signText(secret, payload(purpose, subject, issuedAt));
}

export async function verifyAlertLink(
  secret: string,
  purpose: LinkPurpose,
  subject: string | null | undefined,
  signature: string | null | undefined,
  issuedAt?: number,
): Promise<boolean> {
  if (!subject || !signature || signature.length > 100 || subject.length > 300)
    return false;
  return verifyText(secret, payload(purpose, subject, issuedAt), signature);
}

/**
 * A confirm link's state: 'valid' within seven days of its signed issue time, 'expired' after
 * (or a first-version link without a time), 'invalid' when its signature does not hold.
 */
export async function checkConfirmLink(
  secret: string,
  url: URL,
  now = Date.now(),
): Promise<'valid' | 'expired' | 'invalid'> {
  const id = url.searchParams.get('alert');
  const signature = url.searchParams.get('s');
  if (!isAlertId(id)) return 'invalid';
  const time = url.searchParams.get('t');
  if (time === null)
    return (await verifyAlertLink(secret, 'confirm', id, signature))
      ? 'expired'
      : 'invalid';
  if (!/^\d{1,12}$/.test(time)) return 'invalid';
  const issuedAt = Number(time);
  if (!(await verifyAlertLink(secret, 'confirm', id, signature, issuedAt)))
    return 'invalid';
  const age = now - issuedAt * 1000;
  return age < -5 * 60 * 1000 || age > CONFIRM_LINK_LIFE_MS
    ? 'expired'
    : 'valid';
}

/**
 * Absolute link to an alert page on the alert's site: /alerts/<page>?alert=<alert id>[&t=<issue time>]&s=<signature>.
 * A confirm link carries the time it was made (`issuedAt`, milliseconds; now by default).
 */
export async function alertLink(
  {secret, origin, ...site}: {secret: string; origin: string} & LeadSiteFacts,
  purpose: LinkPurpose,
  alertId: string,
  issuedAt = Date.now(),
): Promise<string> {
  const url = leadUrl(`/alerts/${purpose}`, site, origin);
  url.searchParams.set('alert', alertId);
  const seconds =
    purpose === 'confirm' ? Math.floor(issuedAt / 1000) : undefined;
  if (seconds !== undefined) url.searchParams.set('t', String(seconds));
  url.searchParams.set(
    's',
    await signAlertLink(secret, purpose, alertId, seconds),
  );
  return url.toString();
}
