// `npm test`: unit and integration tests (Vitest), a production build, then the
// end-to-end tests (Playwright in Debian's Chromium) and the shopper journeys in WebKit
// (WebKitGTK's WebDriver), their Debian packages installed here if missing.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './lib/servers.mjs';

const BIN = join(ROOT, 'node_modules/.bin');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package, then run npm test again:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log(
    'Installing Debian Chromium for the end-to-end tests (apt-get)...',
  );
  execFileSync('apt-get', ['update'], {stdio: 'inherit'});
  execFileSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'chromium'],
    {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    },
  );
}

/** Debian's WebKitGTK WebDriver and a virtual display, for the journeys in WebKit (decision 111). */
function ensureWebKit() {
  if (existsSync('/usr/bin/WebKitWebDriver') && existsSync('/usr/bin/xvfb-run'))
    return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "WebKitGTK's WebDriver or xvfb-run is missing. Install Debian's packages, then run npm test again:\n" +
        '  sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb',
    );
    process.exit(1);
  }
  console.log(
    'Installing WebKitGTK WebDriver and Xvfb for the WebKit journeys (apt-get)...',
  );
  execFileSync('apt-get', ['update'], {stdio: 'inherit'});
  execFileSync(
    'apt-get',
    [
      'install',
      '-y',
      '--no-install-recommends',
      'webkit2gtk-driver',
      'xvfb',
      'xauth',
    ],
    {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    },
  );
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) {
    console.error(
      `\n${label} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

const only = process.argv[2];
if (only !== 'e2e') {
  run('Unit and integration tests (Vitest)', join(BIN, 'vitest'), ['run']);
  run('Migrations on a real PostgreSQL', process.execPath, [
    join(ROOT, 'scripts/postgres-check.mjs'),
  ]);
}
if (only !== 'unit') {
  ensureChromium();
  run('Production build', join(BIN, 'shopify'), ['hydrogen', 'build'], {
    SHOPIFY_CLI_NO_ANALYTICS: '1',
  });
  run(
    'End-to-end tests (Playwright, Chromium)',
    join(BIN, 'playwright'),
    ['test'],
    {SHOPIFY_CLI_NO_ANALYTICS: '1'},
  );
  ensureWebKit();
  run('Shopper journeys in WebKit (WebKitGTK WebDriver)', process.execPath, [
    join(ROOT, 'scripts/webkit-journeys.mjs'),
  ]);
}
