import {useCallback, useEffect, useId, useState} from 'react';
import {useT} from '~/i18n/useTranslation';
import {useRootData} from '~/hooks/rootData';
import {NewsletterSignup} from './NewsletterSignup';
import {
  NEWSLETTER_POPUP_FLAG,
  newsletterPopupSeen as seen,
  newsletterPopupWaitMs,
} from './newsletterPopupTiming';

export {
  NEWSLETTER_POPUP_DELAY_MS,
  NEWSLETTER_POPUP_FLAG,
} from './newsletterPopupTiming';
export const NEWSLETTER_POPUP_CLOSE_AFTER_SUCCESS_MS = 2000;

function markSeen() {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_FLAG, 'true');
  } catch {
    // Storage blocked: the popup simply shows again next visit.
  }
}

/**
 * 'Stay Updated' appears 3 s after the page loads unless this browser has seen it (mounted by
 * LeadPanels only then). It is a
 * non-modal dialog in a corner: it never makes the page behind inert or steals focus.
 */
export function NewsletterPopup() {
  const t = useT();
  const headingId = useId();
  // The page's render token, as the footer form's: the popup's first press works too.
  const leadToken = useRootData()?.leadToken ?? '';
  const [open, setOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (seen()) return;
    // 3 s after the page started loading, however late this code arrived.
    const timer = window.setTimeout(
      () => setOpen(!seen()),
      newsletterPopupWaitMs(),
    );
    return () => window.clearTimeout(timer);
  }, []);

  const close = useCallback(() => {
    markSeen();
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!succeeded) return;
    markSeen();
    const timer = window.setTimeout(
      close,
      NEWSLETTER_POPUP_CLOSE_AFTER_SUCCESS_MS,
    );
    return () => window.clearTimeout(timer);
  }, [succeeded, close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      className="fixed bottom-5 left-5 z-40 w-[min(24rem,calc(100vw-2.5rem))] rounded-lg border border-neutral-200 bg-white p-6 shadow-2xl"
    >
      <button
        type="button"
        onClick={close}
        aria-label={t('leads.newsletterClose')}
        className="absolute top-1 right-1 flex size-11 items-center justify-center rounded text-xl leading-none hover:bg-neutral-100 focus-visible:outline-2"
      >
        ×
      </button>
      <h2 id={headingId} className="font-display pr-10 text-2xl">
        {t('leads.newsletterTitle')}
      </h2>
      <p className="mt-2 text-sm text-neutral-700">
        {t('leads.newsletterText')}
      </p>
      <div className="mt-4">
        <NewsletterSignup
          source="popup"
          token={leadToken}
          tone="light"
          onSuccess={() => setSucceeded(true)}
        />
      </div>
      <p className="mt-3 text-xs text-neutral-500">
        {t('leads.newsletterPrivacy')}
      </p>
    </div>
  );
}
