import {getFormProps} from '@conform-to/react';
import type {LeadActionData} from '~/lib/leads/action';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm, useOnLeadSuccess} from './useLeadForm';
import {
  CheckboxField,
  errorText,
  FormBanner,
  LeadHiddenFields,
  SubmitButton,
  TextAreaField,
  TextField,
} from './fields';
import '~/i18n/areas/leads';

export function EnquiryForm({
  productSku,
  productTitle,
  subject,
  serverResult,
  initialToken,
  onSuccess,
}: {
  productSku?: string | null;
  productTitle?: string | null;
  subject?: string | null;
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
  onSuccess?: () => void;
}) {
  const t = useT();
  const defaultSubject =
    subject ||
    (productTitle
      ? t('leads.enquirySubjectDefault', {title: productTitle})
      : t('leads.enquiryGeneralSubject'));
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
  } = useLeadForm('enquiry', {
    serverResult,
    initialToken,
    defaultValue: {
      subject: defaultSubject,
      productSku: productSku ?? '',
      productTitle: productTitle ?? '',
    },
  });

  useOnLeadSuccess(last, submitting, onSuccess);

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <LeadHiddenFields token={token} />
      {/* After a post without JavaScript the watch comes back with the submission. */}
      <input
        type="hidden"
        name={fields.productSku.name}
        value={productSku || String(fields.productSku.initialValue ?? '')}
      />
      <input
        type="hidden"
        name={fields.productTitle.name}
        value={productTitle || String(fields.productTitle.initialValue ?? '')}
      />
      <TextField field={fields.subject} label={t('leads.fieldSubject')} />
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
        label={t('leads.fieldPhoneNumber')}
        type="tel"
        autoComplete="tel"
      />
      <TextAreaField
        field={fields.message}
        label={t('leads.fieldMessage')}
        rows={5}
      />
      <fieldset>
        <legend className="text-sm font-medium">
          {t('leads.contactPreference')}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <CheckboxField
            field={fields.contactPhone}
            label={t('leads.prefPhone')}
          />
          <CheckboxField
            field={fields.contactEmail}
            label={t('leads.prefEmail')}
          />
          <CheckboxField
            field={fields.contactWhatsapp}
            label={t('leads.prefWhatsapp')}
          />
          <CheckboxField
            field={fields.contactImessage}
            label={t('leads.prefImessage')}
          />
        </div>
      </fieldset>
      <FormBanner
        outcome={outcome}
        success={t('leads.enquirySuccess')}
        error={formError ? errorText(t, formError) : null}
      />
      <SubmitButton
        submitting={submitting}
        pendingLabel={t('leads.submitting')}
      >
        {t('leads.enquirySubmit')}
      </SubmitButton>
    </fetcher.Form>
  );
}
