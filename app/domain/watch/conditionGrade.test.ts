import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  CONDITION_GRADES,
  CONDITION_GRADE_LABEL,
  conditionGrade,
  conditionWords,
} from './conditionGrade';
import {translate} from '~/i18n/translate';

const GERMAN_GRADES = [
  'Ungetragen',
  'Hervorragend',
  'Sehr gut',
  'Gut',
  'Befriedigend',
];

describe('conditionWords', () => {
  it('names a grade in German on a German page, and leaves the dealer’s other words alone', () => {
    expect(conditionWords('Excellent', 'de')).toEqual({
      text: 'Hervorragend',
      translated: true,
    });
    expect(conditionWords('very_good', 'de').text).toBe('Sehr gut');
    expect(conditionWords(' VERY-GOOD ', 'de').text).toBe('Sehr gut');
    expect(conditionWords('New', 'de').text).toBe('Ungetragen');
    expect(conditionWords('Fair', 'de').text).toBe('Befriedigend');
    expect(conditionWords('Very good, serviced 2024', 'de')).toEqual({
      text: 'Very good, serviced 2024',
      translated: false,
    });
  });

  it('keeps the dealer’s own words on an English page', () => {
    expect(conditionWords('Excellent', 'en')).toEqual({
      text: 'Excellent',
      translated: false,
    });
    expect(conditionWords('mint', 'en').text).toBe('mint');
  });

  it('every grade has a German name of its own', () => {
    expect(
      CONDITION_GRADES.map((grade) =>
        translate('de', CONDITION_GRADE_LABEL[grade]),
      ),
    ).toEqual(GERMAN_GRADES);
  });

  it('for any text: English unchanged; German a grade’s name exactly when the text names a grade (seeded)', () => {
    const gradeSpellings = fc
      .tuple(
        fc.constantFrom(...CONDITION_GRADES, 'new', 'mint', 'unworn new'),
        fc.constantFrom('', ' ', '  '),
        fc.boolean(),
        fc.constantFrom('-', '_', ' '),
      )
      .map(([grade, pad, upper, joiner]) => {
        const words = grade.replace(/-/g, joiner);
        return pad + (upper ? words.toUpperCase() : words) + pad;
      });
    fc.assert(
      fc.property(fc.oneof(gradeSpellings, fc.string()), (raw) => {
        expect(conditionWords(raw, 'en')).toEqual({
          text: raw,
          translated: false,
        });
        const german = conditionWords(raw, 'de');
        if (conditionGrade(raw)) {
          expect(german.translated).toBe(true);
          expect(GERMAN_GRADES).toContain(german.text);
        } else expect(german).toEqual({text: raw, translated: false});
      }),
      {seed: 1128, numRuns: 2000},
    );
  });
});
