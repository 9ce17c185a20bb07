import {alertLabel, referenceFromSearch} from '~/domain/alerts/label';
import type {AlertSource} from '~/domain/alerts/label';
import {useLocale} from '~/i18n/useTranslation';
import {StockAlertForm} from './StockAlertForm';

/** "Alert me when one arrives" for one reference; nothing when it does not read as one. */
export function ReferenceAlert({
  reference,
  title,
  source,
}: {
  reference: string;
  /** The watch or model the intro names, such as 'Rolex Submariner Date'. */
  title: string | null;
  source: AlertSource;
}) {
  const locale = useLocale();
  const normalized = referenceFromSearch(reference);
  if (!normalized) return null;
  const target = {kind: 'reference' as const, reference: normalized, title};
  return (
    <StockAlertForm
      target={target}
      source={source}
      label={alertLabel(locale, target)}
    />
  );
}
