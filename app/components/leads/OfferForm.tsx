import type {LeadActionData} from '~/server/leads/leadAction';
import {useT} from '~/i18n/useTranslation';
import {useSite} from '~/hooks/useSite';
import {useLeadForm, useOnLeadSuccess} from './useLeadForm';
import {LeadForm} from './LeadForm';
import {FieldRows} from './FieldRows';
import {TextField} from './fields';
import '~/i18n/areas/leads';

/**
 * An offer on one watch (decision 131): the amount in the site's currency (decision 134), then
 * who is asking. Posts to the
 * watch's offer page, which also answers a post sent without JavaScript.
 */
export function OfferForm({
  handle,
  serverResult,
  initialToken,
  onSuccess,
}: {
  handle: string;
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
  onSuccess?: () => void;
}) {
  const t = useT();
  const {currency} = useSite().market;
  const lead = useLeadForm('offer', {
    serverResult,
    initialToken,
    actionPath: `/products/${handle}/offer`,
    fetcherKey: `offer:${handle}`,
  });
  useOnLeadSuccess(lead.last, lead.submitting, onSuccess);
  return (
    <LeadForm
      lead={lead}
      className="grid gap-4"
      success={t('leads.offerSuccess')}
      submitLabel={t('leads.offerSubmit')}
      pendingLabel={t('leads.submitting')}
    >
      <TextField
        field={lead.fields.amount}
        label={t('leads.fieldOfferAmount', {currency})}
        hint={t('leads.fieldOfferAmountHint', {currency})}
        autoComplete="off"
        inputMode="decimal"
      />
      <FieldRows
        fields={lead.fields}
        rows={['name', 'email', 'phone', 'message']}
      />
    </LeadForm>
  );
}
