import {useT} from '~/i18n/useTranslation';
import {
  CONDITION_GRADES,
  CONDITION_GRADE_LABEL,
} from '~/domain/watch/conditionGrade';
import {CONDITION_GRADE_MEANING} from '~/domain/watch/conditionScale';
import '~/i18n/areas/condition';

/** The five grades and what each means, folded away until asked for (works without JavaScript). */
export function ConditionScale({summary}: {summary: string}) {
  const t = useT();
  return (
    <details className="text-sm" data-testid="condition-scale">
      <summary className="inline-flex min-h-11 cursor-pointer items-center underline underline-offset-2">
        {summary}
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {CONDITION_GRADES.map((grade) => (
          <div key={grade} className="contents">
            <dt className="font-semibold">{t(CONDITION_GRADE_LABEL[grade])}</dt>
            <dd className="text-neutral-700">
              {t(CONDITION_GRADE_MEANING[grade])}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
