// `npm run bench:mechanisms`: each speed mechanism of the shop measured with it and without it on
// the real-user harness (phone profile, web-vitals), builds interleaved load by load against one
// local shop. Writes bench/results/mechanisms.{json,md}; docs/performance.md says what was kept.
//
//   BENCH_MECHANISMS=026,125 BENCH_MECHANISM_RUNS=5 npm run bench:mechanisms
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import {join} from 'node:path';
import {ROOT} from '../scripts/lib/servers.mjs';
import {MECHANISMS, takeOut} from './lib/mechanisms.mjs';
import {pickProductHandle} from './lib/measure.mjs';
import {startPreview, startShop, stopAll} from './lib/processes.mjs';
import {measureRealUser} from './lib/realUser.mjs';
import {realUserPages} from './lib/realUserPages.mjs';
import {gitCommit, prepareShop} from './lib/sites.mjs';

const RUNS = Number(process.env.BENCH_MECHANISM_RUNS ?? 5);
const chosen = process.env.BENCH_MECHANISMS
  ? new Set(process.env.BENCH_MECHANISMS.split(','))
  : null;
const mechanisms = MECHANISMS.filter((m) => !chosen || chosen.has(m.id));
const log = (m) => console.log(`[mechanisms] ${m}`);
const work = mkdtempSync(join(os.tmpdir(), 'mechanisms-bench-'));
const BASE_PORT = 3620;

function writeEnv(path, entries) {
  writeFileSync(
    path,
    Object.entries(entries)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  );
  return path;
}

/** Differences that beat the noise: the median change, and whether every run pair agrees. */
function compare(withIt, without, key) {
  const a = withIt?.[key];
  const b = without?.[key];
  if (a == null || b == null) return null;
  return {with: a, without: b, change: b - a};
}

async function main() {
  const localShop = await startShop({
    port: 4620,
    dataDir: join(work, 'data'),
  });
  const handle = await pickProductHandle(localShop.url);
  const env = writeEnv(join(work, 'shop.env'), {
    PUBLIC_STORE_DOMAIN: localShop.url,
    SESSION_SECRET: 'benchmark-session-secret-0123456789',
  });
  const variants = [{id: 'with', name: 'the shop as it is'}, ...mechanisms];
  const sites = [];
  for (const [index, variant] of variants.entries()) {
    const dir = join(work, variant.id);
    mkdirSync(dir);
    log(
      `building ${variant.id === 'with' ? 'the shop' : `without ${variant.id} (${variant.name})`}`,
    );
    await prepareShop(
      dir,
      log,
      variant.edits ? (d) => takeOut(variant, d) : undefined,
      index === 0 ? undefined : join(work, 'with'),
    );
    const server = await startPreview({
      dir,
      port: BASE_PORT + index,
      inspectorPort: BASE_PORT + 50 + index,
      envFile: env,
      log,
    });
    sites.push({name: variant.id, shopper: 'shop', url: server.url, variant});
  }
  const results = {
    generatedAt: new Date().toISOString(),
    machine: {cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model},
    runs: RUNS,
    // Measuring some (BENCH_MECHANISMS) keeps the others' last measurement, each with its date.
    mechanisms: chosen ? earlierEntries(chosen) : [],
  };
  const measuredOn = {
    measuredAt: results.generatedAt,
    commit: gitCommit(),
    runs: RUNS,
  };
  // Each mechanism against the shop as it is, on the pages it is for, in the same runs.
  for (const site of sites.slice(1)) {
    const mechanism = site.variant;
    const pages = realUserPages(handle).filter((p) =>
      mechanism.pages.includes(p.key),
    );
    log(`measuring ${mechanism.id} on ${pages.map((p) => p.key).join(', ')}`);
    const measured = await measureRealUser({
      sites: [sites[0], site],
      pages,
      runs: RUNS,
      log,
    });
    const perPage = {};
    for (const page of pages) {
      const withIt = measured.summary.with[page.key];
      const without = measured.summary[mechanism.id][page.key];
      perPage[page.key] = {
        lcpMedian: compare(withIt, without, 'lcpMedian'),
        inpP75: compare(withIt, without, 'inpP75'),
        inpDuringLoadP75: compare(withIt, without, 'inpDuringLoadP75'),
        clsP75: compare(withIt, without, 'clsP75'),
        blockingMedian: compare(withIt, without, 'blockingMedian'),
        inputKept: {with: withIt.inputKept, without: without.inputKept},
        pageErrors: {with: withIt.pageErrors, without: without.pageErrors},
        lcpRuns: {
          with: measured.raw.with[page.key]
            .filter((l) => l.mode === 'quiet')
            .map((l) => l.lcp),
          without: measured.raw[mechanism.id][page.key]
            .filter((l) => l.mode === 'quiet')
            .map((l) => l.lcp),
        },
      };
    }
    results.mechanisms.push({
      id: mechanism.id,
      name: mechanism.name,
      ...measuredOn,
      perPage,
    });
    writeFileSync(
      join(ROOT, 'bench/results/mechanisms.json'),
      JSON.stringify(results, null, 2),
    );
  }
  writeFileSync(
    join(ROOT, 'bench/results/mechanisms.md'),
    renderMarkdown(results),
  );
  console.log(renderMarkdown(results));
}

