import type {TestProject} from 'vitest/node';

/**
 * One local shop for the whole Vitest run, on a free port with a throw-away data
 * directory, so integration tests talk to a real (offline) Storefront API.
 */
export default async function setup(project: TestProject) {
  const {startThrowawayLocalShop} = await import('./throwawayLocalShop');
  const shop = await startThrowawayLocalShop('vitest');
  project.provide('localShopUrl', shop.url);
  process.env.TEST_LOCAL_SHOP_URL = shop.url;
  return () => shop.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    localShopUrl: string;
  }
}
