// Where a page load's long main-thread tasks spend their time: loads each URL in Chromium at a
// phone's size and a CPU slowdown (4x, as Lighthouse simulates), traces the main thread and takes a
// CPU profile beside it (both on Chrome's monotonic clock), then prints every task over 40 ms with
// the scripts and functions its samples fell in. A tool for finding what to fix, not a benchmark:
// single loads vary, so compare builds over several runs. Needs a running storefront.
//
//   npm run bench:tasks -- http://localhost:3000/products/<handle> [more URLs]
//   RUNS=3 RATE=4 TOP=10 LONG_MS=40 npm run bench:tasks -- <url>
import {readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium} from '@playwright/test';

const RATE = Number(process.env.RATE ?? 4);
const RUNS = Number(process.env.RUNS ?? 1);
const TOP = Number(process.env.TOP ?? 8);
const LONG_TASK_US = Number(process.env.LONG_MS ?? 40) * 1000;
const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('Usage: npm run bench:tasks -- <url> [url ...]');
  process.exit(2);
}

/** The script a frame ran in, without its build hash; "(native)" for the browser's own work. */
function fileOf({url}) {
  return (
    url
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\.js$/, '.js') || '(native)'
  );
}

/** A profile frame as "function file:line:column". */
function frameName(frame) {
  const {functionName, url, lineNumber, columnNumber} = frame;
  if (!url) return functionName || '(native)';
  return `${functionName || '(anonymous)'} ${fileOf(frame)}:${lineNumber + 1}:${columnNumber + 1}`;
}

/** One load: its main-thread tasks over the limit and the CPU profile taken during it. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const tracePath = join(tmpdir(), `long-tasks-${process.pid}.json`);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: RATE});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await page.goto('about:blank');
    await browser.startTracing(page, {
      path: tracePath,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(url, {waitUntil: 'load'});
    // The shop marks the page once React has hydrated it; the quiet second after catches effects.
    // One promise in the page, not a polling locator, so the wait adds no tasks of its own.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const root = document.documentElement;
          if (root.hasAttribute('data-hydrated')) return resolve();
          new MutationObserver((_, observer) => {
            if (!root.hasAttribute('data-hydrated')) return;
            observer.disconnect();
            resolve();
          }).observe(root, {attributes: true});
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const {profile} = await cdp.send('Profiler.stop');
    await browser.stopTracing();
    const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
    return {profile, events: trace.traceEvents ?? trace};
  } finally {
    rmSync(tracePath, {force: true});
    await context.close();
  }
}

function report(url, {profile, events}) {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.ts > nav.ts,
  );
  const tasks = events.filter(
    (e) =>
      e.pid === nav.pid &&
      e.tid === nav.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= nav.ts &&
      e.dur > LONG_TASK_US,
  );
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map();
  for (const n of profile.nodes)
    for (const child of n.children ?? []) parentOf.set(child, n.id);
  const sampleTimes = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((time += delta));

  const ms = (us) => Math.round(us / 1000);
  let blocking = 0;
  console.log(
    `${url}\n  first contentful paint ${fcp ? ms(fcp.ts - nav.ts) : '?'} ms (at ${RATE}x CPU)`,
  );
  for (const task of tasks) {
    if (fcp && task.ts > fcp.ts) blocking += Math.max(0, ms(task.dur) - 50);
    // Inclusive sample counts: a function counts once per sample however deep it recurs.
    const byFrame = new Map();
    const byFile = new Map();
    let samples = 0;
    profile.samples.forEach((id, i) => {
      if (sampleTimes[i] < task.ts || sampleTimes[i] > task.ts + task.dur)
        return;
      samples++;
      const frames = new Set();
      const files = new Set();
      for (let node = id; node; node = parentOf.get(node)) {
        const frame = nodes.get(node).callFrame;
        if (frame.functionName === '(root)') continue;
        frames.add(frameName(frame));
        files.add(fileOf(frame));
      }
      for (const f of frames) byFrame.set(f, (byFrame.get(f) ?? 0) + 1);
      for (const f of files) byFile.set(f, (byFile.get(f) ?? 0) + 1);
    });
    const share = (count) =>
      `${String(Math.round((count / samples) * 100)).padStart(3)}%`;
    const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
    console.log(
      `  task at ${ms(task.ts - nav.ts)} ms, ${ms(task.dur)} ms${fcp && task.ts > fcp.ts ? ' (after first paint)' : ''}`,
    );
    // The browser's own steps inside the task (parsing, style, layout, script evaluation).
    const steps = events.filter(
      (e) =>
        e !== task &&
        e.pid === nav.pid &&
        e.tid === nav.tid &&
        e.ph === 'X' &&
        e.name !== 'RunTask' &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        e.dur > 8000,
    );
    if (steps.length > 0)
      console.log(
        `    steps: ${steps
          .slice(0, TOP)
          .map((e) => `${e.name} ${ms(e.dur)}`)
          .join(', ')}`,
      );
    if (samples === 0) continue;
    console.log(
      `    files: ${top(byFile)
        .map(([file, n]) => `${file} ${share(n).trim()}`)
        .join(', ')}`,
    );
    for (const [frame, n] of top(byFrame))
      console.log(`    ${share(n)} ${frame}`);
  }
  console.log(
    `  blocking time after first paint, this load: ${blocking} ms ("(program)" is the browser's own work: parsing, style, layout)`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (let run = 0; run < RUNS; run++)
    for (const url of urls) report(url, await traceLoad(browser, url));
} finally {
  await browser.close();
}
