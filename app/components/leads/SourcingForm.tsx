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

/** A sourcing request ("find me this watch") for /sourcing; posts to /api/sourcing. */
export function SourcingForm({
  serverResult,
  initialToken,
}: {
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
}) {
  const t = useT();
  const {fetcher, form, fields, token, action, submitting, outcome, formError} =
    useLeadForm('sourcing', {
      serverResult,
      initialToken,
    });
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-2"
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
      <TextField
        field={fields.phone}
        label={t('leads.fieldPhone')}
        type="tel"
        autoComplete="tel"
      />
      <TextField field={fields.brand} label={t('leads.fieldBrand')} />
      <TextField field={fields.model} label={t('leads.fieldModel')} />
      <TextField field={fields.reference} label={t('leads.fieldReference')} />
      <TextField field={fields.budget} label={t('leads.fieldBudget')} />
      <div className="sm:col-span-2">
        <TextAreaField
          field={fields.message}
          label={t('leads.fieldMessage')}
          rows={5}
        />
      </div>
      <div className="space-y-4 sm:col-span-2">
        <FormBanner
          outcome={outcome}
          success={t('leads.sourcingSuccess')}
          error={formError ? errorText(t, formError) : null}
        />
        <SubmitButton
          submitting={submitting}
          pendingLabel={t('leads.submitting')}
        >
          {t('leads.sourcingSubmit')}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
