import {ShopLink} from '~/components/ShopLink';
import {useLocale, useT} from '~/i18n/useTranslation';
import {formatMonth, formatPounds} from '~/domain/references/format';
import type {HistorySummary} from '~/domain/references/marketHistory';
import {AchievedInPounds} from './AchievedInPounds';
import '~/i18n/areas/references';

/** The product page's way to its reference: "Market history for 126610LN: 7 sold since March 2024, £10,950–£12,500". */
export function MarketHistoryLink({
  reference,
  slug,
  summary,
}: {
  reference: string;
  slug: string;
  summary: HistorySummary | null;
}) {
  const t = useT();
  const locale = useLocale();
  let text = t('references.productLineNone', {reference});
  if (summary?.since && summary.lowest !== null && summary.highest !== null)
    text = t('references.productLine', {
      reference,
      n: summary.count,
      since: formatMonth(summary.since, locale),
      low: formatPounds(summary.lowest, locale),
      high: formatPounds(summary.highest, locale),
    });
  else if (summary)
    text = t('references.productLineShort', {reference, n: summary.count});
  return (
    <>
      <ShopLink
        to={`/references/${encodeURIComponent(slug)}`}
        className="inline-flex min-h-11 items-center text-sm underline underline-offset-2"
        data-testid="market-history-link"
      >
        {text}
      </ShopLink>
      {summary?.lowest != null ? (
        <AchievedInPounds className="text-xs text-neutral-600" />
      ) : null}
    </>
  );
}
