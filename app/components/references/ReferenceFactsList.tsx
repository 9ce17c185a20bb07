import {useT} from '~/i18n/useTranslation';
import type {ReferenceFacts} from '~/lib/references/marketHistory';

/** Model, case, movement and the years of the watches handled, as a definition list. */
export function ReferenceFactsList({facts}: {facts: ReferenceFacts}) {
  const t = useT();
  const rows: Array<[string, string | null]> = [
    [t('references.model'), facts.model || null],
    [t('references.caseSize'), facts.caseSize],
    [t('references.caseMaterial'), facts.caseMaterial],
    [t('references.movement'), facts.movement],
    [
      t('references.years'),
      facts.years
        ? facts.years.from === facts.years.to
          ? String(facts.years.from)
          : `${facts.years.from}–${facts.years.to}`
        : null,
    ],
  ];
  return (
    <dl
      className="grid gap-x-8 gap-y-3 sm:grid-cols-2"
      data-testid="reference-facts"
    >
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div
            key={label}
            className="flex gap-3 border-b border-neutral-200 pb-2"
          >
            <dt className="w-36 shrink-0 text-neutral-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
