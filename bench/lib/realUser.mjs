// The real-user harness: real page loads in Chromium on a phone profile (the CPU slowed until it
// scores like a mid-tier phone, 150 ms round trips, 1.6 Mbit/s), read by Google's web-vitals
// library (attribution build) as a visitor's browser would report them, with the interactions a shopper makes during the load and after it.
// Each load is a first visit (fresh browser context, empty cache); the server's sub-request cache
// is warmed with one GET first, as under traffic.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {ROOT} from '../../scripts/lib/servers.mjs';
import {CHROME_FLAGS} from './measure.mjs';
import {calibratePhones} from './calibratedPhone.mjs';

export const PHONE = {
  viewport: {width: 390, height: 844},
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  // Replaced by the calibrated rate of the phone class measured (bench/lib/calibratedPhone.mjs).
  cpuSlowdown: 4,
  network: {latency: 150, downloadMbit: 1.6, uploadMbit: 0.75},
};

const WEB_VITALS = readFileSync(
  join(ROOT, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
  'utf8',
);
// Records what web-vitals reports (every change) and each interaction's own latency, by name.
const RECORDER = `(() => {
  const v = (window.__vitals = {interactions: []});
  const keep = (m) => { v[m.name] = {value: m.value, attribution: summarise(m)}; };
  function summarise(m) {
    const a = m.attribution || {};
    if (m.name === 'INP') return {target: a.interactionTarget, type: a.interactionType,
      inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay,
      loadState: a.loadState};
    if (m.name === 'LCP') return {target: a.target, ttfb: a.timeToFirstByte,
      loadDelay: a.resourceLoadDelay, loadDuration: a.resourceLoadDuration, renderDelay: a.elementRenderDelay};
    if (m.name === 'CLS') return {target: a.largestShiftTarget};
    return {};
  }
  const opts = {reportAllChanges: true};
  webVitals.onLCP(keep, opts); webVitals.onCLS(keep, opts); webVitals.onINP(keep, opts);
  webVitals.onFCP(keep); webVitals.onTTFB(keep);
  window.__label = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId)
      v.interactions.push({id: e.interactionId, name: e.name, duration: e.duration, label: window.__label});
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  // The main thread's blocking while the page loads: each long task's time past 50 ms.
  v.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.longTasks.push({start: e.startTime, duration: e.duration});
  }).observe({type: 'longtask', buffered: true});
})();`;

/** Chromium's CPU and network throttling on a page, as on the phone class measured, on 4G. */
async function throttle(context, page, cpuRate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuRate});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.network.latency,
    downloadThroughput: (PHONE.network.downloadMbit * 1024 * 1024) / 8,
    uploadThroughput: (PHONE.network.uploadMbit * 1024 * 1024) / 8,
  });
  return cdp;
}

/** A horizontal swipe with one finger across an element, as on a touch screen. */
async function swipe(cdp, box) {
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.2;
  const point = (x) => [{x, y, id: 1}];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from),
  });
  for (let step = 1; step <= 6; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + ((to - from) * step) / 6),
    });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
  });
}

const label = (page, name) =>
  page.evaluate((n) => (window.__label = n), name).catch(() => {});

/**
 * Taps a watch on a list and returns the time from the touch until the watch page's heading
 * shows (an in-page clock: Playwright's own polling is slowed by the throttled CPU too).
 */
