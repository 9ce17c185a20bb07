import {test as base, type Page} from '@playwright/test';

export {expect, request} from '@playwright/test';
export type {APIRequestContext, Locator, Page, Request} from '@playwright/test';

export type PageProblemOptions = {
  /** Console errors a test provokes on purpose (a refused request, a fault it injects). */
  expectedConsoleErrors: RegExp[];
  /** Chromium's CPU throttling (4 = a mid-range phone); 1 runs at full speed. */
  cpuSlowdown: number;
};

/** Chromium's CPU throttling for this page from now on (4 = a mid-range phone). */
export async function slowDownCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
}

/**
 * Every end-to-end test fails on an uncaught page error or a console error (a hydration
 * error included): the shop must run without any, and a green run must say so.
 */
export const test = base.extend<PageProblemOptions & {pageProblems: void}>({
  expectedConsoleErrors: [[], {option: true}],
  cpuSlowdown: [1, {option: true}],
  pageProblems: [
    async ({page, expectedConsoleErrors, cpuSlowdown}, use, testInfo) => {
      if (cpuSlowdown > 1) await slowDownCpu(page, cpuSlowdown);
      const problems: string[] = [];
      // An error page a test opens on purpose is answered 404; the browser logs its status.
      const refusedDocuments = new Set<string>();
      page.on('response', (response) => {
        if (
          response.status() >= 400 &&
          response.request().isNavigationRequest()
        )
          refusedDocuments.add(response.url());
      });
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
        if (refusedDocuments.has(where)) return;
        // The local shop's own pages (its inbox) stand in for outside services, not the shop.
        const localShop = process.env.E2E_LOCAL_SHOP_URL;
        if (localShop && where.startsWith(localShop)) return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      await use();
      if (problems.length > 0 && testInfo.status === testInfo.expectedStatus)
        throw new Error(
          `The page reported ${problems.length} problem(s):\n${problems.join('\n')}`,
        );
    },
    {auto: true},
  ],
});
