import {useEffect, useRef} from 'react';
import {useFetcher} from 'react-router';
import type {LeadActionData} from '~/server/leads/leadAction';
import {LIMITS} from '~/domain/leads/limits';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';
import {errorText} from './errorText';
import {LeadHiddenFields} from './formParts';

const TONES = {
  dark: {
    input:
      'border-neutral-500 bg-transparent text-white placeholder:text-neutral-400',
    button: 'bg-white text-ink hover:bg-neutral-200',
    error: 'text-red-300',
    success: 'text-green-300',
  },
  light: {
    input: 'border-neutral-300 bg-white text-ink',
    button: 'bg-ink text-white hover:bg-neutral-800',
    error: 'text-red-800',
    success: 'text-green-800',
  },
} as const;

/**
 * The newsletter sign-up of the footer and the popup: e-mail only, with no form library (the
 * browser's own constraints, then the server's validation), so neither the footer on every
 * page nor the popup 3 s into a visit brings one. The render token comes with the page, so
 * the first press works before (and without) JavaScript.
 */
export function NewsletterSignup({
  source,
  token,
  tone,
  onSuccess,
}: {
  source: 'footer' | 'popup';
  token: string;
  tone: keyof typeof TONES;
  onSuccess?: () => void;
}) {
  const t = useT();
  const site = useSite();
  const fetcher = useFetcher<LeadActionData>({key: `newsletter-${source}`});
  const form = useRef<HTMLFormElement>(null);
  const last = fetcher.state === 'idle' ? fetcher.data : undefined;
  const outcome = last?.outcome;
  const emailError = last?.result.error?.email?.[0];
  const formError = last?.result.error?.['']?.[0];
  const latestOnSuccess = useRef(onSuccess);
  latestOnSuccess.current = onSuccess;
  const colours = TONES[tone];
  const inputId = `${source}-newsletter-email`;
  const errorId = `${inputId}-error`;

  useEffect(() => {
    if (outcome !== 'success') return;
    form.current?.reset();
    latestOnSuccess.current?.();
  }, [last, outcome]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={sitePath('/api/newsletter', site)}
      className="space-y-2"
    >
      <LeadHiddenFields token={fetcher.data?.token ?? token} />
      <input type="hidden" name="source" value={source} />
      <label htmlFor={inputId} className="sr-only">
        {t('leads.newsletterEmailLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          placeholder={t('leads.newsletterPlaceholder')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          className={`min-h-11 min-w-44 flex-1 rounded border px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 ${colours.input}`}
        />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className={`min-h-11 shrink-0 rounded px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${colours.button}`}
        >
          {fetcher.state !== 'idle'
            ? t('leads.subscribing')
            : t('leads.newsletterSubmit')}
        </button>
      </div>
      <p
        id={errorId}
        role={emailError ? 'alert' : undefined}
        className={`text-sm empty:hidden ${colours.error}`}
      >
        {emailError ? errorText(t, emailError) : null}
      </p>
      <div aria-live="polite" className="text-sm empty:hidden">
        {outcome === 'success' ? (
          <p className={colours.success}>{t('leads.newsletterSuccess')}</p>
        ) : formError ? (
          <p role="alert" className={colours.error}>
            {errorText(t, formError)}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
