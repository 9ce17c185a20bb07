import {alertLabel, referenceFromSearch} from '~/domain/alerts/label';
import type {AlertSource} from '~/domain/alerts/label';
import {watchName} from '~/domain/watch/watchName';
import {useLocale} from '~/i18n/useTranslation';
import {StockAlertForm} from './StockAlertForm';

/** "Alert me when one arrives" for one reference; nothing when it does not read as one. */
export function ReferenceAlert({
  reference,
  vendor,
  title,
  source,
}: {
  reference: string;
  vendor: string | null;
  /** The watch or model the intro names, such as 'Submariner Date'; the vendor goes before it once. */
  title: string | null;
  source: AlertSource;
}) {
  const locale = useLocale();
  const normalized = referenceFromSearch(reference);
  if (!normalized) return null;
  const name = watchName(vendor, title ?? '');
  const target = {
    kind: 'reference' as const,
    reference: normalized,
    title: name || null,
  };
  return (
    <StockAlertForm
      target={target}
      source={source}
      label={alertLabel(locale, target)}
    />
  );
}
