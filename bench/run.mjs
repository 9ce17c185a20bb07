// `npm run bench`: the shop against Hydrogen's starter, both built and served under MiniOxygen
// against the local shop. Prints one table and writes bench/results/results.{json,md}.
// A benchmark, not a test: it reports numbers and never fails on them (exit code 1 only when the
// harness itself cannot run). See bench/README.md.
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
import {
  firstLoadBytes,
  getHtml,
  launchChrome,
  lighthouseRun,
  combineSlices,
  loadSlice,
  median,
  pickProductHandle,
  timeToFirstByte,
} from './lib/measure.mjs';
import {
  startPreview,
  startShop,
  stopAll,
  stopProcess,
} from './lib/processes.mjs';
import {evaluateTargets, renderMarkdown, renderTable} from './lib/report.mjs';
import {edgeVerdict, ensureVarnish, startVarnish} from './lib/edgeCache.mjs';
import {
  gitCommit,
  installedVersions,
  prepareShop,
  prepareStarter,
} from './lib/sites.mjs';
import {measureRealUser} from './lib/realUser.mjs';
import {realUserPages} from './lib/realUserPages.mjs';
import {measureTraffic, renderTrafficMarkdown} from './lib/trafficBench.mjs';

const num = (name, fallback) =>
  process.env[name] ? Number(process.env[name]) : fallback;
const CONFIG = {
  // Nine, not five: a page's simulated first paint falls near 0.9 s or near 2.3 s run by run, and
  // the median of five flipped between runs of one build.
  lighthouseRuns: num('BENCH_LIGHTHOUSE_RUNS', 9),
  // Real-user loads per page kind and site (two loads each: left alone, and typed into at once).
  vitalsRuns: num('BENCH_VITALS_RUNS', 5),
  // The phone class the real-user loads emulate, calibrated on this host: 'mid' or 'low'.
  phone: process.env.BENCH_PHONE ?? 'mid',
  loadSeconds: num('BENCH_LOAD_SECONDS', 8),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 2),
  connections: [1, 8],
  latencyMs: 150,
  // Catalogue growth: /products with these many generated watches against none.
  extraProducts: [5000, 50000],
  scaleRounds: num('BENCH_SCALE_ROUNDS', 7),
  coldRounds: num('BENCH_COLD_ROUNDS', 3),
  // The traffic replay: a day this many times faster than the clock (edge lifetimes divided alike),
  // the shop before the language choice moved to the browser, and the page lifetimes the 60 s
  // budget allows (max-age + stale-while-revalidate at most 45 s on list pages).
  trafficSpeedup: num('BENCH_TRAFFIC_SPEEDUP', 240),
  trafficBefore:
    process.env.BENCH_TRAFFIC_BEFORE ??
    '41baf12adc155366444a8722d1aa8f679051e7c3',
  trafficLifetimes: [
    [20, 20],
    [30, 15],
    [15, 30],
    [5, 40],
  ],
};
// Ports of this harness: 3600-3605 (storefronts, the edge), 4600-4654 (local shops, inspectors),
// 6081-6090 (the traffic replay's edges).
const PORTS = {
  shop: {http: 3600, inspector: 4650},
  starter: {http: 3601, inspector: 4651},
  latency: {http: 3602, inspector: 4652},
  none: {http: 3603, inspector: 4653},
  extra: {http: 3604, inspector: 4654},
  edge: 3605,
  // The traffic replay's "before" build (the cold phase's port, free until it starts) and edges.
  before: {http: 3602, inspector: 4652},
  firstTrafficEdge: 6081,
  trafficEdges: 10,
  localShop: 4600,
  latencyShop: 4601,
  noneShop: 4602,
  extraShop: 4603,
};
// BENCH_ONLY=edge,scale runs only those phases (and what they need): for working on one of them.
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
);
const runs = (name) => ONLY.size === 0 || ONLY.has(name);
// The traffic replay alone needs neither the starter nor results.json (it writes traffic.*).
const onlyTraffic = ONLY.size === 1 && ONLY.has('traffic');
const WATCHDOG_MS = num('BENCH_WATCHDOG_MINUTES', 60) * 60_000;

