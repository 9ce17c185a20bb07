// `npm run bench:valuation`: how long the built worker takes to answer the instant valuation
// (/sell-your-watch?reference=…), beside the reference page it links to, against a fresh local
// shop with 150 ms per Storefront API call (the latency the main benchmark uses for cold pages).
// Each reference is asked cold (a new worker cache entry) and then warm; medians of every run.
// Expects a build (`npm run build`); writes bench/results/valuation.{json,md}.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT, writeWorkerEnv} from '../scripts/lib/servers.mjs';
import {startPreview, startShop, stopAll} from './lib/processes.mjs';

const PORT = Number(process.env.VALUATION_PORT ?? 3370);
const SHOP_PORT = Number(process.env.VALUATION_LOCAL_SHOP_PORT ?? 4370);
const LATENCY_MS = Number(process.env.VALUATION_LATENCY_MS ?? 150);
const WARM_RUNS = 9;
const log = (message) => console.log(`[valuation] ${message}`);

// References the dealer has sold often, once, and never; spelt as sellers type them.
const ASKED = [
  'reference=116610LV&year=2010-2014&condition=excellent&papers=complete-set',
  'reference=5711%2F1a-010&condition=very-good',
  'reference=126720vtnr',
  'reference=no-such-ref',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Time to the last byte of the page, in ms. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, {headers: {Accept: 'text/html'}});
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const work = mkdtempSync(join(tmpdir(), 'valuation-bench-'));
try {
  const shop = await startShop({
    port: SHOP_PORT,
    dataDir: join(work, 'shop'),
    latencyMs: LATENCY_MS,
  });
  const envFile = writeWorkerEnv(join(work, 'worker.env'), {
    LOCAL_SHOP_ORIGIN: shop.url,
  });
  const preview = await startPreview({
    dir: ROOT,
    port: PORT,
    inspectorPort: PORT + 6000,
    envFile,
    log,
  });
  // The shell's first render is not the valuation's: warm it on another page.
  await timed(`${preview.url}/about`);
  const rows = [];
  for (const query of ASKED) {
    const url = `${preview.url}/sell-your-watch?${query}`;
    const cold = await timed(url);
    const warm = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timed(url));
    rows.push({
      query,
      coldMs: Math.round(cold),
      warmMedianMs: Math.round(median(warm)),
    });
    log(JSON.stringify(rows.at(-1)));
  }
  const reference = `${preview.url}/references/116610lv`;
  const referenceCold = await timed(reference);
  const referenceWarm = [];
  for (let i = 0; i < WARM_RUNS; i++)
    referenceWarm.push(await timed(reference));
  const results = {
    when: new Date().toISOString(),
    latencyMs: LATENCY_MS,
    valuation: rows,
    referencePage: {
      coldMs: Math.round(referenceCold),
      warmMedianMs: Math.round(median(referenceWarm)),
    },
  };
  mkdirSync(join(ROOT, 'bench/results'), {recursive: true});
  writeFileSync(
    join(ROOT, 'bench/results/valuation.json'),
    JSON.stringify(results, null, 2) + '\n',
  );
  writeFileSync(
    join(ROOT, 'bench/results/valuation.md'),
    [
      `# Instant valuation, server time (${results.when})`,
      '',
      `The built worker under MiniOxygen against a fresh local shop answering each Storefront API call after ${LATENCY_MS} ms. Cold: the first request for that reference (nothing cached in the worker); warm: median of ${WARM_RUNS} more. Time to the last byte from loopback. Edge caching (the page is shared like the reference pages) is not counted.`,
      '',
      '| asked | cold | warm (median) |',
      '|---|---|---|',
      ...rows.map(
        (row) =>
          `| \`${row.query}\` | ${row.coldMs} ms | ${row.warmMedianMs} ms |`,
      ),
      `| the reference page it links to (\`/references/116610lv\`, asked after the valuations, so its archive is already cached) | ${results.referencePage.coldMs} ms | ${results.referencePage.warmMedianMs} ms |`,
      '',
    ].join('\n'),
  );
  log('written bench/results/valuation.{json,md}');
} finally {
  await stopAll();
}
