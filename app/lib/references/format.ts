import type {Locale} from '~/i18n/locale';
import {formatPrice} from '~/lib/money';

// Written out rather than asked of Intl: the watch page's market-history line shows a month, and
// a first Intl formatter costs a long task while the page hydrates (docs/decisions/027).
const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** 'March 2024' / 'März 2024' from 'YYYY-MM' (or a longer ISO date). */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${MONTHS[locale][monthNumber - 1]} ${year}`;
}

/** '£10,950' in the shop's currency. */
export function formatPounds(amount: number, locale: Locale): string {
  return formatPrice({amount, currencyCode: 'GBP'}, locale);
}