async function openWatch(page, link, title = link) {
  const name = (await title.textContent()).trim();
  await page.evaluate((heading) => {
    const state = (window.__openWatch = {});
    addEventListener('touchstart', () => (state.touch ??= performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver((_, observer) => {
      if (state.touch == null || !location.pathname.includes('/products/'))
        return;
      if (!document.querySelector('h1')?.textContent.includes(heading)) return;
      state.shown = performance.now();
      observer.disconnect();
    }).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, name);
  await link.tap();
  await page.waitForFunction(() => window.__openWatch.shown != null, null, {
    timeout: 15_000,
  });
  return page.evaluate(
    () => window.__openWatch.shown - window.__openWatch.touch,
  );
}

/** Waits until the page has had a quiet moment (no request for 1 s), at most `ms`. */
async function settle(page, ms = 15_000) {
  await page.waitForLoadState('networkidle', {timeout: ms}).catch(() => {});
}

/**
 * What a shopper does on each site. `duringLoad` starts at the first paint (the page may not be
 * interactive yet) and returns what the box it typed into holds; `afterLoad` runs once the page has
 * loaded and settled. Each step is named, so the slowest interaction can be told.
 */
export const SHOPPER = {
  shop: {
    async duringLoad(page, {german}) {
      const name = german ? 'Uhren suchen' : 'Search watches';
      await page.getByRole('banner').getByRole('link', {name}).tap();
      await page.keyboard.type('126610LN');
      await settle(page);
      return page
        .getByRole('dialog')
        .getByRole('combobox', {name})
        .inputValue({timeout: 5_000})
        .catch(() => '');
    },
    async afterLoad(page, {kind, german, cdp}) {
      const done = [];
      const step = async (name, fn) => {
        await label(page, name);
        await fn();
        done.push(name);
        await page.waitForTimeout(300);
      };
      await step('open the menu', async () => {
        await page
          .getByRole('button', {name: german ? 'Menü öffnen' : 'Open menu'})
          .tap();
        await page.getByRole('dialog').first().waitFor();
        await page.keyboard.press('Escape');
      });
      if (kind === 'brand')
        await step('save a favourite', () =>
          page
            .getByRole('button', {name: /^Add .* to wishlist$/})
            .first()
            .tap(),
        );
      if (kind === 'list')
        await step('change a filter', async () => {
          await page
            .getByText(/^(Filters|Filter)/)
            .first()
            .tap();
          await page.getByRole('checkbox').first().tap();
          await settle(page, 10_000);
        });
      if (kind === 'product') {
        const gallery = await page
          .locator('.swiper')
          .first()
          .boundingBox()
          .catch(() => null);
        if (gallery) await step('swipe the gallery', () => swipe(cdp, gallery));
        await step('add to cart', async () => {
          await page.getByRole('button', {name: 'Add to Cart'}).first().tap();
          await page.getByRole('dialog', {name: 'Your Cart'}).waitFor();
          await page.keyboard.press('Escape');
        });
        await step('open an enquiry', async () => {
          await page.getByRole('link', {name: 'Enquire Now'}).first().tap();
          await page.getByRole('dialog').getByRole('textbox').first().waitFor();
          await page.keyboard.press('Escape');
        });
      }
      if (kind === 'sell')
        await step('type in the form', async () => {
          await page.getByRole('main').getByRole('textbox').first().tap();
          await page.keyboard.type('Rolex 126610LN');
        });
      // Last: it leaves the page (its layout shifts are the next page's, so CLS is read first).
      let openWatchMs = null;
      let clsBeforeLeaving = null;
      if (kind === 'list')
        await step('open a watch', async () => {
          clsBeforeLeaving = (await readVitals(page)).CLS?.value ?? 0;
          // The filter changed above may still be open over the grid.
          await page.keyboard.press('Escape');
          openWatchMs = await openWatch(
            page,
            page.locator('main h3 a[href*="/products/"]').first(),
          );
        });
      return {steps: done, openWatchMs, clsBeforeLeaving};
    },
  },
  // Hydrogen's starter: its search opens an aside holding a box the shopper taps before typing.
  starter: {
    async duringLoad(page) {
      await page
        .getByRole('banner')
        .getByRole('button', {name: 'Search'})
        .tap();
      const box = page.locator('.predictive-search').getByPlaceholder('Search');
      // A tap before hydration opens nothing there: the tap, and what would be typed, is lost.
      const opened = await box
        .waitFor({state: 'visible', timeout: 8_000})
        .then(() => true)
        .catch(() => false);
      if (!opened) return '';
      await box.tap();
      await page.keyboard.type('126610LN');
      await settle(page);
      return box.inputValue({timeout: 5_000}).catch(() => '');
    },
    async afterLoad(page, {kind}) {
      const done = [];
      const step = async (name, fn) => {
        await label(page, name);
        await fn();
        done.push(name);
        await page.waitForTimeout(300);
      };
      await step('open the menu', async () => {
        await page.getByRole('button', {name: '☰'}).tap();
        await page.waitForTimeout(200);
        await page.keyboard.press('Escape');
      });
      if (kind === 'product')
        await step('add to cart', async () => {
          await page.getByRole('button', {name: 'Add to cart'}).tap();
          await settle(page, 10_000);
        });
      let openWatchMs = null;
      let clsBeforeLeaving = null;
      if (kind === 'list')
        await step('open a watch', async () => {
          clsBeforeLeaving = (await readVitals(page)).CLS?.value ?? 0;
          const item = page.locator('main a.product-item').first();
          openWatchMs = await openWatch(page, item, item.locator('h4'));
        });
      return {steps: done, openWatchMs, clsBeforeLeaving};
    },
  },
};

async function readVitals(page) {
  // Interactions' entries arrive after their next paint: give them a frame or two.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))),
  );
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__vitals)));
}

