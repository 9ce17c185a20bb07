import {languageTag, type Locale} from '~/i18n/locale';
import {formatPrice} from '~/lib/money';

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 'March 2024' / 'März 2024' from 'YYYY-MM' (or a longer ISO date). */
export function formatMonth(month: string, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(locale), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  const [year, monthNumber] = month.split('-').map(Number);
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** '£10,950' in the shop's currency. */
export function formatPounds(amount: number, locale: Locale): string {
  return formatPrice({amount, currencyCode: 'GBP'}, locale);
}