const started = Date.now();
const elapsed = () =>
  `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);

const watchdog = setTimeout(() => {
  console.error(
    `[bench] stopped: still running after ${WATCHDOG_MS / 60_000} minutes`,
  );
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const work = mkdtempSync(join(os.tmpdir(), 'hydrogen-bench-'));
const shopDir = join(work, 'shop');
const starterDir = join(work, 'starter');
mkdirSync(shopDir);
mkdirSync(starterDir);

const results = {
  generatedAt: new Date().toISOString(),
  commit: gitCommit(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadAverageAtStart: os.loadavg(),
  },
  config: CONFIG,
  versions: installedVersions(),
  notes: [],
  errors: [],
};

async function phase(name, fn) {
  log(`${name}…`);
  try {
    return await fn();
  } catch (error) {
    log(`${name} failed: ${error.message}`);
    results.errors.push({phase: name, message: error.message});
    return undefined;
  }
}

/** The pages both storefronts have, for Lighthouse, bytes and load: the real-user page kinds with a starter equivalent. */
function sitePages(handle) {
  return realUserPages(handle).filter((page) => page.starter);
}

async function main() {
  log(
    `working folder ${work}; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  // 1. Build both (in parallel) while the local shop starts.
  const localShopOrigin = `http://127.0.0.1:${PORTS.localShop}`;
  const [shopBuild, starterBuild, localShop] = await Promise.all([
    phase('building the shop', () => prepareShop(shopDir, (m) => log(m))),
    onlyTraffic
      ? undefined
      : phase('scaffolding and building the starter', () =>
          prepareStarter(starterDir, localShopOrigin, (m) => log(m)),
        ),
    startShop({port: PORTS.localShop, dataDir: join(work, 'data-main')}),
  ]);
  results.builds = {
    shop: shopBuild ? {ms: shopBuild.buildMs} : null,
    starter: starterBuild ?? null,
  };
  if (starterBuild) {
    results.notes.push(
      `Starter from @shopify/create-hydrogen ${starterBuild.createHydrogenVersion} (starter ${starterBuild.starterVersion}, pins @shopify/hydrogen ${starterBuild.pinned.hydrogen} and react-router ${starterBuild.pinned.reactRouter}); both built with this project's installed @shopify/hydrogen ${results.versions.hydrogen} and react-router ${results.versions.reactRouter}.`,
    );
  }
  if (!shopBuild) throw new Error('The shop did not build; nothing to measure');

  const handle = await pickProductHandle(localShop.url);
  const pages = sitePages(handle);
  results.productHandle = handle;
  results.pages = pages;
  log(`product page: /products/${handle}`);

  // 2. Serve both against the same local shop.
  // Own env files (not the developer's .env): both storefronts talk to the local shop only.
  const shopEnv = writeEnvFile(join(work, 'shop.env'), {
    PUBLIC_STORE_DOMAIN: localShop.url,
    SESSION_SECRET: 'benchmark-session-secret-0123456789',
  });
  const starterEnv = writeEnvFile(join(work, 'starter.env'), {
    PUBLIC_STORE_DOMAIN: localShop.url,
    PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-public-token',
    SESSION_SECRET: 'benchmark-session-secret-0123456789',
  });
  const [shopServer, starterServer] = await Promise.all([
    phase('serving the shop', () =>
      startPreview({
        dir: shopDir,
        port: PORTS.shop.http,
        inspectorPort: PORTS.shop.inspector,
        envFile: shopEnv,
        log,
      }),
    ),
    starterBuild
      ? phase('serving the starter', () =>
          startPreview({
            dir: starterDir,
            port: PORTS.starter.http,
            inspectorPort: PORTS.starter.inspector,
            envFile: starterEnv,
            log,
          }),
        )
      : undefined,
  ]);
  if (!shopServer)
    throw new Error('The shop did not start; nothing to measure');
  const sites = [
    {name: 'shop', server: shopServer, dir: shopDir},
    ...(starterServer
      ? [{name: 'starter', server: starterServer, dir: starterDir}]
      : []),
  ];

  // 3. Every page answers (and the sub-request cache is warm); first-load bytes.
  results.status = {};
  results.firstLoad = {shop: {}, starter: {}};
  results.cardsPerPage = {};
  await phase('checking pages and first-load bytes', async () => {
    for (const site of sites) {
      for (const page of pages) {
        const path = page[site.name];
        const {status, html} = await getHtml(site.server.url + path);
        await getHtml(site.server.url + path);
        results.status[`${site.name} ${path}`] = status;
        if (status !== 200) log(`  ${site.name} ${path} answered ${status}`);
        results.firstLoad[site.name][page.key] = firstLoadBytes(
          join(site.dir, 'dist/client'),
          path,
          html,
        );
        // Watches a list page shows (distinct product links), so throughput compares like with like.
        (results.cardsPerPage[site.name] ??= {})[page.key] = new Set(
          html.match(/href="\/products\/[^"?#/]+/g) ?? [],
        ).size;
      }
    }
  });

  // 4. Lighthouse, the two storefronts interleaved run by run.
  results.lighthouse = {shop: {}, starter: {}};
  if (runs('lighthouse'))
    await phase(
      `Lighthouse (${CONFIG.lighthouseRuns} runs × ${pages.length} pages × ${sites.length} storefronts)`,
      async () => {
        const chrome = await launchChrome();
        try {
          for (let run = 1; run <= CONFIG.lighthouseRuns; run++) {
            for (const page of pages) {
              for (const site of sites) {
                const url = site.server.url + page[site.name];
                const runs = (results.lighthouse[site.name][page.key] ??= {
                  runs: [],
                }).runs;
                try {
                  await getHtml(url); // the page's sub-request cache warm, as under traffic
                  const outcome = await lighthouseRun(chrome.port, url);
                  runs.push(outcome);
                  log(
                    `  run ${run} ${site.name.padEnd(7)} ${page.label.padEnd(16)} score ${outcome.score} LCP ${Math.round(outcome.lcp)} ms TBT ${Math.round(outcome.tbt)} ms CLS ${outcome.cls.toFixed(3)}`,
                  );
                } catch (error) {
                  runs.push({error: error.message});
                  log(
                    `  run ${run} ${site.name} ${page.label}: ${error.message}`,
                  );
                }
              }
            }
          }
        } finally {
          chrome.kill();
        }
        for (const site of Object.values(results.lighthouse)) {
          for (const entry of Object.values(site)) {
            const ok = entry.runs.filter((r) => !r.error);
            entry.median = Object.fromEntries(
              [
                'score',
                'lcp',
                'tbt',
                'cls',
                'fcp',
                'si',
                'ttfb',
                'documentTransferBytes',
                'totalByteWeight',
              ].map((k) => [k, median(ok.map((r) => r[k]))]),
            );
          }
        }
      },
    );

  // 4b. Real users: web-vitals on a phone profile, every page kind, both sites interleaved.
  if (runs('vitals'))
    await phase(
      `real-user harness (${CONFIG.vitalsRuns} runs × ${realUserPages(handle).length} page kinds)`,
      async () => {
        const realPages = realUserPages(handle);
        results.realUser = await measureRealUser({
          sites: sites.map((s) => ({name: s.name, url: s.server.url})),
          pages: realPages,
          runs: CONFIG.vitalsRuns,
          tier: CONFIG.phone,
          log,
        });
        results.realUser.pages = realPages;
        // The raw loads are many; the medians and the worst interactions are kept.
        delete results.realUser.raw;
      },
    );

  // 5. Throughput and latency with a warm sub-request cache.
  results.load = {shop: {}, starter: {}};
  if (runs('load'))
    await phase(
      `load (${CONFIG.loadSeconds} s per case after ${CONFIG.warmupSeconds} s warm-up, halves in ABBA order)`,
      async () => {
        for (const page of pages) {
          for (const connections of CONFIG.connections) {
            // Warm both, then shop, starter, starter, shop: a drift in the machine's load during the
            // case weighs on both alike.
            const slices = Object.fromEntries(
              sites.map((site) => [site.name, []]),
            );
            for (const site of sites) {
              if (CONFIG.warmupSeconds > 0)
                await loadSlice(site.server.url + page[site.name], {
                  connections,
                  seconds: CONFIG.warmupSeconds,
                });
            }
            const order =
              sites.length > 1
                ? [sites[0], sites[1], sites[1], sites[0]]
                : [sites[0], sites[0]];
            for (const site of order) {
              slices[site.name].push(
                await loadSlice(site.server.url + page[site.name], {
                  connections,
                  seconds: CONFIG.loadSeconds / 2,
                }),
              );
            }
            for (const site of sites) {
              const outcome = combineSlices(slices[site.name], connections);
              (results.load[site.name][page.key] ??= {})[`c${connections}`] =
                outcome;
              log(
                `  ${site.name.padEnd(7)} ${page.label.padEnd(16)} ${connections} conn: ${outcome.rps.toFixed(1)} req/s p50 ${Math.round(outcome.p50)} ms p95 ${Math.round(outcome.p95)} ms${outcome.non2xx ? ` (${outcome.non2xx} non-2xx)` : ''}`,
              );
            }
          }
        }
      },
    );

  // 5b. The shop behind an edge cache that keeps what Oxygen's full-page cache would keep.
  if (runs('edge'))
    await phase(
      "edge cache (Varnish with Oxygen's full-page-cache criteria)",
      () => measureEdge(shopServer, pages),
    );

  // 5c. A day of a small dealer's traffic through the edge, before and after, and other lifetimes.
  if (runs('traffic'))
    await phase(
      `edge cache under a day's traffic (${CONFIG.trafficSpeedup}× faster than the clock)`,
      async () => {
        results.traffic = await measureTraffic({
          shopServer,
          envFile: shopEnv,
          work,
          ports: {
            before: PORTS.before,
            firstEdge: PORTS.firstTrafficEdge,
            edgeCount: PORTS.trafficEdges,
          },
          beforeRev: CONFIG.trafficBefore,
          lifetimes: CONFIG.trafficLifetimes,
          speedup: CONFIG.trafficSpeedup,
          log,
        });
        writeTraffic(results);
      },
    );

  await Promise.all(sites.map((site) => stopProcess(site.server.child)));
  await stopProcess(localShop.child);

  // 6. The shop alone: cold pages with latency on every local-shop call; catalogue growth.
  const envFor = (name, shop) =>
    writeEnvFile(join(work, `${name}.env`), {
      PUBLIC_STORE_DOMAIN: shop.url,
      SESSION_SECRET: 'benchmark-session-secret-0123456789',
    });
  if (runs('cold'))
    await phase(
      `cold TTFB with ${CONFIG.latencyMs} ms added to every local-shop call`,
      async () => {
        const latencyShop = await startShop({
          port: PORTS.latencyShop,
          dataDir: join(work, 'data-latency'),
          latencyMs: CONFIG.latencyMs,
        });
        const envFile = envFor('latency', latencyShop);
        results.coldTtfb = {
          latencyMs: CONFIG.latencyMs,
          rounds: CONFIG.coldRounds,
          pages: {},
        };
        // A fresh storefront per round: the first request of each page is cold (the root loader
        // makes no Storefront API call, so pages do not warm each other).
        for (let round = 1; round <= CONFIG.coldRounds; round++) {
          const latency = await startPreview({
            dir: shopDir,
            port: PORTS.latency.http,
            inspectorPort: PORTS.latency.inspector,
            envFile,
            log,
          });
          await warmWorker(latency.url);
          for (const page of pages) {
            const {ttfb, status} = await timeToFirstByte(
              latency.url + page.shop,
            );
            const again = await timeToFirstByte(latency.url + page.shop);
            const entry = (results.coldTtfb.pages[page.key] ??= {samples: []});
            entry.samples.push({round, ttfb, status, warmTtfb: again.ttfb});
            log(
              `  round ${round} ${page.label.padEnd(16)} cold ${Math.round(ttfb)} ms (${status}), then warm ${Math.round(again.ttfb)} ms`,
            );
          }
          await stopProcess(latency.child);
        }
        for (const entry of Object.values(results.coldTtfb.pages)) {
          entry.ttfb = median(entry.samples.map((s) => s.ttfb));
          entry.warmTtfb = median(entry.samples.map((s) => s.warmTtfb));
        }
        await stopProcess(latencyShop.child);
      },
    );

  if (runs('scale')) {
    results.catalogueScale = [];
    for (const extraProducts of CONFIG.extraProducts) {
      await phase(
        `/products with ${extraProducts} extra products against none`,
        async () => {
          results.catalogueScale.push(
            await measureCatalogueGrowth(extraProducts, envFor),
          );
        },
      );
    }
  }

  await stopAll();
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  results.machine.loadAverageAtEnd = os.loadavg();
  if (ONLY.size) carryEarlierPhases(results);
  results.targets = evaluateTargets(results);
  if (onlyTraffic) {
    log(
      `traffic results written to bench/results/traffic.{json,md} (${results.durationSeconds} s in all)`,
    );
    return;
  }

  const outDir = join(ROOT, 'bench/results');
  mkdirSync(outDir, {recursive: true});
  writeFileSync(
    join(outDir, 'results.json'),
    JSON.stringify(results, null, 2) + '\n',
  );
  writeFileSync(join(outDir, 'results.md'), renderMarkdown(results));
  console.log('\n' + renderTable(results) + '\n');
  log(
    `results written to bench/results/results.{json,md} (${results.durationSeconds} s in all)`,
  );
}

