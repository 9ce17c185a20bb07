import {useDealer} from '~/hooks/rootData';
import type {LeadActionData} from '~/server/leads/leadAction';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {LeadForm} from './LeadForm';
import {FieldRows, PERSON_AND_WATCH_ROWS} from './FieldRows';
import type {SellPrefill} from '~/domain/valuation/valuationPrefill';
import {VALUATION_FIELD} from '~/domain/valuation/leadValuation';
import '~/i18n/areas/leads';
import '~/i18n/areas/valuation';

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
  prefill,
}: {
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
  heading?: boolean;
  /** From the instant valuation above the form: its fields and the signed valuation it carries. */
  prefill?: SellPrefill | null;
}) {
  const t = useT();
  const dealer = useDealer();
  const lead = useLeadForm('sellQuick', {
    serverResult,
    initialToken,
    defaultValue: prefill
      ? {
          brand: prefill.brand,
          model: prefill.model,
          reference: prefill.reference,
          watchAge: prefill.watchAge,
          watchCondition: prefill.watchCondition,
          boxPapers: prefill.boxPapers,
        }
      : undefined,
  });
  const {form, fields} = lead;
  // After a post without JavaScript the form comes back with what was sent, the valuation too.
  const sent = fields.valuation.initialValue;
  const claim =
    prefill?.valuation?.claim ?? (typeof sent === 'string' ? sent : '');
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
        {claim ? (
          <input type="hidden" name={VALUATION_FIELD} value={claim} />
        ) : null}
        {prefill?.valuation ? (
          <p
            className="text-sm text-neutral-700 sm:col-span-2"
            data-testid="valuation-carried"
          >
            {t('valuation.carried', {reference: prefill.valuation.reference})}
          </p>
        ) : null}
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
