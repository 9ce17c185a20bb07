import type {Locale} from '~/i18n/locale';

/** Month names in each language, January first: dates are written without Intl (decision 027). */
export const MONTHS: Record<Locale, readonly string[]> = {
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

/** A date as readers of the language write it: '12 March 2024', '12. März 2024' (no Intl). */
export function formatContentDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return locale === 'de'
    ? `${day}. ${MONTHS.de[month - 1]} ${year}`
    : `${day} ${MONTHS.en[month - 1]} ${year}`;
}