/**
 * A run of some phases (BENCH_ONLY) keeps the other phases' numbers from the committed results,
 * each named in a note with the run it comes from, so one file still holds every target.
 */
function carryEarlierPhases(results) {
  const earlierPath = join(ROOT, 'bench/results/results.json');
  if (!existsSync(earlierPath)) return;
  const earlier = JSON.parse(readFileSync(earlierPath, 'utf8'));
  const phases = {
    lighthouse: 'lighthouse',
    vitals: 'realUser',
    load: 'load',
    cold: 'coldTtfb',
    scale: 'catalogueScale',
    edge: 'edge',
  };
  for (const [phase, key] of Object.entries(phases)) {
    if (runs(phase) || earlier[key] == null) continue;
    const source =
      earlier.carriedFrom?.[key] ?? `${earlier.commit}, ${earlier.generatedAt}`;
    results[key] = earlier[key];
    (results.carriedFrom ??= {})[key] = source;
    results.notes.push(
      `The ${phase} numbers are carried from an earlier run (${source}); this run measured ${[...ONLY].join(', ')} only.`,
    );
  }
}

/** The orderings of all watches timed in each scale round (none of them the warm-up's `newest`). */
const SCALE_TIMED_PATHS = [
  '/products',
  '/products?sort=price-desc',
  '/products?sort=price-asc',
];

