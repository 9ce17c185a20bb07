// `npm test`: unit and integration tests (Vitest), a production build, then the
// end-to-end tests (Playwright in Debian's Chromium headless shell) and the shopper journeys in WebKit
// (WebKitGTK's WebDriver) and Firefox (Debian's ESR), their Debian packages installed here if
// missing.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './lib/servers.mjs';
import {JOURNEY_ENGINES} from './lib/browserEngines.mjs';

const BIN = join(ROOT, 'node_modules/.bin');
// Chromium's headless shell, as playwright.config.ts launches it (decision 127).
const chromium =
  process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Installs Debian's packages for a browser the tests drive, or says how when not root. */
function ensurePackages(what, binaries, packages) {
  if (binaries.every((binary) => existsSync(binary))) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${what}: ${binaries.join(' or ')} is missing. Install Debian's packages, then run npm test again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} for ${what} (apt-get)...`);
  execFileSync('apt-get', ['update'], {stdio: 'inherit'});
  execFileSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', ...packages],
    {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    },
  );
}

/**
 * Runs a phase in the foreground, its output straight to ours. Asynchronous, so the phases run
 * beside it keep their output drained and their times true.
 */
async function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const startedAt = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  const [code, signal] = await new Promise((resolve) =>
    child.on('close', (...outcome) => resolve(outcome)),
  );
  if (code !== 0) {
    console.error(`\n${label} failed (exit ${code ?? signal}).`);
    process.exit(code ?? 1);
  }
  console.log(
    `=== ${label}: ${Math.round((Date.now() - startedAt) / 1000)} s ===`,
  );
}

/**
 * Runs a phase beside the one in the foreground, its output kept until it is printed whole
 * (two phases' lines interleaved would be unreadable). Resolves to a function that prints it
 * and stops the run if it failed.
 */
function runBeside(label, command, args, env = {}) {
  const startedAt = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, ...env},
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      resolve(() => {
        console.log(`\n=== ${label} (run beside the tests before it) ===`);
        process.stdout.write(Buffer.concat(output));
        if (code !== 0) {
          console.error(`\n${label} failed (exit ${code ?? signal}).`);
          process.exit(code ?? 1);
        }
        console.log(`=== ${label}: ${seconds} s ===`);
      });
    });
  });
}

const only = process.argv[2];
const unit = only !== 'e2e';
const e2e = only !== 'unit';
if (e2e)
  ensurePackages(
    'the end-to-end tests',
    [chromium],
    ['chromium-headless-shell'],
  );
// The migration check and the production build wait on PostgreSQL's start-up and on the disk more
// than they compute: they run while Vitest does, which has the cores most of the time.
const beside = [];
if (unit)
  beside.push(
    runBeside('Migrations on a real PostgreSQL', process.execPath, [
      join(ROOT, 'scripts/postgres-check.mjs'),
    ]),
  );
if (e2e)
  beside.push(
    runBeside('Production build', join(BIN, 'shopify'), ['hydrogen', 'build'], {
      SHOPIFY_CLI_NO_ANALYTICS: '1',
    }),
  );
if (unit)
  await run('Unit and integration tests (Vitest)', join(BIN, 'vitest'), [
    'run',
  ]);
for (const report of await Promise.all(beside)) report();
if (e2e) {
  await run(
    'End-to-end tests (Playwright, Chromium)',
    join(BIN, 'playwright'),
    ['test'],
    {SHOPIFY_CLI_NO_ANALYTICS: '1'},
  );
  // WebKit's journeys (decision 111) and Firefox's (decision 123), side by side: each waits on
  // its browser's start-up and its own servers' as much as it computes.
  const engines = Object.entries(JOURNEY_ENGINES);
  for (const [, {name, binaries, packages}] of engines)
    ensurePackages(`the ${name} journeys`, binaries, packages);
  const [[firstEngine, first], ...others] = engines;
  const besideJourneys = others.map(([engine, {name}]) =>
    runBeside(`Shopper journeys in ${name}`, process.execPath, [
      join(ROOT, 'scripts/journeys.mjs'),
      '--engine',
      engine,
    ]),
  );
  await run(`Shopper journeys in ${first.name}`, process.execPath, [
    join(ROOT, 'scripts/journeys.mjs'),
    '--engine',
    firstEngine,
  ]);
  for (const report of await Promise.all(besideJourneys)) report();
}
