// `npm run bench:soak`: does the worker's memory stay flat? Builds the shop, serves the built
// worker under MiniOxygen (what `npm run preview` serves) against a fresh local shop, sends
// 20,000 requests of a shopper's mix — pages, filters, searches that are each new, cart and
// token calls, missing pages — and reads the workerd process's resident memory after 1,000
// and after 20,000 requests, and the live JavaScript heap of the shop's own isolate through
// workerd's inspector (docs/decisions/067-what-the-soak-measures.md): resident memory is the
// whole runtime, MiniOxygen's local cache included; the heap is what the shop's code keeps.
// Heap snapshots after 1,000 requests and at the end show what grew, by constructor.
// Target: after 20,000 within 1.5 times after 1,000. Writes bench/results/soak.{json,md}.
// A benchmark: it never fails on a number.
// SOAK_REQUESTS, SOAK_CONNECTIONS, SOAK_PORT, SOAK_LOCAL_SHOP_PORT change the run;
// SOAK_NO_BUILD=1 serves dist/ as it is.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {join} from 'node:path';
import {ROOT, writeWorkerEnv} from '../scripts/lib/servers.mjs';
import {startPreview, startShop, stopAll} from './lib/processes.mjs';
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

// The mix: mostly pages a shopper opens, plus what makes every request new to a cache.
function requestFor(i, productHandles) {
  const pick = (list) => list[i % list.length];
  const brands = ['rolex', 'patek-philippe', 'audemars-piguet', 'omega'];
  const years = ['2020-present', '2015-2019', '2010-2014', 'pre-2000'];
  const prices = ['under-10000', '10000-25000', '25000-50000'];
  const de = i % 5 === 0 ? '/de' : '';
  switch (i % 10) {
    case 0:
    case 1:
      return `${de}/products/${pick(productHandles)}`;
    case 2:
      return `${de}/products?brand=${pick(brands)}&year=${years[(i >> 2) % 4]}&price=${prices[(i >> 3) % 3]}`;
    case 3:
      // A new search each time: the worst case for anything keyed by the query.
      return `/api/search?q=${encodeURIComponent(`watch ${i}`)}`;
    case 4:
      return `${de}/search?q=${encodeURIComponent(`${pick(brands)} ${i}`)}`;
    case 5:
      return '/api/lead-token';
    case 6:
      return `${de}/cart.data`;
    case 7:
      return `${de}/collections/${pick(brands)}?page=${i % 7}`;
    case 8:
      return `/no-such-page-${i}`;
    default:
      return `${de}/?utm_source=soak&n=${i}`;
  }
}

const ratioOf = (end, start) =>
  start && end ? Math.round((end / start) * 100) / 100 : null;

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

