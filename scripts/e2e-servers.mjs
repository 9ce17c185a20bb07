// The servers Playwright tests run against: a fresh local shop and the built storefront.
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  ROOT,
  startLocalShopProcess,
  startStorefrontProcess,
  stopOnExit,
  writeWorkerEnv,
} from './lib/servers.mjs';

const port = Number(process.env.E2E_PORT ?? 3310);
const localShopPort = Number(process.env.E2E_LOCAL_SHOP_PORT ?? 4310);
const children = [];
stopOnExit(children);

const shop = await startLocalShopProcess({
  port: localShopPort,
  dataDir: mkdtempSync(join(tmpdir(), 'local-shop-e2e-')),
  reset: true,
  quiet: true,
  env: {LOCAL_SHOP_WEBHOOK_URL: `http://localhost:${port}/webhooks/shopify`},
});
children.push(shop.child);
const envFile = writeWorkerEnv(join(ROOT, `.cache/e2e-${port}.env`), {
  LOCAL_SHOP_ORIGIN: shop.url,
  ADMIN_PASSWORD: 'e2e-admin-password',
});
const mode = process.env.E2E_SERVER_MODE === 'dev' ? 'dev' : 'preview';
const storefront = await startStorefrontProcess({
  mode,
  port,
  envFile,
  quiet: true,
});
children.push(storefront.child);
console.log(`e2e servers ready: ${storefront.url} (local shop ${shop.url})`);