/**
 * One first visit to `url` on the phone profile. mode 'quiet': load, settle, read LCP and CLS,
 * then the after-load interactions (INP after load). mode 'eager': the during-load interaction at
 * the first paint (INP during load, and whether every typed character reached the box).
 */
export async function visit(
  browser,
  {site, url, kind, german, mode, cpuRate = PHONE.cpuSlowdown},
) {
  const shopperOf = (s) => (s === 'starter' ? 'starter' : 'shop');
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    locale: german ? 'de-DE' : 'en-GB',
  });
  // The shop's newsletter invitation would cover the page for every first visit alike.
  await context.addInitScript(() => {
    try {
      localStorage.setItem('newsletter-popup-seen', 'true');
    } catch {
      // Storage blocked: the invitation shows, as it would for such a visitor.
    }
  });
  // One script: Playwright runs each in its own scope, so the library's global stays in it.
  await context.addInitScript(`${WEB_VITALS}\n${RECORDER}`);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const cdp = await throttle(context, page, cpuRate);
    const shopper = SHOPPER[shopperOf(site)];
    if (mode === 'eager') {
      await page.goto(url, {waitUntil: 'commit'});
      await label(page, 'tap search and type at once');
      const typed = await shopper.duringLoad(page, {kind, german});
      const vitals = await readVitals(page);
      return {typed, kept: typed === '126610LN', vitals, errors};
    }
    await page.goto(url, {waitUntil: 'load', timeout: 60_000});
    await settle(page);
    const loaded = await readVitals(page);
    // Until the load has settled: the tasks of the shopper's own presses after it are INP's.
    const blocking = (loaded.longTasks ?? []).reduce(
      (sum, task) => sum + Math.max(0, task.duration - 50),
      0,
    );
    const {steps, openWatchMs, clsBeforeLeaving} = await shopper.afterLoad(
      page,
      {
        kind,
        german,
        cdp,
      },
    );
    const vitals = await readVitals(page);
    return {
      lcp: loaded.LCP?.value ?? null,
      lcpAttribution: loaded.LCP?.attribution ?? null,
      cls: clsBeforeLeaving ?? vitals.CLS?.value ?? 0,
      fcp: loaded.FCP?.value ?? null,
      ttfb: loaded.TTFB?.value ?? null,
      blocking,
      steps,
      openWatchMs,
      vitals,
      errors,
    };
  } catch (error) {
    return {error: error.message.split('\n')[0], errors};
  } finally {
    await context.close();
  }
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // Playwright runs it headless itself; the other flags as for Lighthouse.
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
}

const sorted = (values) =>
  values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);

/** The p-th percentile (nearest rank) of numbers, or null. */
export function percentileOf(values, p) {
  const s = sorted(values);
  if (!s.length) return null;
  return s[
    Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))
  ];
}

/** One load's INP and the interaction that set it, named by the step that made it. */
function inpOf(load) {
  const slowest = [...(load.vitals?.interactions ?? [])].sort(
    (a, b) => b.duration - a.duration,
  )[0];
  // web-vitals reports no INP while every interaction is under 40 ms: the slowest one seen
  // (from 16 ms) stands in, and a load with interactions but none seen counts as 0.
  const inp =
    load.vitals?.INP?.value ??
    slowest?.duration ??
    (load.error || !load.vitals ? null : 0);
  return {inp, slowest: slowest ? `${slowest.label} (${slowest.name})` : null};
}

