import {getFormProps} from '@conform-to/react';
import type {LeadActionData} from '~/lib/leads/action';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {
  errorText,
  FormBanner,
  LeadHiddenFields,
  SubmitButton,
  TextAreaField,
  TextField,
} from './fields';
import '~/i18n/areas/leads';

/** Contact page form: name, email, message (7 rows). Success clears it; errors keep it. */
export function ContactForm({
  serverResult,
  initialToken,
}: {
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
}) {
  const t = useT();
  const {fetcher, form, fields, token, action, submitting, outcome, formError} =
    useLeadForm('contact', {
      serverResult,
      initialToken,
    });
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <LeadHiddenFields token={token} />
      <TextField
        field={fields.name}
        label={t('leads.fieldName')}
        autoComplete="name"
      />
      <TextField
        field={fields.email}
        label={t('leads.fieldEmail')}
        type="email"
        autoComplete="email"
      />
      <TextAreaField
        field={fields.message}
        label={t('leads.fieldMessage')}
        rows={7}
      />
      <FormBanner
        outcome={outcome}
        success={t('leads.contactSuccess')}
        error={formError ? errorText(t, formError) : null}
      />
      <SubmitButton submitting={submitting} pendingLabel={t('leads.sending')}>
        {t('leads.contactSubmit')}
      </SubmitButton>
    </fetcher.Form>
  );
}
