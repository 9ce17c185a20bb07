// The quick sell form, prefilled from the valuation the seller just got: the watch's brand and
// model from the reference's watches, the reference and the seller's choices in the page's
// language, and the signed valuation itself.
import type {ValuationAnswer} from '~/server/valuation/loadValuation';
import type {Locale} from '~/i18n/locale';
import {translate, type MessageKey} from '~/i18n/translate';
import {CONDITION_GRADE_LABEL} from '~/domain/watch/conditionGrade';
import type {YearBand} from './instantValuation';
import '~/i18n/areas/condition';
import '~/i18n/areas/valuation';

export const YEAR_BAND_LABEL: Record<YearBand, MessageKey> = {
  'before-2000': 'valuation.yearBefore2000',
  '2000-2009': 'valuation.year2000s',
  '2010-2014': 'valuation.year2010to2014',
  '2015-2019': 'valuation.year2015to2019',
  '2020-on': 'valuation.year2020on',
};

export interface SellPrefill {
  brand: string;
  model: string;
  reference: string;
  watchAge: string;
  watchCondition: string;
  /** The quick form asks yes or no: yes for a complete set, no for the watch alone. */
  boxPapers: '' | 'yes' | 'no';
  /** The signed valuation the form carries, and the reference it is for. */
  valuation: {claim: string; reference: string} | null;
}

export function valuationPrefill(
  answer: ValuationAnswer,
  locale: Locale,
): SellPrefill | null {
  if (answer.state === 'empty') return null;
  const {inputs} = answer;
  const answered = answer.state === 'answered' ? answer : null;
  return {
    brand: answered?.vendor ?? '',
    model: answered?.model ?? '',
    reference: answered?.reference ?? inputs.reference,
    watchAge: inputs.year
      ? translate(locale, YEAR_BAND_LABEL[inputs.year])
      : '',
    watchCondition: inputs.condition
      ? translate(locale, CONDITION_GRADE_LABEL[inputs.condition])
      : '',
    boxPapers:
      inputs.papers === 'complete-set'
        ? 'yes'
        : inputs.papers === 'watch-only'
          ? 'no'
          : '',
    valuation: answered
      ? {claim: answered.claim, reference: answered.reference}
      : null,
  };
}