function writeResults(samples, statuses, growth = []) {
  const at = (n) => samples.find((s) => s.requests === n);
  const baseline = at(BASELINE_AT)?.workerMb ?? null;
  const heapBaseline = at(BASELINE_AT)?.heapMb ?? null;
  const last = samples.at(-1);
  const final = last?.workerMb ?? null;
  const heapFinal = last?.heapMb ?? null;
  const ratio = ratioOf(final, baseline);
  const heapRatio = ratioOf(heapFinal, heapBaseline);
  const complete = last?.requests === TOTAL;
  // The target is about 20,000 requests: a shorter run says nothing either way.
  const reached = complete && TOTAL >= 20_000;
  const verdict = (r) =>
    reached ? (r !== null && r <= 1.5 ? 'met' : 'not met') : 'not reached';
  const result = {
    date: new Date().toISOString(),
    requestsPlanned: TOTAL,
    requestsDone: last?.requests ?? 0,
    complete,
    connections: CONNECTIONS,
    loadAverage: os.loadavg().map((v) => Math.round(v * 10) / 10),
    workerMbAfter1000: baseline,
    workerMbAtEnd: final,
    ratio,
    heapMbAfter1000: heapBaseline,
    heapMbAtEnd: heapFinal,
    heapRatio,
    target: 'at most 1.5 after 20,000 requests',
    met: {resident: verdict(ratio), shopHeap: verdict(heapRatio)},
    statuses,
    heapGrowthSince1000: growth,
    samples,
  };
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'soak.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(
    join(dir, 'soak.md'),
    `# Worker memory over ${result.requestsDone.toLocaleString('en-GB')} of ${TOTAL.toLocaleString('en-GB')} requests${complete ? '' : ' (stopped early)'}\n\n` +
      `${result.date}, built worker under MiniOxygen, ${CONNECTIONS} connections, machine load average ${result.loadAverage.join(' / ')}.\n\n` +
      `Live JavaScript heap of the shop's isolate (after a full collection) after 1,000 requests: ${heapBaseline} MB; after ${result.requestsDone.toLocaleString('en-GB')}: ${heapFinal} MB; ratio ${heapRatio} (target at most 1.5 after 20,000: ${result.met.shopHeap}).\n\n` +
      `workerd resident memory (the whole runtime, MiniOxygen's local cache included) after 1,000 requests: ${baseline} MB; after ${result.requestsDone.toLocaleString('en-GB')}: ${final} MB; ratio ${ratio} (target at most 1.5 after 20,000: ${result.met.resident}).\n\n` +
      `Answers: ${Object.entries(statuses)
        .map(([status, n]) => `${status} × ${n}`)
        .join(', ')}.\n\n` +
      `| requests | shop heap MB | workerd MB | seconds |\n|---|---|---|---|\n` +
      samples
        .map(
          (s) =>
            `| ${s.requests} | ${s.heapMb} | ${s.workerMb} | ${s.seconds} |`,
        )
        .join('\n') +
      '\n' +
      (growth.length
        ? `\nWhat grew in the shop's heap from 1,000 requests to the end (heap snapshots, by constructor):\n\n| constructor | KB | objects |\n|---|---|---|\n` +
          growth
            .map(
              (g) =>
                `| ${g.name.replace(/\|/g, '\\|')} | ${g.kb} | ${g.count} |`,
            )
            .join('\n') +
          '\n'
        : ''),
  );
}

async function main() {
  const work = mkdtempSync(join(os.tmpdir(), 'bench-soak-'));
  try {
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
    log('starting the local shop and the built worker…');
    const shop = await startShop({
      port: SHOP_PORT,
      dataDir: join(work, 'shop'),
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
    const productHandles = await handles(shop.url);
    const heap = await connectWorkerHeap(preview.child.pid);
    let snapshotAt1000;

    const samples = [];
    const statuses = {};
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
      const {heapMb, snapshot} = await heap.measure({
        withSnapshot: requests === BASELINE_AT,
      });
      if (snapshot) snapshotAt1000 = sizesByConstructor(snapshot);
      const sample = {
        requests,
        workerMb,
        heapMb,
        seconds: Math.round((Date.now() - started) / 1000),
      };
      samples.push(sample);
      log(
        `${requests} requests, shop heap ${heapMb} MB, workerd ${workerMb} MB, ${sample.seconds} s`,
      );
      // Written as it goes: a run stopped early still leaves what it measured.
      writeResults(samples, statuses);
      open();
    };
    const worker = async () => {
      for (;;) {
        await gate;
        const i = next++;
        if (i >= TOTAL) return;
        const path = requestFor(i, productHandles);
        inFlight++;
        try {
          const response = await fetch(`${preview.url}${path}`, {
            redirect: 'manual',
            headers: {'oxygen-buyer-ip': `198.51.100.${i % 250}`},
          });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        } catch {
          statuses.error = (statuses.error ?? 0) + 1;
        }
        inFlight--;
        done++;
        if (done % SAMPLE_EVERY === 0) await sampleMemory(done);
        else if (inFlight === 0) idle();
      }
    };
    await Promise.all(Array.from({length: CONNECTIONS}, worker));

    const atEnd = await heap.measure({withSnapshot: true});
    const growth = heapGrowth(
      snapshotAt1000,
      sizesByConstructor(atEnd.snapshot),
    );
    heap.close();
    writeResults(samples, statuses, growth);
  } finally {
    await stopAll();
    rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
