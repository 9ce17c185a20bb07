// `npm run dev`: the local shop (unless LOCAL_SHOP=off) and Hydrogen's dev server.
import {join} from 'node:path';
import {
  ROOT,
  startLocalShopProcess,
  startStorefrontProcess,
  stopOnExit,
  writeWorkerEnv,
} from './lib/servers.mjs';

const port = Number(process.env.PORT ?? 3000);
const localShopPort = Number(process.env.LOCAL_SHOP_PORT ?? 4000);
const children = [];
stopOnExit(children);

const overrides = {};
if (process.env.LOCAL_SHOP !== 'off') {
  const shop = await startLocalShopProcess({
    port: localShopPort,
    // Product changes in the local shop reach the storefront as Shopify's webhooks would.
    env: {LOCAL_SHOP_WEBHOOK_URL: `http://localhost:${port}/webhooks/shopify`},
  });
  children.push(shop.child);
  overrides.LOCAL_SHOP_ORIGIN = shop.url;
}
const envFile = writeWorkerEnv(join(ROOT, '.cache/dev.env'), overrides);
const storefront = await startStorefrontProcess({mode: 'dev', port, envFile});
children.push(storefront.child);
console.log(
  `\n  Shop ready on ${storefront.url}  (local shop inbox: http://127.0.0.1:${localShopPort}/inbox)\n`,
);
