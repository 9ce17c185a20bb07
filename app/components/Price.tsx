import {formatPrice, isPriceMissing, type MoneyLike} from '~/lib/money';
import {useLocale, useT} from '~/i18n/useTranslation';

/** A price in whole pounds, or 'Price Unavailable' when the dealer has not set one. */
export function Price({
  money,
  className,
}: {
  money: MoneyLike;
  className?: string;
}) {
  const locale = useLocale();
  const t = useT();
  if (isPriceMissing(money) || !money)
    return <span className={className}>{t('cart.priceUnavailable')}</span>;
  return <span className={className}>{formatPrice(money, locale)}</span>;
}
