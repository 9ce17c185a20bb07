/**
 * Analytics consent (UK PECR): nothing is loaded until the visitor accepts. The choice is
 * kept in localStorage and mirrored in a first-party cookie (one year) so it survives
 * either being cleared alone.
 */
export type Consent = 'granted' | 'denied';

export const CONSENT_KEY = 'analytics-consent';
export const CONSENT_COOKIE = 'analytics_consent';
const ONE_YEAR = 60 * 60 * 24 * 365;

export function parseConsent(value: string | null | undefined): Consent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

export function consentFromCookie(
  cookieHeader: string | null | undefined,
): Consent | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE)
      return parseConsent(decodeURIComponent(rest.join('=')));
  }
  return null;
}

export function readConsent(): Consent | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = parseConsent(window.localStorage.getItem(CONSENT_KEY));
    if (stored) return stored;
  } catch {
    // Storage can be blocked; the cookie still works.
  }
  return consentFromCookie(document.cookie);
}

export function saveConsent(consent: Consent) {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Ignore: the cookie below remembers the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
}

/** Whether the tag manager may load: only when configured and only after acceptance. */
export function mayLoadTagManager(
  gtmId: string | null | undefined,
  consent: Consent | null,
): gtmId is string {
  return (
    Boolean(gtmId) &&
    /^GTM-[A-Z0-9]+$/.test(gtmId ?? '') &&
    consent === 'granted'
  );
}

export function tagManagerUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** Adds the tag manager script once, with the page's CSP nonce. */
export function loadTagManager(gtmId: string, nonce: string | undefined) {
  if (document.getElementById('gtm-script')) return;
  const win = window as unknown as {dataLayer?: unknown[]};
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({'gtm.start': Date.now(), event: 'gtm.js'});
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = tagManagerUrl(gtmId);
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** Event other parts of the page can dispatch to reopen the banner (e.g. 'Cookie settings'). */
export const OPEN_CONSENT_EVENT = 'consent:open';
