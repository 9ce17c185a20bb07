import type {ReactNode} from 'react';
import {getFormProps} from '@conform-to/react';
import {useT} from '~/i18n/useTranslation';
import type {useLeadForm} from './useLeadForm';
import {errorText, FormBanner, LeadHiddenFields, SubmitButton} from './fields';
import '~/i18n/areas/leads';

/**
 * The frame every full lead form shares: a fetcher form posting to its action (a plain post
 * without JavaScript), the render token and honeypot, then the fields, then the outcome
 * banner and the submit button.
 */
export function LeadForm({
  lead,
  className,
  encType,
  success,
  submitLabel,
  pendingLabel,
  errorVars,
  footerClassName,
  children,
}: {
  lead: ReturnType<typeof useLeadForm>;
  className: string;
  encType?: 'multipart/form-data';
  success: string;
  submitLabel: string;
  pendingLabel: string;
  /** Values for the error texts' placeholders (e.g. the dealer's e-mail). */
  errorVars?: Record<string, string>;
  /** Wraps banner and button, e.g. to span both columns of a grid. */
  footerClassName?: string;
  children: ReactNode;
}) {
  const t = useT();
  const {fetcher, form, token, action, submitting, outcome, formError} = lead;
  const footer = (
    <>
      <FormBanner
        outcome={outcome}
        success={success}
        error={formError ? errorText(t, formError, errorVars) : null}
      />
      <SubmitButton submitting={submitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </>
  );
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={encType}
      {...getFormProps(form)}
      className={className}
    >
      <LeadHiddenFields token={token} />
      {children}
      {footerClassName ? (
        <div className={footerClassName}>{footer}</div>
      ) : (
        footer
      )}
    </fetcher.Form>
  );
}
