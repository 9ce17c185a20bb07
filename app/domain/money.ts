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

// The dealer's own currencies are written by hand: a page's first Intl formatter loads the
// browser's locale data, a long main-thread task on a phone while the page hydrates. Server and
// browser then also agree to the character. Any other currency goes to Intl.
const SYMBOLS: Record<string, string> = {GBP: '£', EUR: '€'};

// Building an Intl formatter costs far more than formatting with one: one per language and currency.
const priceFormats = new Map<string, Intl.NumberFormat>();

function intlPrice(amount: number, currencyCode: string, locale: Locale) {
  const key = `${locale} ${currencyCode}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(locale), {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

/** '£12,500' — the item's own currency, whole units, as a British shop writes prices. */
export function formatPrice(
  money: NonNullable<MoneyLike>,
  locale: Locale = 'en',
): string {
  const amount = Number(money.amount);
  const symbol = SYMBOLS[money.currencyCode];
  if (symbol === undefined || !Number.isFinite(amount) || amount < 0)
    return intlPrice(amount, money.currencyCode, locale);
  // Whole units, halves rounded up as Intl rounds them.
  const digits = String(Math.round(amount));
  return locale === 'de'
    ? `${groupThousands(digits, '.')}\u00a0${symbol}`
    : `${symbol}${groupThousands(digits, ',')}`;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}
