import {useT} from '~/i18n/useTranslation';

// TEMPORARY GAP (issue 7): the lead-capture work provides QuickSellForm in
// app/components/leads/. Until it lands, this note stands in its place.
export function SellFormSlot({email}: {email: string}) {
  const t = useT();
  return (
    <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-neutral-600" data-testid="sell-form-pending">
      {t('content.sellFormPending', {email})}
    </p>
  );
}
