import type {PageKind} from '~/domain/vitals/pageKind';
import type {VitalMetric} from '~/domain/vitals/report';
import type {VitalChart as Chart} from '~/domain/vitals/weekly';
import {formatVital} from '~/domain/vitals/weekly';

// One colour per kind of page, each at least 3:1 against white (WCAG's non-text contrast).
const COLOUR: Record<PageKind, string> = {
  home: '#1d4ed8',
  list: '#b91c1c',
  brand: '#047857',
  product: '#7e22ce',
  reference: '#b45309',
  article: '#0f766e',
  sell: '#be185d',
  cart: '#4d7c0f',
  other: '#525252',
};

/** One metric's weekly 75th percentiles as lines, with the "good" limit dashed across. */
export function VitalChart({
  metric,
  name,
  chart,
}: {
  metric: VitalMetric;
  name: string;
  chart: Chart;
}) {
  const titleId = `vitals-chart-${metric}-title`;
  const descId = `vitals-chart-${metric}-desc`;
  const {plot} = chart;
  const weeks = chart.weeks.map((week) => week.isoWeek);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title
          id={titleId}
        >{`${metric} (${name}), 75th percentile per week`}</title>
        <desc id={descId}>
          {`Weeks ${weeks[0]} to ${weeks[weeks.length - 1]}; one line per kind of page (${chart.series.map((s) => s.page).join(', ')}); the dashed line is the good limit, ${chart.good.label.replace('good ≤ ', '')}. The table below gives every value and its sample count.`}
        </desc>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              stroke="#e5e5e5"
            />
            <text
              x={plot.left - 6}
              y={tick.y + 4}
              textAnchor="end"
              fontSize="15"
              fill="#404040"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {chart.weeks.map((week) => (
          <text
            key={week.isoWeek}
            x={week.x}
            y={plot.bottom + 26}
            textAnchor="middle"
            fontSize="15"
            fill="#404040"
          >
            {week.isoWeek.slice(5)}
          </text>
        ))}
        <line
          x1={plot.left}
          x2={plot.right}
          y1={chart.good.y}
          y2={chart.good.y}
          stroke="#15803d"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        <text
          x={plot.right}
          y={chart.good.y - 6}
          textAnchor="end"
          fontSize="15"
          fill="#166534"
        >
          {chart.good.label}
        </text>
        {chart.series.map((series) => (
          <g key={series.page}>
            <polyline
              points={series.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke={COLOUR[series.page]}
              strokeWidth="2"
            />
            {series.points.map((point) => (
              <circle
                key={point.reading.weekStart}
                cx={point.x}
                cy={point.y}
                r="4"
                fill={COLOUR[series.page]}
              >
                <title>{`${series.page}, ${point.reading.isoWeek}: ${formatVital(metric, point.reading.p75)} (${point.reading.samples} samples)`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {chart.series.map((series) => (
            <li key={series.page} className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3">
                <circle cx="6" cy="6" r="6" fill={COLOUR[series.page]} />
              </svg>
              {series.page}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