/** Cold /products on fresh storefronts over a catalogue with `extraProducts` more watches and none. */
async function measureCatalogueGrowth(extraProducts, envFor) {
  const [noneShop, extraShop] = await Promise.all([
    startShop({port: PORTS.noneShop, dataDir: join(work, 'data-none')}),
    startShop({
      port: PORTS.extraShop,
      dataDir: join(work, `data-extra-${extraProducts}`),
      extraProducts,
      timeoutMs: 600_000,
    }),
  ]);
  const envs = {
    none: envFor('none', noneShop),
    extra: envFor('extra', extraShop),
  };
  const scale = {
    extraProducts,
    rounds: CONFIG.scaleRounds,
    none: [],
    extra: [],
  };
  try {
    // A fresh storefront per round and catalogue, so every /products request is cold.
    for (let round = 1; round <= CONFIG.scaleRounds; round++) {
      const [none, extra] = await Promise.all(
        ['none', 'extra'].map((key) =>
          startPreview({
            dir: shopDir,
            port: PORTS[key].http,
            inspectorPort: PORTS[key].inspector,
            envFile: envs[key],
            log,
          }),
        ),
      );
      // Warm the list's code on another ordering of the same catalogue (its own sub-request
      // and list cache entries), so the timed request differs only in what catalogue size costs.
      for (const server of [none, extra]) {
        await warmWorker(server.url);
        await timeToFirstByte(`${server.url}/products?sort=newest`);
      }
      const order =
        round % 2
          ? [
              ['none', none],
              ['extra', extra],
            ]
          : [
              ['extra', extra],
              ['none', none],
            ];
      // Three orderings of the list per round, each its own cold list and sort-group requests:
      // one ~50 ms request swings by a third with a collection or a JIT pause, so one sample a
      // round decided the ratio by chance.
      for (const path of SCALE_TIMED_PATHS)
        for (const [key, server] of order) {
          const {ttfb, status} = await timeToFirstByte(`${server.url}${path}`);
          scale[key].push({round, path, ttfb, status});
          log(
            `  round ${round} ${(key === 'none' ? 'no extra' : `${extraProducts} extra`).padEnd(12)} ${path.padEnd(26)} ${Math.round(ttfb)} ms (${status})`,
          );
        }
      await Promise.all([stopProcess(none.child), stopProcess(extra.child)]);
    }
  } finally {
    await Promise.all([
      stopProcess(noneShop.child),
      stopProcess(extraShop.child),
    ]);
  }
  // Each ordering's median, summed: the orderings cost differently, so a median across all of
  // them would be the cheap ones' alone.
  const summedMedians = (samples) =>
    SCALE_TIMED_PATHS.reduce(
      (sum, path) =>
        sum + median(samples.filter((s) => s.path === path).map((s) => s.ttfb)),
      0,
    );
  scale.paths = SCALE_TIMED_PATHS;
  scale.noneMedian = summedMedians(scale.none);
  scale.extraMedian = summedMedians(scale.extra);
  scale.ratio = scale.noneMedian ? scale.extraMedian / scale.noneMedian : null;
  return scale;
}

