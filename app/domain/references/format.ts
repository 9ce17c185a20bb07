import type {Locale} from '~/i18n/locale';
import {MONTHS} from '~/i18n/months';
import {formatPrice} from '~/domain/money';
import type {Pounds} from '~/domain/pounds';

// Month names from a list: the watch page's market-history line shows a month, and a first
// Intl formatter costs a long task while the page hydrates (docs/decisions/027).
/** 'March 2024' / 'März 2024' from 'YYYY-MM' (or a longer ISO date). */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${MONTHS[locale][monthNumber - 1]} ${year}`;
}

/** '£10,950': only an amount known to be pounds (see ~/domain/pounds), never a converted one. */
export function formatPounds(amount: Pounds, locale: Locale): string {
  return formatPrice({amount, currencyCode: 'GBP'}, locale);
}
