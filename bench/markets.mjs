// `npm run bench:markets`: does a market cost a shopper time? The built worker answers the same
// pages on the UK site and on each other market's site (/en-us, /de-eu, /en-hk, /en-sg, /en-ae), in
// the same run, against one local shop that answers each Storefront API call after 150 ms (the
// latency the main benchmark uses for cold pages). Per page and site: the first byte of the first
// request (nothing cached in the worker), the median of nine warm ones, and throughput at 8
// connections, the UK and the market measured in ABBA order so a drift weighs on both alike.
// Expects a build (`npm run build`); writes bench/results/markets.{json,md}.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT, writeWorkerEnv} from '../scripts/lib/servers.mjs';
import {
  combineSlices,
  loadSlice,
  median,
  pickProductHandle,
  timeToFirstByte,
} from './lib/measure.mjs';
import {startPreview, startShop, stopAll} from './lib/processes.mjs';

const PORT = Number(process.env.MARKETS_BENCH_PORT ?? 3380);
const SHOP_PORT = Number(process.env.MARKETS_BENCH_LOCAL_SHOP_PORT ?? 4380);
const LATENCY_MS = Number(process.env.MARKETS_BENCH_LATENCY_MS ?? 150);
const LOAD_SECONDS = Number(process.env.MARKETS_BENCH_LOAD_SECONDS ?? 6);
const CONNECTIONS = 8;
const WARM_RUNS = 9;
const SITES = ['', '/en-us', '/de-eu', '/en-hk', '/en-sg', '/en-ae'];
const log = (message) => console.log(`[markets] ${message}`);

const work = mkdtempSync(join(tmpdir(), 'markets-bench-'));
try {
  const shop = await startShop({
    port: SHOP_PORT,
    dataDir: join(work, 'shop'),
    latencyMs: LATENCY_MS,
  });
  const handle = await pickProductHandle(shop.url);
  const pages = [
    {label: 'home', path: '/'},
    {label: 'all watches', path: '/products'},
    {label: 'brand', path: '/collections/rolex'},
    {label: 'watch page', path: `/products/${handle}`},
  ];
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
  const url = (site, path) =>
    `${preview.url}${site}${path === '/' && site ? '' : path}`;
  // The worker's first render of anything is not a market's: warm it on another page.
  await timeToFirstByte(`${preview.url}/about`);

  const rows = [];
  for (const page of pages) {
    // Cold first, every site, before any of them is warm: the same state for each.
    const cold = {};
    for (const site of SITES) {
      const {ttfb, status} = await timeToFirstByte(url(site, page.path));
      if (status !== 200)
        throw new Error(`${url(site, page.path)} answered ${status}`);
      cold[site] = ttfb;
    }
    for (const site of SITES) {
      const warm = [];
      for (let i = 0; i < WARM_RUNS; i++)
        warm.push((await timeToFirstByte(url(site, page.path))).ttfb);
      const row = {
        page: page.label,
        site: site || '/ (UK)',
        coldMs: Math.round(cold[site]),
        warmMedianMs: Math.round(median(warm)),
      };
      if (site) {
        // UK, market, market, UK.
        const slices = {uk: [], market: []};
        for (const [key, at] of [
          ['uk', ''],
          ['market', site],
          ['market', site],
          ['uk', ''],
        ])
          slices[key].push(
            await loadSlice(url(at, page.path), {
              connections: CONNECTIONS,
              seconds: LOAD_SECONDS / 2,
            }),
          );
        const uk = combineSlices(slices.uk, CONNECTIONS);
        const market = combineSlices(slices.market, CONNECTIONS);
        row.rps = Number(market.rps.toFixed(1));
        row.ukRps = Number(uk.rps.toFixed(1));
        row.rpsRatio = Number((market.rps / uk.rps).toFixed(2));
        row.non2xx = market.non2xx + uk.non2xx;
      }
      rows.push(row);
      log(JSON.stringify(row));
    }
  }
  const results = {
    when: new Date().toISOString(),
    latencyMs: LATENCY_MS,
    loadSeconds: LOAD_SECONDS,
    connections: CONNECTIONS,
    rows,
  };
  mkdirSync(join(ROOT, 'bench/results'), {recursive: true});
  writeFileSync(
    join(ROOT, 'bench/results/markets.json'),
    JSON.stringify(results, null, 2) + '\n',
  );
  const uk = (page) => rows.find((r) => r.page === page && !r.rps);
  writeFileSync(
    join(ROOT, 'bench/results/markets.md'),
    [
      `# Markets against the UK, server time (${results.when})`,
      '',
      `The built worker under MiniOxygen against one local shop answering each Storefront API call after ${LATENCY_MS} ms. Cold: the first request for that page on that site (nothing cached in the worker); warm: median of ${WARM_RUNS} more; first byte from loopback. Throughput: ${CONNECTIONS} connections, ${LOAD_SECONDS} s per site in UK, market, market, UK order. Edge caching is not counted (every site's pages are shared by URL alike).`,
      '',
      '| page | site | cold first byte | warm first byte | req/s | UK req/s (same slices) | ratio |',
      '|---|---|---|---|---|---|---|',
      ...rows.map((row) =>
        row.rps
          ? `| ${row.page} | \`${row.site}\` | ${row.coldMs} ms (UK ${uk(row.page).coldMs}) | ${row.warmMedianMs} ms (UK ${uk(row.page).warmMedianMs}) | ${row.rps} | ${row.ukRps} | ${row.rpsRatio} |`
          : `| ${row.page} | ${row.site} | ${row.coldMs} ms | ${row.warmMedianMs} ms | | | |`,
      ),
      '',
    ].join('\n'),
  );
  log('written bench/results/markets.{json,md}');
} finally {
  await stopAll();
}
