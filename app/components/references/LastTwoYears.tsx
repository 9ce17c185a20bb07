import {useLocale, useT} from '~/i18n/useTranslation';
import {formatPounds} from '~/domain/references/format';
import type {PriceStats} from '~/domain/references/marketHistory';
import '~/i18n/areas/references';

/** The last 24 months in four numbers: how many sold, lowest, median and highest price. */
export function LastTwoYears({stats}: {stats: PriceStats | null}) {
  const t = useT();
  const locale = useLocale();
  if (!stats)
    return (
      <p className="text-neutral-600">{t('references.lastTwoYearsNone')}</p>
    );
  const items = [
    [t('references.statSold'), String(stats.count)],
    [t('references.statLowest'), formatPounds(stats.lowest, locale)],
    [t('references.statMedian'), formatPounds(stats.median, locale)],
    [t('references.statHighest'), formatPounds(stats.highest, locale)],
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-4 sm:grid-cols-4"
      data-testid="last-two-years"
    >
      {items.map(([label, value]) => (
        <div key={label} className="rounded border border-neutral-200 p-4">
          <dt className="text-sm text-neutral-600">{label}</dt>
          <dd className="mt-1 font-display text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
