import {useEffect, useRef} from 'react';
import {useFetcher} from 'react-router';
import type {LeadActionData} from '~/lib/leads/action';
import {LIMITS} from '~/lib/leads/limits';
import {localizePath} from '~/i18n/locale';
import {useLocale, useT} from '~/i18n/useTranslation';
import {errorText} from './errorText';
import {LeadHiddenFields} from './formParts';
import '~/i18n/areas/leads';

/**
 * The footer's newsletter form, on every page, so it carries no form library: the browser's
 * own constraints and the server's validation. Its render token comes with the page, so the
 * first press works before (and without) JavaScript.
 */
export function FooterNewsletter({token}: {token: string}) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<LeadActionData>({key: 'newsletter-footer'});
  const form = useRef<HTMLFormElement>(null);
  const last = fetcher.state === 'idle' ? fetcher.data : undefined;
  const outcome = last?.outcome;
  const emailError = last?.result.error?.email?.[0];
  const formError = last?.result.error?.['']?.[0];

  useEffect(() => {
    if (outcome === 'success') form.current?.reset();
  }, [last, outcome]);

  return (
    <section aria-labelledby="footer-newsletter">
      <h3
        id="footer-newsletter"
        className="text-sm font-semibold tracking-widest text-white uppercase"
      >
        {t('leads.footerNewsletterHeading')}
      </h3>
      <p className="mt-2 mb-3 text-sm">{t('leads.newsletterText')}</p>
      <fetcher.Form
        ref={form}
        method="post"
        action={localizePath('/api/newsletter', locale)}
        className="space-y-2"
      >
        <LeadHiddenFields token={fetcher.data?.token ?? token} />
        <input type="hidden" name="source" value="footer" />
        <label htmlFor="footer-newsletter-email" className="sr-only">
          {t('leads.newsletterEmailLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="footer-newsletter-email"
            name="email"
            type="email"
            required
            maxLength={LIMITS.email}
            autoComplete="email"
            placeholder={t('leads.newsletterPlaceholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={
              emailError ? 'footer-newsletter-email-error' : undefined
            }
            className="min-h-11 min-w-0 flex-1 rounded border border-neutral-500 bg-transparent px-3 py-2 text-base text-white placeholder:text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-1"
          />
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="min-h-11 shrink-0 rounded bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
          >
            {fetcher.state !== 'idle'
              ? t('leads.subscribing')
              : t('leads.newsletterSubmit')}
          </button>
        </div>
        <p
          id="footer-newsletter-email-error"
          role={emailError ? 'alert' : undefined}
          className="text-sm text-red-300 empty:hidden"
        >
          {emailError ? errorText(t, emailError) : null}
        </p>
        <div aria-live="polite" className="text-sm empty:hidden">
          {outcome === 'success' ? (
            <p className="text-green-300">{t('leads.newsletterSuccess')}</p>
          ) : formError ? (
            <p role="alert" className="text-red-300">
              {errorText(t, formError)}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
