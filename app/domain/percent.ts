import type {Locale} from '~/i18n/locale';

/**
 * A share as a whole percentage the way each language writes it ('12%', '12 %' with a
 * no-break space), without `Intl`: browsers' number data need not match the server's.
 */
export function wholePercent(share: number, locale: Locale): string {
  const whole = Math.round(share * 100);
  return locale === 'de' ? `${whole}\u00a0%` : `${whole}%`;
}
