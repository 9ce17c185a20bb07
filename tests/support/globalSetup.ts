import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {TestProject} from 'vitest/node';

/**
 * One local shop for the whole Vitest run, on a free port with a throw-away data
 * directory, so integration tests talk to a real (offline) Storefront API.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'local-shop-vitest-'));
  const {startLocalShop} = await import('../../local-shop/server');
  const shop = await startLocalShop({
    port: 0,
    dataDir,
    reset: true,
    quiet: true,
  });
  project.provide('localShopUrl', shop.url);
  process.env.TEST_LOCAL_SHOP_URL = shop.url;
  return async () => {
    await shop.close();
    await rm(dataDir, {recursive: true, force: true});
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    localShopUrl: string;
  }
}