/** Medians, 75th percentiles and counts per page kind from the raw loads of one site. */
export function summarise(loads) {
  const quiet = loads.filter((l) => l.mode === 'quiet' && !l.error);
  const eager = loads.filter((l) => l.mode === 'eager' && !l.error);
  const inps = [...quiet, ...eager].map(inpOf);
  const worst = inps
    .filter((x) => x.inp != null)
    .sort((a, b) => b.inp - a.inp)[0];
  const of = (list, key, p) =>
    percentileOf(
      list.map((l) => l[key]),
      p,
    );
  return {
    runs: quiet.length,
    lcpMedian: of(quiet, 'lcp', 50),
    lcpP75: of(quiet, 'lcp', 75),
    clsP75: of(quiet, 'cls', 75),
    fcpMedian: of(quiet, 'fcp', 50),
    ttfbMedian: of(quiet, 'ttfb', 50),
    openWatchMedian: of(quiet, 'openWatchMs', 50),
    blockingMedian: of(quiet, 'blocking', 50),
    inpP75: of(inps, 'inp', 75),
    inpDuringLoadP75: of(eager.map(inpOf), 'inp', 75),
    inpAfterLoadP75: of(quiet.map(inpOf), 'inp', 75),
    slowestInteraction: worst?.slowest ?? null,
    inputKept: `${eager.filter((l) => l.kept).length}/${eager.length}`,
    inputLost: eager.filter((l) => !l.kept).map((l) => l.typed),
    failedLoads: loads.filter((l) => l.error).map((l) => l.error),
    pageErrors: [...new Set(loads.flatMap((l) => l.errors ?? []))].slice(0, 5),
  };
}

/**
 * Every page kind on every site, `runs` times, sites interleaved load by load (a drift in the
 * machine's load weighs on both alike). pages: [{key, label, german?, shop: path, starter?: path}].
 * The CPU is slowed to the phone class `tier` ('mid' or 'low') calibrated on this host first, or
 * by `cpuRate` when one is given.
 */
export async function measureRealUser({
  sites,
  pages,
  runs,
  tier = 'mid',
  cpuRate,
  log = () => {},
}) {
  const browser = await launchBrowser();
  const calibration = await calibratePhones(browser, log);
  const phoneClass = calibration.classes[tier];
  if (!phoneClass) throw new Error(`No phone class "${tier}": mid or low`);
  const rate = cpuRate ?? phoneClass.rate;
  log(
    `  loads at ${rate}x CPU slowdown (${cpuRate ? 'given' : phoneClass.label})`,
  );
  const raw = Object.fromEntries(sites.map((s) => [s.name, {}]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const site of sites) {
          // A build of the shop (bench/mechanisms.mjs) visits the shop's pages.
          const path = page[site.shopper ?? site.name];
          if (!path) continue;
          const url = site.url + path;
          await fetch(url)
            .then((r) => r.arrayBuffer())
            .catch(() => {});
          for (const mode of ['quiet', 'eager']) {
            const load = await visit(browser, {
              site: site.name,
              url,
              kind: page.key.replace(/^german-/, ''),
              german: Boolean(page.german),
              mode,
              cpuRate: rate,
            });
            load.mode = mode;
            (raw[site.name][page.key] ??= []).push(load);
            const inp = inpOf(load).inp;
            log(
              `  run ${run} ${site.name.padEnd(7)} ${page.label.padEnd(16)} ${mode.padEnd(5)} ` +
                (load.error
                  ? `failed: ${load.error}`
                  : mode === 'quiet'
                    ? `LCP ${Math.round(load.lcp ?? NaN)} ms CLS ${(load.cls ?? 0).toFixed(3)} INP ${inp == null ? '–' : Math.round(inp)} ms${load.openWatchMs == null ? '' : `, a watch opened in ${Math.round(load.openWatchMs)} ms`}`
                    : `INP ${inp == null ? '–' : Math.round(inp)} ms typed "${load.typed}"`),
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const summary = {};
  for (const [site, byPage] of Object.entries(raw))
    summary[site] = Object.fromEntries(
      Object.entries(byPage).map(([key, loads]) => [key, summarise(loads)]),
    );
  const profile = {
    ...PHONE,
    cpuSlowdown: rate,
    phoneClass: cpuRate ? null : phoneClass.label,
    calibration,
  };
  return {profile, runs, summary, raw};
}
