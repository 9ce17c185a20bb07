import {PAGE_KINDS, type PageKind} from './pageKind';
import {GOOD_VITAL, type VitalMetric} from './report';

/** The 75th percentile of one metric on one kind of page in one ISO week, and its sample count. */
export interface WeeklyVital {
  page: PageKind;
  metric: VitalMetric;
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  /** The ISO week, e.g. 2026-W48. */
  isoWeek: string;
  p75: number;
  samples: number;
}

/** LCP in seconds, INP in milliseconds, CLS as the bare score. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'LCP') return `${Number((value / 1000).toFixed(2))} s`;
  if (metric === 'INP') return `${Math.round(value)} ms`;
  return String(Number(value.toFixed(3)));
}

export interface ChartPoint {
  x: number;
  y: number;
  reading: WeeklyVital;
}

export interface ChartSeries {
  page: PageKind;
  points: ChartPoint[];
}

export interface VitalChart {
  width: number;
  height: number;
  plot: {left: number; right: number; top: number; bottom: number};
  weeks: Array<{isoWeek: string; x: number}>;
  ticks: Array<{value: number; y: number; label: string}>;
  good: {value: number; y: number; label: string};
  series: ChartSeries[];
}

const WIDTH = 480;
const HEIGHT = 300;
const PLOT = {left: 64, right: WIDTH - 12, top: 20, bottom: HEIGHT - 36};

/** A scale top at a round number above the data and the "good" line, so both are on the chart. */
function scaleTop(metric: VitalMetric, highest: number): number {
  const top = Math.max(highest, GOOD_VITAL[metric] * 1.5);
  const step = 10 ** Math.floor(Math.log10(top));
  return Math.ceil(top / step) * step;
}

/** Where one metric's weekly readings sit on a line chart: weeks across, value up. */
export function vitalChart(
  metric: VitalMetric,
  readings: WeeklyVital[],
): VitalChart {
  const mine = readings.filter((reading) => reading.metric === metric);
  const weekNames = [...new Set(mine.map((r) => r.weekStart))].sort();
  const span = PLOT.right - PLOT.left;
  const xOf = (weekStart: string) => {
    const index = weekNames.indexOf(weekStart);
    return weekNames.length === 1
      ? PLOT.left + span / 2
      : PLOT.left + (span * index) / (weekNames.length - 1);
  };
  const top = scaleTop(metric, Math.max(0, ...mine.map((r) => r.p75)));
  const yOf = (value: number) =>
    PLOT.bottom - ((PLOT.bottom - PLOT.top) * value) / top;
  const series = PAGE_KINDS.flatMap((page) => {
    const points = mine
      .filter((reading) => reading.page === page)
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
      .map((reading) => ({
        x: xOf(reading.weekStart),
        y: yOf(reading.p75),
        reading,
      }));
    return points.length ? [{page, points}] : [];
  });
  return {
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    weeks: weekNames.map((weekStart) => ({
      isoWeek: mine.find((r) => r.weekStart === weekStart)?.isoWeek ?? '',
      x: xOf(weekStart),
    })),
    ticks: [0, 0.25, 0.5, 0.75, 1].map((share) => ({
      value: top * share,
      y: yOf(top * share),
      label: formatVital(metric, top * share),
    })),
    good: {
      value: GOOD_VITAL[metric],
      y: yOf(GOOD_VITAL[metric]),
      label: `good ≤ ${formatVital(metric, GOOD_VITAL[metric])}`,
    },
    series,
  };
}
