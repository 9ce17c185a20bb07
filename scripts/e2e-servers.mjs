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
// A second storefront with Shopify analytics and a tag manager on, for the consent tests only
// (its banner would cover every other test's page).
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? port + 20);
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
const analyticsEnvFile = writeWorkerEnv(
  join(ROOT, `.cache/e2e-${port}-analytics.env`),
  {
    LOCAL_SHOP_ORIGIN: shop.url,
    SHOPIFY_ANALYTICS: 'on',
    PUBLIC_CHECKOUT_DOMAIN: 'checkout.cheshire-watches.test',
    PUBLIC_STOREFRONT_ID: '1000012345',
    // Shopify's public tokens are 32 characters; queries go with the private token.
    PUBLIC_STOREFRONT_API_TOKEN: 'e2e0analytics0public0token000032',
    PUBLIC_GTM_ID: 'GTM-E2ETEST',
  },
);
const mode = process.env.E2E_SERVER_MODE === 'dev' ? 'dev' : 'built';
// Playwright waits for the main storefront only: start it last so both are up by then.
const analytics = await startStorefrontProcess({
  mode,
  port: analyticsPort,
  envFile: analyticsEnvFile,
  quiet: true,
});
children.push(analytics.child);
const storefront = await startStorefrontProcess({
  mode,
  port,
  envFile,
  quiet: true,
});
children.push(storefront.child);
console.log(
  `e2e servers ready: ${storefront.url}, with analytics ${analytics.url} (local shop ${shop.url})`,
);
