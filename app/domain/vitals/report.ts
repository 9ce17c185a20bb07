import {isPageKind, type PageKind} from './pageKind';

/**
 * One Web Vitals reading from a visitor's browser, as it travels and as it is stored: the kind
 * of page, the metric and its value. No address, no identifier, no time (the server dates it).
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;

export type VitalMetric = (typeof VITAL_METRICS)[number];

export interface VitalReport {
  page: PageKind;
  metric: VitalMetric;
  value: number;
}

/** Where browsers send readings (same origin: the CSP's connect-src 'self'). */
export const VITALS_ENDPOINT = '/api/vitals';

/** The largest report body accepted; a real one is under 60 bytes. */
export const VITALS_BODY_LIMIT = 256;

/**
 * Readings above these are a broken clock or a forged post, not a visit: a minute for the
 * timings (milliseconds), and a layout that shifted its whole height ten times over.
 */
export const VITAL_MAXIMUM: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
};

/** Core Web Vitals' "good" limits at the 75th percentile (web.dev). */
export const GOOD_VITAL: Record<VitalMetric, number> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
};

export function isVitalMetric(value: unknown): value is VitalMetric {
  return VITAL_METRICS.includes(value as VitalMetric);
}

/** Whole milliseconds for timings, four decimals for CLS: finer adds nothing but bytes. */
export function roundVital(metric: VitalMetric, value: number): number {
  return metric === 'CLS'
    ? Math.round(value * 10_000) / 10_000
    : Math.round(value);
}

/** The body a browser posts for one reading. */
export function vitalReportBody(report: VitalReport): string {
  return JSON.stringify({
    page: report.page,
    metric: report.metric,
    value: roundVital(report.metric, report.value),
  });
}

export type ParsedVitalReport =
  {ok: true; report: VitalReport} | {ok: false; message: string};

const refuse = (message: string): ParsedVitalReport => ({ok: false, message});

/** A posted body checked field by field; any other field is refused, so nothing else is kept. */
export function parseVitalReport(body: string): ParsedVitalReport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse('The body must be JSON: {"page", "metric", "value"}.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return refuse('The body must be a JSON object.');
  const fields = parsed as Record<string, unknown>;
  const extra = Object.keys(fields).filter(
    (key) => !['page', 'metric', 'value'].includes(key),
  );
  if (extra.length) return refuse(`Unknown field: ${extra[0].slice(0, 40)}.`);
  const {page, metric, value} = fields;
  if (!isPageKind(page)) return refuse('page is not a known kind of page.');
  if (!isVitalMetric(metric)) return refuse('metric must be LCP, INP or CLS.');
  if (typeof value !== 'number' || !Number.isFinite(value))
    return refuse('value must be a finite number.');
  if (value < 0 || value > VITAL_MAXIMUM[metric])
    return refuse(`${metric} must be between 0 and ${VITAL_MAXIMUM[metric]}.`);
  return {ok: true, report: {page, metric, value: roundVital(metric, value)}};
}
