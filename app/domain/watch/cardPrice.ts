// What a listed watch shows beside its name, wherever it is listed (a card, the search panel's
// matches): its status, and its price, or for a sold watch its figure in pounds (decision 142).
import {availabilityStatus, withReservation} from './availability';
import {soldPriceShown} from './soldPrice';

type Money = {amount: string; currencyCode: string};

/** The fields of the card fragment this reads. */
export interface ListedWatch {
  availableForSale?: boolean | null;
  status?: {value?: string | null} | null;
  reservedUntil?: {value?: string | null} | null;
  soldPrice?: {value?: string | null} | null;
  priceRange?: {minVariantPrice?: Money | null} | null;
  selectedOrFirstAvailableVariant?: {
    availableForSale?: boolean | null;
    price?: Money | null;
  } | null;
}

export function cardPrice(watch: ListedWatch, siteCurrency: string) {
  const variant = watch.selectedOrFirstAvailableVariant;
  const price = variant?.price ?? watch.priceRange?.minVariantPrice ?? null;
  const status = withReservation(
    availabilityStatus(watch.status?.value),
    watch.reservedUntil?.value,
    variant?.availableForSale ?? watch.availableForSale,
  );
  const sold =
    status === 'sold'
      ? soldPriceShown(
          {soldPrice: watch.soldPrice?.value, askingPrice: price},
          siteCurrency,
        )
      : null;
  return {status, price, sold};
}
