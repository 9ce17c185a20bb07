import {getFormProps, getInputProps} from '@conform-to/react';
import type {LeadActionData} from '~/server/leads/leadAction';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm, useOnLeadSuccess} from './useLeadForm';
import {errorText, FieldError, LeadHiddenFields, SubmitButton} from './fields';

/** Newsletter sign-up (footer or popup): e-mail only; the source goes with it. */
export function NewsletterForm({
  source,
  serverResult,
  initialToken,
  onSuccess,
  tone = 'light',
}: {
  source: 'footer' | 'popup';
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
  onSuccess?: () => void;
  tone?: 'light' | 'dark';
}) {
  const t = useT();
  const {
    fetcher,
    form,
    fields,
    token,
    action,
    submitting,
    outcome,
    formError,
    last,
  } = useLeadForm('newsletter', {
    serverResult,
    initialToken,
    fetcherKey: `newsletter-${source}`,
  });

  useOnLeadSuccess(last, submitting, onSuccess);

  const email = getInputProps(fields.email, {type: 'email'});
  const dark = tone === 'dark';
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="space-y-2"
    >
      <LeadHiddenFields token={token} />
      <input type="hidden" name={fields.source.name} value={source} />
      <label htmlFor={fields.email.id} className="sr-only">
        {t('leads.newsletterEmailLabel')}
      </label>
      <div className="flex gap-2">
        <input
          {...email}
          key={email.key}
          autoComplete="email"
          placeholder={t('leads.newsletterPlaceholder')}
          className={`min-w-0 flex-1 rounded border px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 ${
            dark
              ? 'border-neutral-500 bg-transparent text-white placeholder:text-neutral-400'
              : 'border-neutral-300 bg-white text-ink'
          }`}
        />
        <SubmitButton
          submitting={submitting}
          pendingLabel={t('leads.subscribing')}
          className={`shrink-0 rounded px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${
            dark
              ? 'bg-white text-ink hover:bg-neutral-200'
              : 'bg-ink text-white hover:bg-neutral-800'
          }`}
        >
          {t('leads.newsletterSubmit')}
        </SubmitButton>
      </div>
      <FieldError field={fields.email} />
      <div aria-live="polite" className="text-sm empty:hidden">
        {outcome === 'success' ? (
          <p className={dark ? 'text-green-300' : 'text-green-800'}>
            {t('leads.newsletterSuccess')}
          </p>
        ) : formError ? (
          <p role="alert" className={dark ? 'text-red-300' : 'text-red-800'}>
            {errorText(t, formError)}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
