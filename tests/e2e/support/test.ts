import {expect, test as base, type Page} from '@playwright/test';

export {expect, request} from '@playwright/test';
export type {
  APIRequestContext,
  CDPSession,
  Locator,
  Page,
  Request,
} from '@playwright/test';

export type PageProblemOptions = {
  /** Console errors a test provokes on purpose (a refused request, a fault it injects). */
  expectedConsoleErrors: RegExp[];
  /**
   * A phone's CPU (2 = a mid-range phone's on these machines, by Chromium's throttling) while each page loads and
   * hydrates; 1 runs at full speed.
   */
  cpuSlowdown: number;
};

/** Chromium's CPU throttling for this page from now on (2 = a mid-range phone here, 4 a low-tier one). */
export async function slowDownCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
}

/** How long a page stays on the phone's CPU once interactive: the shopper's first taps. */
const PHONE_CPU_AFTER_INTERACTIVE_MS = 500;

/**
 * A phone's CPU from the moment each page's scripts arrive until a moment after it is
 * interactive, when a slower CPU changes what a tap does. Chromium throttles by keeping the
 * page's thread busy (0.87 of a core on an idle page at 4x), so a whole test under it cost the
 * run as much again as the test itself.
 */
async function phoneCpuWhileLoading(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  const throttle = (to: number) =>
    cdp.send('Emulation.setCPUThrottlingRate', {rate: to}).catch(() => {});
  let load = 0;
  await page.exposeBinding('__e2eInteractive', () => {
    const loaded = load;
    setTimeout(() => {
      if (load === loaded) void throttle(1);
    }, PHONE_CPU_AFTER_INTERACTIVE_MS);
  });
  await page.addInitScript(() => {
    // The script runs before the document has its root element: watch the whole document.
    const told = () => {
      if (!document.documentElement?.hasAttribute('data-hydrated'))
        return false;
      (window as unknown as {__e2eInteractive: () => void}).__e2eInteractive();
      return true;
    };
    const watch = new MutationObserver(() => told() && watch.disconnect());
    watch.observe(document.getRootNode(), {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      load++;
  });
  // From the moment the page's scripts arrive: before that the page is HTML the browser shows
  // alone, and a test that holds the scripts back would keep a core busy for nothing.
  page.on('response', (response) => {
    if (
      ENTRY_SCRIPT.test(response.url()) &&
      response.frame() === page.mainFrame()
    )
      void throttle(rate);
  });
}

/** The page's first script: everything interactive starts with it. */
const ENTRY_SCRIPT = /\/entry\.client-[\w-]+\.js$/;

/** How Chromium logs a document answered with an error status (a 404 page, an outage 503). */
const REFUSED_DOCUMENT =
  /^Failed to load resource: the server responded with a status of [45]\d\d\b/;

const withoutHash = (url: string) => url.split('#')[0];

/**
 * Every end-to-end test fails on an uncaught page error or a console error (a hydration
 * error included): the shop must run without any, and a green run must say so.
 */
export const test = base.extend<PageProblemOptions & {pageProblems: void}>({
  expectedConsoleErrors: [[], {option: true}],
  cpuSlowdown: [1, {option: true}],
  pageProblems: [
    async ({page, expectedConsoleErrors, cpuSlowdown}, use, testInfo) => {
      if (cpuSlowdown > 1) await phoneCpuWhileLoading(page, cpuSlowdown);
      const problems: string[] = [];
      // An error page a test opens on purpose is answered 4xx or 5xx, and the browser logs its status
      // with the page's own address. Told apart once the test is over, from the addresses the
      // frames went to: listening to every response cost each page load a tenth of its CPU.
      const documents = new Set<string>();
      page.on('framenavigated', (frame) =>
        documents.add(withoutHash(frame.url())),
      );
      const consoleErrors: Array<{text: string; where: string}> = [];
      // Hydration errors (React #418, #421, #423, #425) arrive here too.
      page.on('pageerror', (error) => {
        // The stack's top frames name the component in a minified build (CI's only clue).
        const frames = (error.stack ?? '').split('\n').slice(1, 9).join('\n');
        problems.push(`page error: ${error.message}\n${frames}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        const text = `${message.text()}${where ? ` (${where})` : ''}`;
        // The local shop's own pages (its inbox) stand in for outside services, not the shop.
        const localShop = process.env.E2E_LOCAL_SHOP_URL;
        if (localShop && where.startsWith(localShop)) return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        consoleErrors.push({text, where});
      });
      await use();
      for (const {text, where} of consoleErrors)
        if (!(REFUSED_DOCUMENT.test(text) && documents.has(withoutHash(where))))
          problems.push(`console error: ${text}`);
      if (problems.length > 0 && testInfo.status === testInfo.expectedStatus)
        throw new Error(
          `The page reported ${problems.length} problem(s):\n${problems.join('\n')}`,
        );
    },
    {auto: true},
  ],
});

/** Holds the page's scripts back (its client entry) until the returned function lets them load. */
export async function holdPageScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/entry\.client/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens a page with its scripts held back: it is painted but not interactive until the
 * returned function lets them load.
 */
export async function openNotYetInteractive(page: Page, url: string) {
  const release = await holdPageScripts(page);
  await page.goto(url, {waitUntil: 'commit'});
  return async () => {
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  };
}
