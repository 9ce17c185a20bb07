// The dealer's fixed five-step condition scale: the grades of a condition report's parts, the
// condition a seller picks for an instant valuation, and a watch's condition when it names one.
// Best first. Their names are in the every-page `watch` texts; what each means is in
// ./conditionScale.ts with the on-demand condition texts.
import {DEFAULT_LOCALE, type Locale} from '~/i18n/locale';
import {translate, type MessageKey} from '~/i18n/translate';

export const CONDITION_GRADES = [
  'unworn',
  'excellent',
  'very-good',
  'good',
  'fair',
] as const;

export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/**
 * The grade a merchandiser's or visitor's text names: any case, spaces, hyphens or underscores
 * ("Very good", "very_good", "VERY-GOOD"); 'new' and 'mint' are read as they are used in the
 * trade (unworn, excellent). Null for anything else.
 */
export function conditionGrade(
  raw: string | null | undefined,
): ConditionGrade | null {
  const text = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  if ((CONDITION_GRADES as readonly string[]).includes(text))
    return text as ConditionGrade;
  if (text === 'new' || text === 'unworn-new') return 'unworn';
  if (text === 'mint') return 'excellent';
  return null;
}

export const CONDITION_GRADE_LABEL: Record<ConditionGrade, MessageKey> = {
  unworn: 'watch.gradeUnworn',
  excellent: 'watch.gradeExcellent',
  'very-good': 'watch.gradeVeryGood',
  good: 'watch.gradeGood',
  fair: 'watch.gradeFair',
};

/**
 * A watch's condition as a page in `locale` shows it. The catalogue's text is the dealer's
 * English; on a page in another language a text that names a grade ("Excellent", "very good")
 * reads in that language, anything else ("Very good, serviced 2024") stays the dealer's words.
 */
export function conditionWords(
  raw: string,
  locale: Locale,
): {text: string; translated: boolean} {
  const grade = locale === DEFAULT_LOCALE ? null : conditionGrade(raw);
  return grade
    ? {text: translate(locale, CONDITION_GRADE_LABEL[grade]), translated: true}
    : {text: raw, translated: false};
}
