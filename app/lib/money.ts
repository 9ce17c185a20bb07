import type {Locale} from '~/i18n/locale';
import {languageTag} from '~/i18n/locale';

export type MoneyLike =
  {amount: string | number; currencyCode: string} | null | undefined;

/** A price the dealer has not set arrives as no money or as zero: both read 'Price Unavailable'. */
export function isPriceMissing(money: MoneyLike): boolean {
  if (!money) return true;
  const amount = Number(money.amount);
  return !Number.isFinite(amount) || amount <= 0;
}

// Building an Intl formatter costs far more than formatting with one: one per language and currency.
const priceFormats = new Map<string, Intl.NumberFormat>();

/** '£12,500' — the item's own currency, whole units, as a British shop writes prices. */
export function formatPrice(
  money: NonNullable<MoneyLike>,
  locale: Locale = 'en',
): string {
  const key = `${locale} ${money.currencyCode}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(locale), {
      style: 'currency',
      currency: money.currencyCode,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    priceFormats.set(key, format);
  }
  return format.format(Number(money.amount));
}
