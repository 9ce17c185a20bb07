import type {LeadActionData} from '~/server/leads/leadAction';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm, useOnLeadSuccess} from './useLeadForm';
import {CheckboxField} from './fields';
import {LeadForm} from './LeadForm';
import {FieldRows} from './FieldRows';
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
  const lead = useLeadForm('enquiry', {
    serverResult,
    initialToken,
    defaultValue: {
      subject: defaultSubject,
      productSku: productSku ?? '',
      productTitle: productTitle ?? '',
    },
  });

  useOnLeadSuccess(lead.last, lead.submitting, onSuccess);
  const {fields} = lead;

  return (
    <LeadForm
      lead={lead}
      className="space-y-4"
      success={t('leads.enquirySuccess')}
      submitLabel={t('leads.enquirySubmit')}
      pendingLabel={t('leads.submitting')}
    >
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
      <FieldRows
        fields={fields}
        rows={[
          'subject',
          'name',
          'email',
          {name: 'phone', label: 'leads.fieldPhoneNumber'},
          'message',
        ]}
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
    </LeadForm>
  );
}
