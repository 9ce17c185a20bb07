import {useLocale, useT} from '~/i18n/useTranslation';
import {formatPounds} from '~/domain/references/format';
import type {SoldWatch} from '~/domain/references/marketHistory';
import type {Pounds} from '~/domain/pounds';
import '~/i18n/areas/references';

/** The i18n key naming what a sale's price is: achieved, or only the last asking price. */
export const PRICE_KIND_LABEL = {
  achieved: 'references.priceAchieved',
  asking: 'references.priceAsking',
} as const;

/** '£10,950 (achieved)' — a sold watch's price and what kind of price it is. */
export function SalePrice({
  price,
  priceKind,
}: {
  price: Pounds;
  priceKind: SoldWatch['priceKind'];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {formatPounds(price, locale)}{' '}
      <span className="text-neutral-600">
        ({t(PRICE_KIND_LABEL[priceKind])})
      </span>
    </>
  );
}
