import {PAGE_KINDS, type PageKind} from '~/domain/vitals/pageKind';
import {
  GOOD_VITAL,
  VITAL_METRICS,
  type VitalMetric,
} from '~/domain/vitals/report';
import {
  formatVital,
  vitalChart,
  type WeeklyVital,
} from '~/domain/vitals/weekly';
import {VitalChart} from './VitalChart';

const METRIC_NAME: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
};

/** The dealer's field Web Vitals: per metric, a chart and the same numbers as a table. */
export function VitalsReport({
  view,
}: {
  view: {available: boolean; readings: WeeklyVital[]};
}) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl">Web Vitals from visitors</h1>
      <p className="mt-3 max-w-3xl text-neutral-700">
        The 75th percentile of each Core Web Vital per kind of page and ISO
        week, from visitors who accepted analytics. Readings carry no address
        and no identifier and are kept 90 days. Good is LCP at most{' '}
        {formatVital('LCP', GOOD_VITAL.LCP)}, INP at most{' '}
        {formatVital('INP', GOOD_VITAL.INP)} and CLS at most{' '}
        {formatVital('CLS', GOOD_VITAL.CLS)}.
      </p>
      {!view.available ? (
        <p role="alert" className="mt-6">
          The Web Vitals store is not available (Supabase and its service-role
          key must be configured).
        </p>
      ) : view.readings.length === 0 ? (
        <p className="mt-6">
          No readings yet: they arrive once visitors who accepted analytics
          browse the shop.
        </p>
      ) : (
        VITAL_METRICS.map((metric) => (
          <MetricSection
            key={metric}
            metric={metric}
            readings={view.readings.filter((r) => r.metric === metric)}
          />
        ))
      )}
    </section>
  );
}

function MetricSection({
  metric,
  readings,
}: {
  metric: VitalMetric;
  readings: WeeklyVital[];
}) {
  const headingId = `vitals-${metric}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="font-display text-2xl">
        {metric}: {METRIC_NAME[metric]}
      </h2>
      {readings.length === 0 ? (
        <p className="mt-3">No {metric} readings in these weeks.</p>
      ) : (
        <>
          <VitalChart
            metric={metric}
            name={METRIC_NAME[metric]}
            chart={vitalChart(metric, readings)}
          />
          <VitalTable metric={metric} readings={readings} />
        </>
      )}
    </section>
  );
}

function VitalTable({
  metric,
  readings,
}: {
  metric: VitalMetric;
  readings: WeeklyVital[];
}) {
  const weeks = [...new Set(readings.map((r) => r.isoWeek))].sort();
  const pages = PAGE_KINDS.filter((page) =>
    readings.some((r) => r.page === page),
  );
  const cell = (page: PageKind, week: string) =>
    readings.find((r) => r.page === page && r.isoWeek === week);
  return (
    <div
      className="mt-4 overflow-x-auto"
      role="region"
      aria-label={`${metric} table`}
      // A region that scrolls sideways on a phone must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-neutral-700">
          {metric}, 75th percentile by kind of page and week (samples)
        </caption>
        <thead>
          <tr className="border-b border-neutral-300">
            <th scope="col" className="py-2 pr-4">
              Page
            </th>
            {weeks.map((week) => (
              <th key={week} scope="col" className="py-2 pr-4 text-right">
                {week}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page} className="border-b border-neutral-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                {page}
              </th>
              {weeks.map((week) => {
                const reading = cell(page, week);
                return (
                  <td
                    key={week}
                    className="py-2 pr-4 text-right whitespace-nowrap tabular-nums"
                  >
                    {reading
                      ? `${formatVital(metric, reading.p75)} (${reading.samples})`
                      : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
