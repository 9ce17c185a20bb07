import {useLocale, useT} from '~/i18n/useTranslation';
import type {ReferenceFacts} from '~/domain/references/marketHistory';
import '~/i18n/areas/references';

/** Model, case, movement and the years of the watches handled, as a definition list. */
export function ReferenceFactsList({facts}: {facts: ReferenceFacts}) {
  const t = useT();
  // The archive's catalogue texts are the English ones (decision 031): say so on German pages.
  const catalogueLang = useLocale() === 'de' ? 'en' : undefined;
  const rows: Array<[string, string | null, string?]> = [
    [t('references.model'), facts.model || null, catalogueLang],
    [t('references.caseSize'), facts.caseSize],
    [t('references.caseMaterial'), facts.caseMaterial, catalogueLang],
    [t('references.movement'), facts.movement, catalogueLang],
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
        .filter((row): row is [string, string, string?] => Boolean(row[1]))
        .map(([label, value, lang]) => (
          <div
            key={label}
            className="flex gap-3 border-b border-neutral-200 pb-2"
          >
            <dt className="w-36 shrink-0 text-neutral-600">{label}</dt>
            <dd lang={lang}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
