import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  startLocalShop,
  type LocalShop,
  type LocalShopOptions,
} from '../../local-shop/server';

/**
 * A local shop of its own on a free port, its data in a throw-away directory that `close()`
 * removes: for the run's shared shop and for a file whose changes no other file may see.
 */
export async function startThrowawayLocalShop(
  name: string,
  options: Omit<LocalShopOptions, 'port' | 'dataDir'> = {},
): Promise<LocalShop> {
  const dataDir = await mkdtemp(join(tmpdir(), `local-shop-${name}-`));
  const shop = await startLocalShop({
    port: 0,
    dataDir,
    reset: true,
    quiet: true,
    ...options,
  });
  return {
    url: shop.url,
    port: shop.port,
    async close() {
      await shop.close();
      await rm(dataDir, {recursive: true, force: true});
    },
  };
}
