// `npm run preview`: builds, then serves the built worker under MiniOxygen beside the local shop.
import {execFileSync} from 'node:child_process';
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

execFileSync(join(ROOT, 'node_modules/.bin/shopify'), ['hydrogen', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'},
});
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
const envFile = writeWorkerEnv(join(ROOT, '.cache/preview.env'), overrides);
const storefront = await startStorefrontProcess({
  mode: 'preview',
  port,
  envFile,
});
children.push(storefront.child);
console.log(`\n  Built shop ready on ${storefront.url}\n`);
