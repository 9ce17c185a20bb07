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

/** A route's entry in React Router's route manifest: its module and what it imports. */
export function routeManifestEntry(page: Page, routeId: string) {
  return page.evaluate((id) => {
    const route = (
      window as unknown as {
        __reactRouterManifest: {
          routes: Record<string, {module: string; imports?: string[]}>;
        };
      }
    ).__reactRouterManifest.routes[id];
    if (!route) throw new Error(`React Router's manifest has no route ${id}`);
    return {module: route.module, imports: route.imports ?? []};
  }, routeId);
}

/**
 * Every module file React Router knows a route by (its route manifest): the pages' code, which
 * nothing may import unasked. By path.
 */
export async function routeModuleFiles(page: Page): Promise<Set<string>> {
  const files = await page.evaluate(() => {
    const {routes} = (
      window as unknown as {
        __reactRouterManifest: {
          routes: Record<string, Record<string, unknown>>;
        };
      }
    ).__reactRouterManifest;
    return Object.values(routes).flatMap((route) =>
      [
        route.module,
        route.clientActionModule,
        route.clientLoaderModule,
        route.clientMiddlewareModule,
        route.hydrateFallbackModule,
      ].filter((file): file is string => typeof file === 'string'),
    );
  });
  return new Set(files.map((file) => new URL(file, page.url()).pathname));
}
