// Field Web Vitals in Supabase (docs/decisions/109-field-web-vitals.md): the table is closed to
// the public key, so readings go in and come out through the migration's two functions, called
// over /rest/v1/rpc with the service-role key as the alert store does.
import {
  callServiceFunction,
  serviceStoreFromEnv,
  type ServiceStore,
} from '~/server/serviceFunctions';
import type {ShopEnv} from '~/server/env';
import type {PageKind} from '~/domain/vitals/pageKind';
import type {VitalMetric, VitalReport} from '~/domain/vitals/report';
import type {WeeklyVital} from '~/domain/vitals/weekly';

export type VitalsStore = ServiceStore;

/** Null when Supabase or its service-role key is not configured: readings are then dropped. */
export function vitalsStoreFromEnv(shopEnv: ShopEnv): VitalsStore | null {
  return serviceStoreFromEnv(shopEnv);
}

/** Stores one reading; the database dates it and drops readings older than 90 days. */
export async function recordVital(store: VitalsStore, report: VitalReport) {
  await callServiceFunction<null>(store, 'record_web_vital', {
    page_kind: report.page,
    metric: report.metric,
    value: report.value,
  });
}

/** The weeks the admin page shows, this one included. */
export const WEEKS_SHOWN = 13;

interface WeeklyRow {
  page_kind: PageKind;
  metric: VitalMetric;
  week_start: string;
  iso_week: string;
  p75: number;
  samples: number | string;
}

/** The 75th percentile per kind of page, metric and ISO week, oldest week first. */
export async function weeklyVitals(
  store: VitalsStore,
  weeks = WEEKS_SHOWN,
): Promise<WeeklyVital[]> {
  const rows = await callServiceFunction<WeeklyRow[] | null>(
    store,
    'web_vitals_weekly',
    {weeks},
  );
  return (rows ?? []).map((row) => ({
    page: row.page_kind,
    metric: row.metric,
    weekStart: row.week_start,
    isoWeek: row.iso_week,
    p75: Number(row.p75),
    samples: Number(row.samples),
  }));
}
