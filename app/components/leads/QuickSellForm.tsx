import {useDealer} from '~/hooks/rootData';
import type {LeadActionData} from '~/server/leads/leadAction';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {LeadForm} from './LeadForm';
import {FieldRows, PERSON_AND_WATCH_ROWS} from './FieldRows';
import '~/i18n/areas/leads';

/**
 * The small sell form for /sell-your-watch: name, email, phone, brand required;
 * model, reference, box & papers, age, condition optional. Posts to /api/sell.
 * Pass `initialToken` from a loader (`issueLeadToken(context)`) to work without JavaScript
 * on the first try; otherwise the form fetches its token when it mounts.
 */
export function QuickSellForm({
  serverResult,
  initialToken,
  heading = true,
}: {
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
  heading?: boolean;
}) {
  const t = useT();
  const dealer = useDealer();
  const lead = useLeadForm('sellQuick', {serverResult, initialToken});
  const {form} = lead;
  return (
    <section
      aria-labelledby={heading ? `${form.id}-title` : undefined}
      className="rounded-lg bg-stone p-6"
    >
      {heading ? (
        <>
          <h2 id={`${form.id}-title`} className="font-display text-2xl">
            {t('leads.sellQuickTitle')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-neutral-700">
            {t('leads.sellQuickIntro')}
          </p>
        </>
      ) : null}
      <LeadForm
        lead={lead}
        className="grid gap-4 sm:grid-cols-2"
        footerClassName="space-y-4 sm:col-span-2"
        success={t('leads.sellSuccess')}
        submitLabel={t('leads.sellQuickSubmit')}
        pendingLabel={t('leads.submitting')}
        errorVars={{email: dealer.email}}
      >
        <FieldRows
          fields={lead.fields}
          rows={[
            ...PERSON_AND_WATCH_ROWS,
            // The quick form asks yes or no; the full form which of box and papers.
            {
              name: 'boxPapers',
              options: [
                {value: 'yes', label: 'leads.yes'},
                {value: 'no', label: 'leads.no'},
              ],
            },
            'watchAge',
            {name: 'watchCondition', wide: true},
          ]}
        />
      </LeadForm>
    </section>
  );
}