/**
 * The shop's pages through Varnish: whether the edge keeps each (a miss, then a hit), the first
 * byte of a hit, and hit throughput at 1 and 8 connections (compared in the report with the
 * starter's uncached throughput from the load phase).
 */
async function measureEdge(shopServer, pages) {
  if (!ensureVarnish(log)) throw new Error('Varnish is not installed');
  const edge = await startVarnish({
    port: PORTS.edge,
    backendPort: new URL(shopServer.url).port,
    workDir: join(work, 'varnish'),
  });
  results.edge = {pages: {}};
  try {
    for (const page of pages) {
      const url = edge.url + page.shop;
      const verdict = await edgeVerdict(url);
      const ttfbs = [];
      for (let i = 0; i < 9; i++) ttfbs.push((await timeToFirstByte(url)).ttfb);
      const entry = {verdict, hitTtfb: median(ttfbs)};
      for (const connections of CONFIG.connections) {
        entry[`c${connections}`] = combineSlices(
          [
            await loadSlice(url, {
              connections,
              seconds: CONFIG.loadSeconds / 2,
              // As browsers ask: the edge then serves its stored gzip as it is.
              headers: {'accept-encoding': 'gzip, deflate, br'},
            }),
          ],
          connections,
        );
      }
      results.edge.pages[page.key] = entry;
      log(
        `  edge ${page.label.padEnd(16)} ${verdict.first}→${verdict.second}, hit TTFB ${entry.hitTtfb.toFixed(1)} ms, ${CONFIG.connections.map((c) => `${entry[`c${c}`].rps.toFixed(0)} req/s at ${c} conn`).join(', ')}`,
      );
    }
  } finally {
    await stopProcess(edge.child);
  }
}

