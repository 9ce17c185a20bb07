// `npm run test:webkit` / `npm run test:firefox`: the shopper journeys (tests/journeys) in
// WebKit (decision 111) or Firefox (decision 123). Starts a fresh local shop, the built
// storefront under MiniOxygen (as the e2e suite serves it; run `npm run build` first) and, for
// WebKit, WebKitGTK's WebDriver on a virtual display (Firefox runs headless, started by each
// journey); runs the journeys with Vitest, then stops everything. `-- --runs 3` runs them three
// times against the same servers.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  ROOT,
  startLocalShopProcess,
  startStorefrontProcess,
  stopOnExit,
  waitForHttp,
  writeWorkerEnv,
} from './lib/servers.mjs';
import {
  JOURNEY_ENGINES,
  WEBKIT_DRIVER,
  XVFB_RUN,
} from './lib/browserEngines.mjs';
// MiniBrowser's window is at least 447 px wide; a 150 % zoom makes a 585 px window 390 CSS px.
const PAGE_ZOOM = '1.5';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const engine = option('engine', 'webkit');
const runs = Number(option('runs', 1));
const chosen = JOURNEY_ENGINES[engine];
if (!chosen) {
  console.error(
    `--engine must be one of: ${Object.keys(JOURNEY_ENGINES).join(', ')}`,
  );
  process.exit(1);
}
const port = Number(process.env.JOURNEY_PORT ?? chosen.ports[0]);
const localShopPort = Number(
  process.env.JOURNEY_LOCAL_SHOP_PORT ?? chosen.ports[1],
);

for (const binary of chosen.binaries) {
  if (!existsSync(binary)) {
    console.error(
      `${binary} is missing. Install Debian's packages, then run again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${chosen.packages.join(' ')}`,
    );
    process.exit(1);
  }
}
if (!existsSync(join(ROOT, 'dist/server/index.js'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port: free} = server.address();
      server.close(() => resolve(free));
    });
  });
}

/** WebKitWebDriver on a virtual X display of its own (its own process group, stopped as one). */
async function startWebDriver() {
  const driverPort = await freePort();
  const child = spawn(
    XVFB_RUN,
    [
      '--auto-servernum',
      '--server-args=-screen 0 1280x1600x24',
      WEBKIT_DRIVER,
      `--port=${driverPort}`,
    ],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {...process.env, GDK_DPI_SCALE: PAGE_ZOOM},
    },
  );
  child.stderr.on('data', (chunk) => process.stderr.write(`[webkit] ${chunk}`));
  const url = `http://127.0.0.1:${driverPort}`;
  await waitForHttp(`${url}/status`, child, 30_000);
  return {
    url,
    child,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

const children = [];
stopOnExit(children);
const started = Date.now();
const shop = await startLocalShopProcess({
  port: localShopPort,
  dataDir: mkdtempSync(join(tmpdir(), `local-shop-${engine}-`)),
  reset: true,
  quiet: true,
  env: {LOCAL_SHOP_WEBHOOK_URL: `http://localhost:${port}/webhooks/shopify`},
});
children.push(shop.child);
const storefront = await startStorefrontProcess({
  mode: 'built',
  port,
  envFile: writeWorkerEnv(join(ROOT, `.cache/${engine}-${port}.env`), {
    LOCAL_SHOP_ORIGIN: shop.url,
  }),
  quiet: true,
});
children.push(storefront.child);
const driver = engine === 'webkit' ? await startWebDriver() : null;
if (driver) process.on('exit', driver.stop);
console.log(
  `${chosen.name} journeys: storefront ${storefront.url}, local shop ${shop.url}${driver ? `, WebKitWebDriver ${driver.url}` : ''} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

let status = 0;
for (let run = 1; run <= runs && status === 0; run++) {
  if (runs > 1) console.log(`\n--- run ${run} of ${runs} ---`);
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/vitest'),
    ['run', '--config', 'vitest.journeys.config.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        JOURNEY_ENGINE: engine,
        ...(driver ? {WEBKIT_WEBDRIVER_URL: driver.url} : {}),
        JOURNEY_STOREFRONT_URL: storefront.url,
        E2E_LOCAL_SHOP_URL: shop.url,
      },
    },
  );
  status = result.status ?? 1;
}
process.exit(status);
