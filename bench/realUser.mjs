// The real-user harness on its own, against storefronts already running: every page kind on the
// phone profile, read by web-vitals (see bench/lib/realUser.mjs). `npm run bench` runs it beside
// the starter; this is for comparing two builds of the shop (bench/mechanisms.mjs) or a quick look.
//
//   node bench/realUser.mjs --shop http://127.0.0.1:3000 [--starter URL] [--runs 5]
//        [--pages home,list,product] [--handle <product handle>] [--out file.json]
//        [--phone mid|low] [--cpu-rate N]
//   --phone: the phone class the CPU is calibrated to on this host (mid, the default, or low);
//   --cpu-rate: a fixed slowdown instead (4 was the harness's rate before calibration).
//   --compare URL adds a second build of the shop (named `compare`), interleaved load by load with
//   the first: an A/B of two builds on the same pages (decision 115 measured React 19 so).
import {writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {measureRealUser} from './lib/realUser.mjs';
import {realUserPages} from './lib/realUserPages.mjs';

const {values} = parseArgs({
  options: {
    shop: {type: 'string'},
    starter: {type: 'string'},
    compare: {type: 'string'},
    runs: {type: 'string', default: '5'},
    pages: {type: 'string'},
    handle: {type: 'string'},
    out: {type: 'string'},
    phone: {type: 'string', default: 'mid'},
    'cpu-rate': {type: 'string'},
  },
});
if (!values.shop) {
  console.error(
    'Usage: node bench/realUser.mjs --shop <url> [--starter <url>]',
  );
  process.exit(2);
}

const handle =
  values.handle ??
  // The first watch the shop's all-watches page links to.
  (await fetch(`${values.shop}/products`)
    .then((r) => r.text())
    .then((html) => html.match(/href="\/products\/([^"?#/]+)"/)?.[1]));
const only = values.pages ? new Set(values.pages.split(',')) : null;
const pages = realUserPages(handle).filter((p) => !only || only.has(p.key));
const sites = [
  {name: 'shop', url: values.shop},
  ...(values.compare
    ? [{name: 'compare', url: values.compare, shopper: 'shop'}]
    : []),
  ...(values.starter ? [{name: 'starter', url: values.starter}] : []),
];
const result = await measureRealUser({
  sites,
  pages,
  runs: Number(values.runs),
  tier: values.phone,
  cpuRate: values['cpu-rate'] ? Number(values['cpu-rate']) : undefined,
  log: console.log,
});
for (const [site, byPage] of Object.entries(result.summary))
  for (const [page, s] of Object.entries(byPage))
    console.log(
      `${site.padEnd(7)} ${page.padEnd(12)} LCP ${s.lcpMedian?.toFixed(0)} ms (p75 ${s.lcpP75?.toFixed(0)}) CLS ${s.clsP75?.toFixed(3)} INP p75 ${s.inpP75?.toFixed(0)} ms (load ${s.inpDuringLoadP75?.toFixed(0)}, after ${s.inpAfterLoadP75?.toFixed(0)}) blocking ${s.blockingMedian?.toFixed(0)} ms${s.openWatchMedian == null ? '' : ` watch opened ${s.openWatchMedian.toFixed(0)} ms`} kept ${s.inputKept} slowest ${s.slowestInteraction}`,
    );
if (values.out) writeFileSync(values.out, JSON.stringify(result, null, 2));
