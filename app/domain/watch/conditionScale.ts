// What each grade of the dealer's condition scale means, shown beside a condition report and the
// valuation's choice (the grades themselves: ./conditionGrade.ts).
import type {MessageKey} from '~/i18n/translate';
import type {ConditionGrade} from './conditionGrade';
import '~/i18n/areas/condition';

export const CONDITION_GRADE_MEANING: Record<ConditionGrade, MessageKey> = {
  unworn: 'condition.gradeUnwornMeaning',
  excellent: 'condition.gradeExcellentMeaning',
  'very-good': 'condition.gradeVeryGoodMeaning',
  good: 'condition.gradeGoodMeaning',
  fair: 'condition.gradeFairMeaning',
};
