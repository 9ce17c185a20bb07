import type {LeadActionData} from '~/server/leads/leadAction';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {LeadForm} from './LeadForm';
import {FieldRows, PERSON_AND_WATCH_ROWS} from './FieldRows';
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
  const lead = useLeadForm('sourcing', {serverResult, initialToken});
  return (
    <LeadForm
      lead={lead}
      className="grid gap-4 sm:grid-cols-2"
      footerClassName="space-y-4 sm:col-span-2"
      success={t('leads.sourcingSuccess')}
      submitLabel={t('leads.sourcingSubmit')}
      pendingLabel={t('leads.submitting')}
    >
      <FieldRows
        fields={lead.fields}
        rows={[
          ...PERSON_AND_WATCH_ROWS,
          'budget',
          {name: 'message', wide: true},
        ]}
      />
    </LeadForm>
  );
}
