// A phone calibrated to this host, as Chrome DevTools' calibrated CPU presets are: Lighthouse's
// benchmark index is read on the host, then the CPU slowdown is bisected until the throttled page
// scores like the phone class. A fixed 4x slowdown emulates a different phone on every machine.
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';

/** DevTools' calibration targets: Lighthouse benchmark index of each phone class. */
export const PHONE_CLASSES = {
  mid: {index: 1000, label: 'mid-tier phone (Pixel 5 class)'},
  low: {index: 264, label: 'low-tier phone (Moto G4 Power class)'},
};

// Close enough: DevTools stops within 10 points of the target.
const TOLERANCE = 10;
const MAX_STEPS = 8;

/** Median of numbers (the middle one, or the lower of the two middle ones). */
const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The throttling backend keeps hundredths of a rate. */
const hundredths = (rate) => Math.round(rate * 100) / 100;

/**
 * The CPU slowdown at which `score(rate)` comes within TOLERANCE of `target`, by bisection
 * between `lower` and `upper` (the score falls as the rate rises). Returns the rate whose score
 * came closest, and that score. A host that scores below the target at rate 1 cannot emulate the
 * class: rate 1.
 * @param {(rate: number) => Promise<number>} score
 * @param {number} target
 * @param {{hostScore: number, lower?: number, upper?: number}} options
 */
export async function findRate(score, target, {hostScore, lower = 1, upper}) {
  if (hostScore < target) return {rate: 1, score: hostScore, tooWeak: true};
  let low = lower;
  let high = upper ?? Math.max(2, (hostScore / target) * 1.5);
  // The index is noisy near the target: the closest rate read is the answer, not the last.
  let best = {rate: low, score: hostScore};
  for (let step = 0; step < MAX_STEPS; step++) {
    const rate = hundredths((low + high) / 2);
    const read = await score(rate);
    if (Math.abs(read - target) < Math.abs(best.score - target))
      best = {rate, score: read};
    if (Math.abs(read - target) < TOLERANCE) break;
    if (read < target) high = rate;
    else low = rate;
  }
  return {...best, tooWeak: false};
}

/** Runs Lighthouse's benchmark index (about a second) on `page` at the CPU `rate`. */
async function benchmarkIndex(page, cdp, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
}

/**
 * Calibrates both phone classes on `browser` (a Playwright browser). Returns the host's index
 * (median of three, after a warm-up), and for each class its rate and the index read at it.
 */
export async function calibratePhones(browser, log = () => {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await benchmarkIndex(page, cdp, 1); // V8 warms up.
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await benchmarkIndex(page, cdp, 1));
    const hostIndex = median(runs);
    log(`  host benchmark index ${hostIndex}`);
    const classes = {};
    for (const [tier, {index, label}] of Object.entries(PHONE_CLASSES)) {
      const found = await findRate(
        (rate) => benchmarkIndex(page, cdp, rate),
        index,
        {hostScore: hostIndex},
      );
      classes[tier] = {label, targetIndex: index, ...found};
      log(
        `  ${label}: ${found.tooWeak ? 'host too slow, no slowdown' : `${found.rate}x CPU slowdown (index ${found.score})`}`,
      );
    }
    return {hostIndex, classes};
  } finally {
    await context.close();
  }
}
