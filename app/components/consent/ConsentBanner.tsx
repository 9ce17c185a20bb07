import {lazy, Suspense, useEffect, useState} from 'react';
import {useMatches} from 'react-router';
import {useRootData} from '~/hooks/rootData';
import {useNonce} from '~/hooks/nonce';
import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';
import {
  loadTagManager,
  mayLoadTagManager,
  OPEN_CONSENT_EVENT,
  readConsent,
  saveConsent,
  type Consent,
} from './consent';

// Field Web Vitals and Google's library with them: only once analytics is accepted (decision 109).
let fieldVitalsModule: Promise<typeof import('~/browser/fieldVitals')> | null =
  null;
const fieldVitals = () =>
  (fieldVitalsModule ??= import('~/browser/fieldVitals'));

// Hydrogen's analytics code loads only after the visitor has chosen.
const ShopifyAnalytics = lazy(
  () => import('~/components/analytics/ShopifyAnalytics'),
);

/**
 * The analytics consent banner. Shown only when analytics is configured (PUBLIC_GTM_ID or
 * Shopify analytics) and the visitor has not chosen yet. One choice serves both: the tag
 * manager loads only after 'Accept', and Shopify's Customer Privacy API (read by its checkout
 * too) is told the choice either way.
 */
export function ConsentBanner() {
  const t = useT();
  const nonce = useNonce();
  const root = useRootData();
  const gtmId = root?.gtmId ?? null;
  const shopify = root?.shopifyAnalytics ?? null;
  const configured = Boolean(gtmId || shopify);
  const [consent, setConsent] = useState<Consent | null>(null);
  const [open, setOpen] = useState(false);
  // The page the visit landed on: the one whose loading the field readings measure.
  const matches = useMatches();
  const [landingRoute] = useState(() => matches.at(-1)?.id);

  useEffect(() => {
    if (!configured) return;
    const saved = readConsent();
    setConsent(saved);
    setOpen(saved === null);
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, [configured]);

  useEffect(() => {
    if (mayLoadTagManager(gtmId, consent)) loadTagManager(gtmId, nonce);
  }, [gtmId, consent, nonce]);

  // Field Web Vitals follow the same choice, from the moment it is made.
  useEffect(() => {
    if (consent === 'granted')
      void fieldVitals().then((m) => m.startFieldVitals(landingRoute));
    else void fieldVitalsModule?.then((m) => m.stopFieldVitals());
  }, [consent, landingRoute]);

  const analytics =
    shopify && consent ? (
      <Suspense fallback={null}>
        <ShopifyAnalytics setup={shopify} consent={consent} />
      </Suspense>
    ) : null;
  if (!configured || !open) return analytics;

  function choose(choice: Consent) {
    saveConsent(choice);
    setConsent(choice);
    setOpen(false);
  }

  return (
    <>
      {analytics}
      <section
        aria-labelledby="consent-heading"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-neutral-200 bg-white p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)] md:inset-x-auto md:right-6 md:bottom-6 md:max-w-md md:rounded-lg md:border"
        data-testid="consent-banner"
      >
        <h2 id="consent-heading" className="font-semibold">
          {t('content.consentHeading')}
        </h2>
        <p className="mt-2 text-sm text-neutral-700">
          {t('content.consentText')}{' '}
          <ShopLink to="/privacy" className="underline underline-offset-2">
            {t('content.consentPrivacy')}
          </ShopLink>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => choose('granted')}
            className="rounded bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-neutral-800"
          >
            {t('content.consentAccept')}
          </button>
          <button
            type="button"
            onClick={() => choose('denied')}
            className="rounded border border-ink px-4 py-2 text-sm font-semibold hover:bg-neutral-100"
          >
            {t('content.consentReject')}
          </button>
        </div>
      </section>
    </>
  );
}

/** A button that reopens the banner (used on the privacy page). */
export function CookieSettingsButton({className = ''}: {className?: string}) {
  const t = useT();
  const root = useRootData();
  if (!root?.gtmId && !root?.shopifyAnalytics) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {t('content.cookieSettings')}
    </button>
  );
}
