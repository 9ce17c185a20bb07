// Field Web Vitals (docs/decisions/109-field-web-vitals.md): Google's web-vitals library is
// fetched only once the visitor has accepted analytics, never with the page, and each LCP, INP
// and CLS reading is beaconed to the shop's own endpoint with the kind of page the visitor
// landed on. Withdrawn consent stops the sending (the library's observers cannot be removed).
import type {Metric} from 'web-vitals';
import type {PageKind} from '~/domain/vitals/pageKind';
import {
  isVitalMetric,
  parseVitalReport,
  vitalReportBody,
  VITALS_ENDPOINT,
} from '~/domain/vitals/report';

let consented = false;
let landingPage: PageKind | null = null;
let observing: Promise<void> | null = null;
// One reading per metric instance: a second report of the same one (after the tab was hidden
// and shown again) would count that visit twice in the percentile.
const sent = new Set<string>();

/** Starts (or resumes) reporting; `page` is the kind of page the visit landed on. */
export function startFieldVitals(page: PageKind): Promise<void> {
  consented = true;
  landingPage ??= page;
  observing ??= import('web-vitals').then(({onCLS, onINP, onLCP}) => {
    onLCP(report);
    onINP(report);
    onCLS(report);
  });
  return observing;
}

/** Stops sending: consent was withdrawn. */
export function stopFieldVitals() {
  consented = false;
}

function report(metric: Metric) {
  if (!consented || !landingPage || sent.has(metric.id)) return;
  if (!isVitalMetric(metric.name)) return;
  const body = vitalReportBody({
    page: landingPage,
    metric: metric.name,
    value: metric.value,
  });
  // A reading the endpoint would refuse (a clock gone wrong) is not worth a request.
  if (!parseVitalReport(body).ok) return;
  sent.add(metric.id);
  // A string goes as text/plain: a simple request, sent even while the page unloads.
  if (navigator.sendBeacon?.(VITALS_ENDPOINT, body)) return;
  void fetch(VITALS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: {'Content-Type': 'text/plain;charset=UTF-8'},
  }).catch(() => {});
}
