import type {LeadActionData} from '~/server/leads/leadAction';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {LeadForm} from './LeadForm';
import {FieldRows} from './FieldRows';
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
  const lead = useLeadForm('contact', {serverResult, initialToken});
  return (
    <LeadForm
      lead={lead}
      className="space-y-4"
      success={t('leads.contactSuccess')}
      submitLabel={t('leads.contactSubmit')}
      pendingLabel={t('leads.sending')}
    >
      <FieldRows
        fields={lead.fields}
        rows={['name', 'email', {name: 'message', rows: 7}]}
      />
    </LeadForm>
  );
}
