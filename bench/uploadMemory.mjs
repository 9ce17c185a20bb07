// `npm run bench:upload`: the memory the built worker needs for the largest upload it accepts
// (the sell form with six 10 MB photos) and for one just over its cap, under MiniOxygen's
// workerd (Oxygen's runtime). Oxygen stops a worker past 128 MB. Reads the workerd processes'
// resident memory every 25 ms and the shop isolate's JavaScript heap through its inspector.
// Expects a build (`npm run build`); writes bench/results/upload-memory.{json,md}.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT, writeWorkerEnv} from '../scripts/lib/servers.mjs';
import {
  startPreview,
  startShop,
  stopAll,
  stopProcess,
} from './lib/processes.mjs';
import {connectWorkerHeap} from './lib/workerHeap.mjs';

const PORT = Number(process.env.UPLOAD_PORT ?? 3360);
const SHOP_PORT = Number(process.env.UPLOAD_LOCAL_SHOP_PORT ?? 4360);
const PHOTO_BYTES = 10 * 1024 * 1024;
const PHOTOS = 6;
const log = (message) => console.log(`[upload] ${message}`);

/** Resident memory (MB) of the workerd processes in the preview's process group. */
function workerdRssMb(groupId) {
  const out = execFileSync('ps', ['-o', 'rss=,comm=', '-g', String(groupId)], {
    encoding: 'utf8',
  });
  let kb = 0;
  for (const line of out.trim().split('\n')) {
    const [rss, comm] = line.trim().split(/\s+/);
    if (comm?.startsWith('workerd')) kb += Number(rss);
  }
  return kb / 1024;
}

// A real 1×1 JPEG, padded to the photo size: the shop checks the header, stores the bytes.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
function photo(bytes) {
  const data = new Uint8Array(bytes);
  data.set(JPEG);
  return new Blob([data], {type: 'image/jpeg'});
}

async function sellForm(url, photoBytes, index) {
  const page = await (await fetch(`${url}/sell-your-watch-form`)).text();
  const token = /name="_lead" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error('No form token on /sell-your-watch-form');
  const form = new FormData();
  const fields = {
    _lead: token,
    firstName: 'Memory',
    lastName: `Bench ${index}`,
    email: `upload-${Date.now()}-${index}@example.org`,
    phone: '+44 1625 000000',
    country: 'UK',
    brand: 'Rolex',
    model: 'Submariner',
    reference: '124060',
    watchAge: '2020',
    condition: 'Very good',
    boxPapers: 'Box and papers',
    saleMethod: 'Sell',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let i = 0; i < PHOTOS; i++)
    form.append('photos', photo(photoBytes[i] ?? 0), `photo-${i + 1}.jpg`);
  return form;
}

async function measureUpload({
  url,
  group,
  heap,
  form,
  label,
  path = '/sell-your-watch-form',
}) {
  const samples = {rss: [], heap: []};
  let running = true;
  const sampler = (async () => {
    while (running) {
      samples.rss.push(workerdRssMb(group));
      try {
        samples.heap.push((await heap.measure()).heapMb);
      } catch {
        // A busy isolate may not answer the inspector in time; RSS still counts.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const before = workerdRssMb(group);
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    body: form,
    headers: {Accept: 'text/html'},
  });
  await response.arrayBuffer();
  const ms = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  running = false;
  await sampler;
  const peak = Math.max(...samples.rss);
  const result = {
    label,
    status: response.status,
    ms,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssGrowthMb: Math.round(peak - before),
    jsHeapPeakMb: samples.heap.length ? Math.max(...samples.heap) : null,
  };
  log(JSON.stringify(result));
  return result;
}

const work = mkdtempSync(join(tmpdir(), 'upload-memory-'));
try {
  const shop = await startShop({port: SHOP_PORT, dataDir: join(work, 'shop')});
  const envFile = writeWorkerEnv(join(work, 'worker.env'), {
    LOCAL_SHOP_ORIGIN: shop.url,
    // The bench posts at once: the human-speed check would only ask it to confirm.
    LEAD_MIN_SUBMIT_MS: '0',
    LEAD_RATE_LIMIT: '1000/60',
  });
  /** One upload on a freshly started worker: resident memory only grows, so runs stay apart. */
  const fresh = async (label, photoSizes, path = '/sell-your-watch-form') => {
    const preview = await startPreview({
      dir: ROOT,
      port: PORT,
      inspectorPort: PORT + 6000,
      envFile,
      log,
    });
    const heap = await connectWorkerHeap(preview.child.pid);
    try {
      // Warm the routes once, so the measurement is the upload and not the first render.
      await fetch(`${preview.url}/sell-your-watch-form`);
      return await measureUpload({
        url: preview.url,
        group: preview.child.pid,
        heap,
        form: await sellForm(preview.url, photoSizes, Date.now()),
        label,
        path,
      });
    } finally {
      heap.close();
      await stopProcess(preview.child);
    }
  };
  const full = Array(PHOTOS).fill(PHOTO_BYTES);
  const runs = [
    await fresh(`largest allowed: ${PHOTOS} photos of 10 MB`, full),
    await fresh('just over the body cap', [
      ...full.slice(1),
      PHOTO_BYTES + 1024 * 1024 + 1,
    ]),
    // The same body to an address that reads none: what the runtime around the worker holds.
    await fresh(
      'the same 60 MB to an address that reads no body (the runtime alone)',
      full,
      '/robots.txt',
    ),
  ];
  const results = {
    when: new Date().toISOString(),
    oxygenLimitMb: 128,
    runs,
  };
  mkdirSync(join(ROOT, 'bench/results'), {recursive: true});
  writeFileSync(
    join(ROOT, 'bench/results/upload-memory.json'),
    JSON.stringify(results, null, 2) + '\n',
  );
  const rows = results.runs.map(
    (run) =>
      `| ${run.label} | ${run.status} | ${run.ms} ms | ${run.rssBeforeMb} MB | ${run.rssPeakMb} MB | ${run.rssGrowthMb} MB | ${run.jsHeapPeakMb ?? 'n/a'} MB |`,
  );
  writeFileSync(
    join(ROOT, 'bench/results/upload-memory.md'),
    [
      `# Upload memory (${results.when})`,
      '',
      'The built worker under MiniOxygen (workerd), sell form posted with fetch from loopback.',
      "Resident memory of workerd's processes sampled every 25 ms; JavaScript heap of the shop's isolate through its inspector. Oxygen stops a worker past 128 MB.",
      '',
      '| upload | status | time | workerd before | workerd peak | growth | isolate JS heap peak |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `The worker's own share of the largest upload (its growth less what the runtime alone takes for the same body): ${runs[0].rssGrowthMb - runs[2].rssGrowthMb} MB.`,
      '',
    ].join('\n'),
  );
  log('written bench/results/upload-memory.{json,md}');
} finally {
  await stopAll();
}