/** The committed entries of the mechanisms not measured now, dated as they were measured. */
function earlierEntries(measuredNow) {
  const path = join(ROOT, 'bench/results/mechanisms.json');
  if (!existsSync(path)) return [];
  const earlier = JSON.parse(readFileSync(path, 'utf8'));
  return earlier.mechanisms
    .filter((m) => !measuredNow.has(m.id))
    .map((m) => ({
      measuredAt: earlier.generatedAt,
      runs: earlier.runs,
      ...m,
    }));
}

const fmt = (v, digits = 0) => (v == null ? '–' : v.toFixed(digits));

function renderMarkdown(results) {
  const lines = [
    `# Speed mechanisms, with and without (${results.generatedAt.slice(0, 10)})`,
    '',
    `Real-user harness (bench/lib/realUser.mjs): Chromium on a phone profile (the CPU calibrated to a mid-tier phone on the host since 2026-12-04, a fixed 4x before; 150 ms, 1.6 Mbit/s), web-vitals, the runs of each page per build the "measured" column gives, builds interleaved load by load. ${results.machine.cpus} cores, ${results.machine.cpuModel}. A change is "without − with": positive means the mechanism saves that much.`,
    '',
    '| mechanism | measured | page | LCP median with / without (ms) | INP p75 with / without (ms) | INP during load p75 with / without | CLS p75 with / without | blocking median with / without (ms) | input kept with / without | page errors without |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const m of results.mechanisms)
    for (const [page, r] of Object.entries(m.perPage))
      lines.push(
        `| ${m.id} ${m.name} | ${(m.measuredAt ?? results.generatedAt).slice(0, 10)}${m.commit ? ` at ${m.commit}` : ''}, ${m.runs ?? results.runs} runs | ${page} | ${fmt(r.lcpMedian?.with)} / ${fmt(r.lcpMedian?.without)} | ${fmt(r.inpP75?.with)} / ${fmt(r.inpP75?.without)} | ${fmt(r.inpDuringLoadP75?.with)} / ${fmt(r.inpDuringLoadP75?.without)} | ${fmt(r.clsP75?.with, 3)} / ${fmt(r.clsP75?.without, 3)} | ${fmt(r.blockingMedian?.with)} / ${fmt(r.blockingMedian?.without)} | ${r.inputKept.with} / ${r.inputKept.without} | ${r.pageErrors.without.length ? r.pageErrors.without.join('; ').slice(0, 120) : 'none'} |`,
      );
  lines.push('');
  return lines.join('\n');
}

try {
  await main();
} finally {
  await stopAll();
  if (!process.env.BENCH_KEEP) rmSync(work, {recursive: true, force: true});
}
