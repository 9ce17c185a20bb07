// `npm run bench:soak`: does the worker's memory stay flat? Builds the shop, serves the built
// worker under MiniOxygen (what `npm run preview` serves) against a fresh local shop, sends
// 20,000 requests of a shopper's mix — pages, filters, searches that are each new, cart and
// token calls, missing pages — and reads the workerd process's resident memory after 1,000
// and after 20,000 requests, and the live JavaScript heap of the shop's own isolate through
// workerd's inspector (docs/decisions/067-what-the-soak-measures.md): resident memory is the
// whole runtime, MiniOxygen's local cache included; the heap is what the shop's code keeps.
// Heap snapshots after 1,000 requests and at the end show what grew, by constructor.
// Then, in the same run, Hydrogen's starter (scaffolded and built as `npm run bench` does it)
// gets the same number of requests, connections and samples, its mix mapped onto its own
// routes, against its own fresh local shop: the runtime's share of the growth
// (docs/decisions/069-soak-beside-the-starter.md). The shop always runs first.
// Target: after 20,000 within 1.5 times after 1,000. Writes bench/results/soak.{json,md}.
// A benchmark: it never fails on a number.
// SOAK_REQUESTS, SOAK_CONNECTIONS, SOAK_PORT, SOAK_LOCAL_SHOP_PORT, SOAK_STARTER_PORT (its
// inspector on the next port) change the run; SOAK_NO_BUILD=1 serves dist/ as it is;
// SOAK_STARTER=0 soaks the shop alone.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {join} from 'node:path';
import {ROOT, writeWorkerEnv} from '../scripts/lib/servers.mjs';
import {
  startPreview,
  startShop,
  stopAll,
  stopProcess,
} from './lib/processes.mjs';
import {prepareStarter} from './lib/sites.mjs';
import {seriesSummary, shopRequest, starterRequest} from './lib/soakMix.mjs';
import {connectWorkerHeap, sizesByConstructor} from './lib/workerHeap.mjs';

const num = (name, fallback) =>
  process.env[name] ? Number(process.env[name]) : fallback;
const TOTAL = num('SOAK_REQUESTS', 20_000);
const BASELINE_AT = 1_000;
const CONNECTIONS = num('SOAK_CONNECTIONS', 4);
const PORT = num('SOAK_PORT', 3340);
const SHOP_PORT = num('SOAK_LOCAL_SHOP_PORT', 4340);
const SAMPLE_EVERY = 1_000;

const log = (message) => console.log(`[soak] ${message}`);

/** Resident memory (MB) of the workerd processes in the preview's process group. */
function workerMemoryMb(groupId) {
  const out = execFileSync('ps', ['-o', 'rss=,comm=', '-g', String(groupId)], {
    encoding: 'utf8',
  });
  let kb = 0;
  for (const line of out.trim().split('\n')) {
    const [rss, comm] = line.trim().split(/\s+/);
    if (comm?.startsWith('workerd')) kb += Number(rss);
  }
  return Math.round(kb / 1024);
}

