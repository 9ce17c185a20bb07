import {alertLabel, referenceFromSearch} from '~/lib/alerts/request';
import type {AvailabilityStatus} from '~/lib/watch/availability';
import {useLocale} from '~/i18n/useTranslation';
import {StockAlertForm} from './StockAlertForm';

/** On a sold watch's page: be told when another of its reference arrives. */
export function SoldWatchAlert({
  status,
  reference,
  title,
}: {
  status: AvailabilityStatus;
  reference: string;
  title: string;
}) {
  const locale = useLocale();
  const normalized = status === 'sold' ? referenceFromSearch(reference) : null;
  if (!normalized) return null;
  const target = {kind: 'reference' as const, reference: normalized, title};
  return (
    <StockAlertForm
      target={target}
      source="product"
      label={alertLabel(locale, target)}
    />
  );
}
