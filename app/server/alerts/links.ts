// Signed links in alert e-mails (docs/decisions/050-stock-alerts.md): confirm an alert,
// unsubscribe from it, manage every alert of an address. HMAC-SHA-256 over purpose and subject
// with SESSION_SECRET, so a link cannot be made for someone else's alert or address.
import {signText, verifyText} from '~/server/signing';
import {localizePath, type Locale} from '~/i18n/locale';

export type LinkPurpose = 'confirm' | 'unsubscribe' | 'manage';

function payload(purpose: LinkPurpose, subject: string) {
  return `alert-link.v1.${purpose}.${subject}`;
}

export function signAlertLink(
  secret: string,
  purpose: LinkPurpose,
  subject: string,
): Promise<string> {
  return signText(secret, payload(purpose, subject));
}

export async function verifyAlertLink(
  secret: string,
  purpose: LinkPurpose,
  subject: string | null | undefined,
  signature: string | null | undefined,
): Promise<boolean> {
  if (!subject || !signature || signature.length > 100 || subject.length > 300)
    return false;
  return verifyText(secret, payload(purpose, subject), signature);
}

/** Manage links are per address, compared without regard to case. */
export function manageSubject(email: string): string {
  return email.trim().toLowerCase();
}

/** Absolute link to an alert page: /alerts/<page>?<param>=<subject>&s=<signature>. */
export async function alertLink(
  {secret, origin, locale}: {secret: string; origin: string; locale: Locale},
  purpose: LinkPurpose,
  subject: string,
): Promise<string> {
  const param = purpose === 'manage' ? 'email' : 'alert';
  const path = localizePath(`/alerts/${purpose}`, locale);
  const url = new URL(path, origin);
  url.searchParams.set(param, subject);
  url.searchParams.set('s', await signAlertLink(secret, purpose, subject));
  return url.toString();
}
