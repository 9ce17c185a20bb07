import type {CatalogueState} from '~/domain/catalogue/filters';
import {alertLabel, referenceFromSearch} from '~/domain/alerts/label';
import {useLocale} from '~/i18n/useTranslation';
import {useSite} from '~/hooks/useSite';
import {StockAlertForm} from './StockAlertForm';

/**
 * On the catalogue: a search for a reference that found nothing offers an alert for that
 * reference; a filter set (brand, year, price, case size) offers "new watches like these".
 */
export function CatalogueAlert({
  state,
  total,
}: {
  state: CatalogueState;
  total: number;
}) {
  const locale = useLocale();
  const {market} = useSite();
  if (state.search) {
    const reference = total === 0 ? referenceFromSearch(state.search) : null;
    if (!reference) return null;
    const target = {kind: 'reference' as const, reference, title: null};
    return (
      <StockAlertForm
        target={target}
        source="search"
        label={alertLabel(locale, target)}
      />
    );
  }
  const {brands, years, price, sizes} = state;
  if (brands.length + years.length + sizes.length === 0 && !price) return null;
  const target = {
    kind: 'filter' as const,
    filters: {brands, years, price, sizes},
  };
  return (
    <StockAlertForm
      target={target}
      source="catalogue"
      label={alertLabel(locale, target, market.currency)}
    />
  );
}
