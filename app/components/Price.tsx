import {formatPrice, isPriceMissing, type MoneyLike} from '~/domain/money';
import {useLocale} from '~/i18n/useTranslation';
import {translate} from '~/i18n/translate';
import type {Locale} from '~/i18n/locale';

/** The price as text: whole pounds, or 'Price Unavailable' (for a parent that renders its own element). */
export function priceLabel(money: MoneyLike, locale: Locale): string {
  return isPriceMissing(money) || !money
    ? translate(locale, 'cart.priceUnavailable')
    : formatPrice(money, locale);
}

/** A price in whole pounds, or 'Price Unavailable' when the dealer has not set one. */
export function Price({
  money,
  className,
}: {
  money: MoneyLike;
  className?: string;
}) {
  const locale = useLocale();
  return <span className={className}>{priceLabel(money, locale)}</span>;
}
