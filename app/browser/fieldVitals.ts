// Field Web Vitals (docs/decisions/109-field-web-vitals.md). This module, and Google's
// web-vitals library with it, is imported on demand once the visitor has accepted analytics,
// never with the page; each LCP, INP and CLS reading is beaconed to the shop's own endpoint with
// the kind of page the visitor landed on. Withdrawn consent stops the sending (the library's
// observers cannot be removed).
import {onCLS, onINP, onLCP, type Metric} from 'web-vitals';
import {pageKindOfRoute, type PageKind} from '~/domain/vitals/pageKind';
import {
  isVitalMetric,
  parseVitalReport,
  vitalReportBody,
  VITALS_ENDPOINT,
} from '~/domain/vitals/report';

let consented = false;
let landingPage: PageKind | null = null;
// One reading per metric instance: a second report of the same one (after the tab was hidden
// and shown again) would count that visit twice in the percentile.
const sent = new Set<string>();

/** Starts (or resumes) reporting; `landingRoute` is the id of the route the visit landed on. */
export function startFieldVitals(landingRoute: string | undefined) {
  consented = true;
  if (landingPage) return;
  landingPage = pageKindOfRoute(landingRoute);
  // The library reads the entries the browser buffered before it arrived (LCP, layout shifts).
  onLCP(report);
  // Every interaction from 16 ms (the library's default is 40): a visit whose taps are all quick
  // then reports its INP too, instead of only the slow visits reaching the percentile.
  onINP(report, {durationThreshold: 16});
  onCLS(report);
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
