// React Router's private globals, read by tests only here: an upgrade that renames or reshapes
// one fails the tests that use these helpers, in one file to fix. The app reads none of them
// but the route manifest (app/browser/routeModules.ts).
import type {Page} from '@playwright/test';

/**
 * Lets @react-router/fs-routes find the app outside Vite: its `flatRoutes` reads the app's folder
 * from the global React Router's Vite plugin sets.
 */
export function setAppDirectoryForRoutes(appDirectory: string) {
  (
    globalThis as {__reactRouterAppDirectory?: string}
  ).__reactRouterAppDirectory = appDirectory;
}

/**
 * From now on, records which keys of the data router's state each update changes, in order
 * (`recordedRouterUpdates` reads them). Fails when React Router exposes no data router.
 */
export async function recordRouterUpdates(page: Page) {
  await page.evaluate(() => {
    type Router = {
      state: Record<string, unknown>;
      subscribe: (listener: (state: Record<string, unknown>) => void) => void;
    };
    const router = (window as unknown as {__reactRouterDataRouter?: Router})
      .__reactRouterDataRouter;
    if (!router) throw new Error('React Router exposes no data router');
    const updates: string[][] = [];
    (window as unknown as {routerUpdates: string[][]}).routerUpdates = updates;
    let before = router.state;
    router.subscribe((state) => {
      updates.push(Object.keys(state).filter((k) => state[k] !== before[k]));
      before = state;
    });
  });
}

/** The updates recorded since `recordRouterUpdates`, once the page's effects have run. */
export function recordedRouterUpdates(page: Page) {
  return page.evaluate(async () => {
    // The left page's effects have run by the second frame after the new one shows.
    for (let i = 0; i < 2; i++)
      await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => setTimeout(done, 0));
    return (window as unknown as {routerUpdates: string[][]}).routerUpdates;
  });
}