async function handles(shopUrl) {
  const response = await fetch(`${shopUrl}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({
      query: '{ products(first: 100) { nodes { handle } } }',
    }),
  });
  const body = await response.json();
  return body.data.products.nodes.map((node) => node.handle);
}

const STARTER = process.env.SOAK_STARTER !== '0';
const STARTER_PORT = num('SOAK_STARTER_PORT', PORT + 20);
const LOCAL_SHOP_ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

/** The constructors whose objects grew most between two heap snapshots (bytes, count). */
function heapGrowth(before, after, top = 12) {
  if (!before || !after) return [];
  return [...after]
    .map(([name, {bytes, count}]) => ({
      name,
      kb: Math.round((bytes - (before.get(name)?.bytes ?? 0)) / 1024),
      count: count - (before.get(name)?.count ?? 0),
    }))
    .filter((row) => row.kb > 0)
    .sort((a, b) => b.kb - a.kb)
    .slice(0, top);
}

/** One storefront's figures, with verdicts against the target. */
function siteResult(run) {
  const summary = seriesSummary(run.samples, BASELINE_AT);
  const complete = summary.requestsDone === TOTAL;
  // The target is about 20,000 requests: a shorter run says nothing either way.
  const reached = complete && TOTAL >= 20_000;
  const verdict = (r) =>
    reached ? (r !== null && r <= 1.5 ? 'met' : 'not met') : 'not reached';
  return {
    ...summary,
    complete,
    met: {resident: verdict(summary.ratio), heap: verdict(summary.heapRatio)},
    loadAverageAtStart: run.loadAtStart,
    loadAverageAtEnd: os.loadavg().map((v) => Math.round(v * 10) / 10),
    heapNote: run.heapNote ?? null,
    statuses: run.statuses,
    heapGrowthSince1000: run.growth ?? [],
    samples: run.samples,
  };
}

const fmt = (n) => (n ?? '–').toLocaleString('en-GB');
const answers = (statuses) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ') || '–';

function growthTable(title, growth) {
  if (!growth.length) return '';
  return (
    `\n${title} (heap snapshots, by constructor):\n\n| constructor | KB | objects |\n|---|---|---|\n` +
    growth
      .map((g) => `| ${g.name.replace(/\|/g, '\\|')} | ${g.kb} | ${g.count} |`)
      .join('\n') +
    '\n'
  );
}

function writeResults(runs, starterBuild) {
  const shop = siteResult(runs.shop);
  const starter = runs.starter ? siteResult(runs.starter) : null;
  const result = {
    date: new Date().toISOString(),
    requestsPlanned: TOTAL,
    connections: CONNECTIONS,
    sampleEvery: SAMPLE_EVERY,
    order: starter || STARTER ? 'shop first, then the starter' : 'shop only',
    target: 'at most 1.5 after 20,000 requests',
    starterBuild: starterBuild
      ? {
          createHydrogen: starterBuild.createHydrogenVersion,
          starter: starterBuild.starterVersion,
          pinned: starterBuild.pinned,
        }
      : null,
    shop,
    starter,
    // The shop's figure at the end over the starter's, when both finished the same count.
    shopOverStarterAtEnd:
      starter && starter.requestsDone === shop.requestsDone
        ? {
            resident:
              starter.workerMbAtEnd && shop.workerMbAtEnd
                ? Math.round(
                    (shop.workerMbAtEnd / starter.workerMbAtEnd) * 100,
                  ) / 100
                : null,
            heap:
              starter.heapMbAtEnd && shop.heapMbAtEnd
                ? Math.round((shop.heapMbAtEnd / starter.heapMbAtEnd) * 100) /
                  100
                : null,
          }
        : null,
  };
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'soak.json'), `${JSON.stringify(result, null, 2)}\n`);

  const end = fmt(TOTAL);
  const col = (site, key) => (site ? fmt(site[key]) : '–');
  const rows = [
    ['requests done', 'requestsDone'],
    ['workerd resident MB after 1,000', 'workerMbAfter1000'],
    [`workerd resident MB after ${end}`, 'workerMbAtEnd'],
    ['resident ratio (target at most 1.5)', 'ratio'],
    ['live JS heap MB after 1,000', 'heapMbAfter1000'],
    [`live JS heap MB after ${end}`, 'heapMbAtEnd'],
    ['heap ratio (target at most 1.5)', 'heapRatio'],
  ];
  const bySite = new Map(
    [shop, starter]
      .filter(Boolean)
      .flatMap((site, n) => site.samples.map((s) => [`${n}:${s.requests}`, s])),
  );
  const requestsSeen = [
    ...new Set(
      [shop, starter]
        .filter(Boolean)
        .flatMap((site) => site.samples.map((s) => s.requests)),
    ),
  ].sort((a, b) => a - b);
  const cell = (n, requests, key) => fmt(bySite.get(`${n}:${requests}`)?.[key]);
  const starterLine = result.starterBuild
    ? `Starter: @shopify/create-hydrogen ${result.starterBuild.createHydrogen} (starter ${result.starterBuild.starter}), built with this project's installed packages, its mix mapped onto its own routes (\`bench/lib/soakMix.mjs\`).`
    : STARTER
      ? 'Starter: not measured (it did not build or start).'
      : 'Starter: skipped (SOAK_STARTER=0).';
  writeFileSync(
    join(dir, 'soak.md'),
    `# Worker memory: the shop${starter ? " and Hydrogen's starter" : ''}, ${end} requests each\n\n` +
      `${result.date}; built workers under MiniOxygen, each against its own fresh local shop; ${CONNECTIONS} connections; read every ${fmt(SAMPLE_EVERY)} requests; ${result.order}. ` +
      `Machine load average (1/5/15 min) at the shop's start ${shop.loadAverageAtStart?.join(' / ')}` +
      (starter
        ? `, at the starter's start ${starter.loadAverageAtStart?.join(' / ')}`
        : '') +
      `.\n\n${starterLine}\n\n` +
      `| | shop | starter |\n|---|---|---|\n` +
      rows
        .map(
          ([label, key]) =>
            `| ${label} | ${col(shop, key)} | ${col(starter, key)} |`,
        )
        .join('\n') +
      `\n| verdict, resident / heap | ${shop.met.resident} / ${shop.met.heap} | ${starter ? `${starter.met.resident} / ${starter.met.heap}` : '–'} |` +
      `\n| answers | ${answers(shop.statuses)} | ${starter ? answers(starter.statuses) : '–'} |\n\n` +
      (result.shopOverStarterAtEnd
        ? `Shop / starter after ${fmt(shop.requestsDone)} requests: resident ${result.shopOverStarterAtEnd.resident}, live heap ${result.shopOverStarterAtEnd.heap}.\n\n`
        : '') +
      (starter?.heapNote ? `Starter heap: ${starter.heapNote}\n\n` : '') +
      `Resident memory is the whole workerd process group (the runtime, MiniOxygen's routing and cache workers included); the heap is the storefront's own isolate after a full collection.\n\n` +
      `| requests | shop heap MB | shop workerd MB | starter heap MB | starter workerd MB |\n|---|---|---|---|---|\n` +
      requestsSeen
        .map(
          (r) =>
            `| ${r} | ${cell(0, r, 'heapMb')} | ${cell(0, r, 'workerMb')} | ${cell(1, r, 'heapMb')} | ${cell(1, r, 'workerMb')} |`,
        )
        .join('\n') +
      '\n' +
      growthTable(
        "What grew in the shop's heap from 1,000 requests to the end",
        shop.heapGrowthSince1000,
      ) +
      (starter
        ? growthTable(
            "What grew in the starter's heap from 1,000 requests to the end",
            starter.heapGrowthSince1000,
          )
        : ''),
  );
}

/**
 * Serves one built storefront against a fresh local shop and sends it TOTAL requests of `mix`,
 * reading resident memory and the isolate's live heap every SAMPLE_EVERY requests.
 */
async function soakSite({
  name,
  dir,
  port,
  inspectorPort,
  env,
  mix,
  work,
  onSample,
}) {
  const localShop = await startShop({
    port: SHOP_PORT,
    dataDir: join(work, `${name}-local-shop`),
  });
  const envFile = env(join(work, `${name}.env`), localShop.url);
  const preview = await startPreview({dir, port, inspectorPort, envFile, log});
  const productHandles = await handles(localShop.url);
  const run = {
    samples: [],
    statuses: {},
    growth: [],
    loadAtStart: os.loadavg().map((v) => Math.round(v * 10) / 10),
  };
  let heap = null;
  try {
    heap = await connectWorkerHeap(preview.child.pid);
  } catch (error) {
    run.heapNote = `not read (${error.message})`;
    log(`${name}: heap ${run.heapNote}`);
  }
  let snapshotAt1000;
  let next = 0;
  let done = 0;
  const started = Date.now();
  // Requests pause while memory is read: the heap snapshot then sees an idle isolate, and
  // resident memory is not read in the middle of a burst.
  let gate = Promise.resolve();
  let inFlight = 0;
  let idle = () => {};
  const sampleMemory = async (requests) => {
    let open;
    gate = new Promise((resolve) => (open = resolve));
    if (inFlight > 0) await new Promise((resolve) => (idle = resolve));
    const workerMb = workerMemoryMb(preview.child.pid);
    const measured = heap
      ? await heap.measure({withSnapshot: requests === BASELINE_AT})
      : {heapMb: null, snapshot: null};
    if (measured.snapshot)
      snapshotAt1000 = sizesByConstructor(measured.snapshot);
    const sample = {
      requests,
      workerMb,
      heapMb: measured.heapMb,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    run.samples.push(sample);
    log(
      `${name}: ${requests} requests, heap ${measured.heapMb} MB, workerd ${workerMb} MB, ${sample.seconds} s`,
    );
    // Written as it goes: a run stopped early still leaves what it measured.
    onSample(run);
    open();
  };
  const connection = async () => {
    for (;;) {
      await gate;
      const i = next++;
      if (i >= TOTAL) return;
      const path = mix(i, productHandles);
      inFlight++;
      try {
        const response = await fetch(`${preview.url}${path}`, {
          redirect: 'manual',
          headers: {'oxygen-buyer-ip': `198.51.100.${i % 250}`},
        });
        await response.arrayBuffer();
        run.statuses[response.status] =
          (run.statuses[response.status] ?? 0) + 1;
      } catch {
        run.statuses.error = (run.statuses.error ?? 0) + 1;
      }
      inFlight--;
      done++;
      if (done % SAMPLE_EVERY === 0) await sampleMemory(done);
      else if (inFlight === 0) idle();
    }
  };
  await Promise.all(Array.from({length: CONNECTIONS}, connection));

  if (heap) {
    const atEnd = await heap.measure({withSnapshot: true});
    run.growth = heapGrowth(snapshotAt1000, sizesByConstructor(atEnd.snapshot));
    heap.close();
  }
  await stopProcess(preview.child);
  await stopProcess(localShop.child);
  return run;
}

async function main() {
  const work = mkdtempSync(join(os.tmpdir(), 'bench-soak-'));
  try {
    let starterBuild = null;
    if (STARTER) {
      log("scaffolding and building Hydrogen's starter…");
      const starterDir = join(work, 'starter');
      mkdirSync(starterDir);
      try {
        starterBuild = await prepareStarter(starterDir, LOCAL_SHOP_ORIGIN, log);
      } catch (error) {
        log(`the starter is not measured: ${error.message}`);
      }
    }
    if (process.env.SOAK_NO_BUILD !== '1') {
      log('building the worker…');
      execFileSync(
        join(ROOT, 'node_modules/.bin/shopify'),
        ['hydrogen', 'build'],
        {
          cwd: ROOT,
          stdio: 'ignore',
          env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'},
        },
      );
    }
    const runs = {shop: null, starter: null};
    const record = (key) => (run) => {
      runs[key] = run;
      writeResults(runs, starterBuild);
    };
    log('soaking the shop…');
    record('shop')(
      await soakSite({
        name: 'shop',
        dir: ROOT,
        port: PORT,
        inspectorPort: PORT + 6000,
        env: (path, url) => writeWorkerEnv(path, {LOCAL_SHOP_ORIGIN: url}),
        mix: shopRequest,
        work,
        onSample: record('shop'),
      }),
    );
    if (starterBuild) {
      log("soaking Hydrogen's starter…");
      record('starter')(
        await soakSite({
          name: 'starter',
          dir: starterBuild.dir,
          port: STARTER_PORT,
          inspectorPort: STARTER_PORT + 1,
          // Its own variables only (as `npm run bench` gives it): the project's .env is not its.
          env: (path, url) => {
            writeFileSync(
              path,
              [
                `PUBLIC_STORE_DOMAIN=${JSON.stringify(url)}`,
                'PUBLIC_STOREFRONT_API_TOKEN="local-storefront-public-token"',
                'SESSION_SECRET="benchmark-session-secret-0123456789"',
              ].join('\n') + '\n',
            );
            return path;
          },
          mix: starterRequest,
          work,
          onSample: record('starter'),
        }),
      );
    }
  } finally {
    await stopAll();
    rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
