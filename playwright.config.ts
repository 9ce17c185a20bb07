import {defineConfig, devices} from '@playwright/test';
import type {PageProblemOptions} from './tests/e2e/support/test';

const port = Number(process.env.E2E_PORT ?? 3310);
const localShopPort = Number(process.env.E2E_LOCAL_SHOP_PORT ?? 4310);
process.env.E2E_LOCAL_SHOP_URL = `http://127.0.0.1:${localShopPort}`;
// The storefront with Shopify analytics on (scripts/e2e-servers.mjs starts both).
process.env.E2E_ANALYTICS_URL = `http://localhost:${Number(process.env.E2E_ANALYTICS_PORT ?? port + 20)}`;

// Debian's Chromium headless shell (package chromium-headless-shell): Chromium's own headless
// build, which Playwright itself uses for headless runs and cannot download here. Same Blink, V8
// and network stack as the browser, without its window and UI code: the suite ran 2.3-2.6x
// faster than in the full browser (decision 127). The benchmark keeps the full browser.
const CHROMIUM_HEADLESS_SHELL =
  process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig<PageProblemOptions>({
  testDir: 'tests/e2e',
  // Several runs may share a machine (one per port): keep their artefacts apart.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: a test waiting on a timer or the server leaves a core to the others.
  // 191–192 s against 200–207 s on a third of the suite (bench/history.md, 2026-12-03).
  workers: 3,
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace of the retry, not of every first attempt: recording costs a fifth of the run's
    // CPU (accessibility and German pages: 222 s traced, 176 s not).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: chromiumFlags,
    },
  },
  projects: [
    // React's development build under `npm run dev`: its hydration warnings are console errors.
    // Listed first so one worker starts the dev server (its compiling) while the other runs the
    // first desktop tests: after the desktop project it left a core idle at the end of the run.
    {
      name: 'dev',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testMatch: /dev-server\.spec\.ts/,
    },
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], channel: undefined},
      grepInvert: /@faults/,
      testIgnore:
        /(before-hydration|no-input-lost|first-tap|dev-server)\.spec\.ts/,
    },
    // A mid-range phone's CPU: taps before the page is interactive, every page hydrating. 2x, a
    // little slower than the mid-tier phone calibrated on these machines (1.2-1.8x, decision 146);
    // the 4x used before was a low-tier phone, and cost the run a fifth more of this project's CPU.
    {
      name: 'throttled',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
        cpuSlowdown: 2,
      },
      testMatch: /(before-hydration|no-input-lost)\.spec\.ts/,
    },
    // The shopper journeys again on touch screens: a small phone and a tablet. On the phone too,
    // every control tapped at the first paint: the test holds the page's scripts back itself, so
    // it needs no slowed CPU to tap before hydration (it took three times as long with one).
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
        viewport: {width: 360, height: 780},
        screen: {width: 360, height: 780},
      },
      testMatch: /(journeys|first-tap)\.spec\.ts/,
    },
    {
      name: 'tablet',
      use: {
        ...devices['Galaxy Tab S4'],
        channel: undefined,
        viewport: {width: 768, height: 1024},
      },
      testMatch: /journeys\.spec\.ts/,
    },
    // Tests that switch the local shop's fault injection on affect every request, so
    // they run after all others (the dev project's cart add met an injected outage once), one at a time.
    {
      name: 'faults',
      use: {...devices['Desktop Chrome'], channel: undefined},
      grep: /@faults/,
      dependencies: ['desktop', 'throttled', 'phone', 'tablet', 'dev'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