function writeTraffic(results) {
  const outDir = join(ROOT, 'bench/results');
  mkdirSync(outDir, {recursive: true});
  const meta = {
    generatedAt: results.generatedAt,
    commit: results.commit,
    cpus: results.machine.cpus,
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
  };
  writeFileSync(
    join(outDir, 'traffic.json'),
    JSON.stringify({...meta, ...results.traffic}, null, 2) + '\n',
  );
  const markdown = renderTrafficMarkdown(results.traffic, meta);
  writeFileSync(join(outDir, 'traffic.md'), markdown);
  console.log('\n' + markdown);
}

/**
 * Wakes a freshly started worker and runs React once without touching the pages under test:
 * /robots.txt makes no Storefront API call; an unknown path renders the 404 page (root layout)
 * and asks only for URL redirects.
 */
async function warmWorker(url) {
  await timeToFirstByte(`${url}/robots.txt`);
  await timeToFirstByte(`${url}/bench-warm-up-not-a-page`);
}

function writeEnvFile(path, values) {
  writeFileSync(
    path,
    Object.entries(values)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join('\n') + '\n',
  );
  return path;
}

try {
  await main();
} catch (error) {
  console.error(`[bench] ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  if (!process.env.BENCH_KEEP) rmSync(work, {recursive: true, force: true});
}
process.exit(process.exitCode ?? 0);
