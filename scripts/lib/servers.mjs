// Starting the two programs (local shop, storefront) as child processes, for
// `npm run dev`, the end-to-end tests and the benchmark alike.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseEnv} from 'node:util';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'node_modules', '.bin');

function prefixLines(stream, prefix, sink) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) sink.write(`${prefix} ${line}\n`);
  });
}

/** Starts the local shop and resolves once it says it is ready. */
export function startLocalShopProcess({
  port,
  dataDir,
  reset = false,
  extraProducts,
  latencyMs,
  quiet = false,
  env = {},
}) {
  const args = [join(ROOT, 'local-shop/cli.ts'), '--port', String(port)];
  if (reset) args.push('--reset');
  const child = spawn(join(BIN, 'tsx'), args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      ...(dataDir ? {LOCAL_SHOP_DATA_DIR: dataDir} : {}),
      ...(extraProducts
        ? {LOCAL_SHOP_EXTRA_PRODUCTS: String(extraProducts)}
        : {}),
      ...(latencyMs ? {LOCAL_SHOP_LATENCY_MS: String(latencyMs)} : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!quiet) {
    prefixLines(child.stdout, '[local-shop]', process.stdout);
  }
  prefixLines(child.stderr, '[local-shop]', process.stderr);
  return new Promise((resolveReady, reject) => {
    let seen = '';
    const timer = setTimeout(
      // A shared, loaded machine can take over a minute to start PGlite; Playwright waits 180 s.
      () => reject(new Error('The local shop did not start within 150 s')),
      150_000,
    );
    child.stdout.on('data', (chunk) => {
      seen += chunk.toString();
      if (/ready/i.test(seen)) {
        clearTimeout(timer);
        resolveReady({child, url: `http://127.0.0.1:${port}`});
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The local shop exited with code ${code} before it was ready`,
        ),
      );
    });
  });
}

/** Writes the env file the storefront worker reads: the project's .env plus overrides. */
export function writeWorkerEnv(path, overrides) {
  const base = existsSync(join(ROOT, '.env'))
    ? parseEnv(readFileSync(join(ROOT, '.env'), 'utf8'))
    : {};
  const merged = {...base, ...overrides};
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(
    path,
    Object.entries(merged)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${JSON.stringify(String(value))}`)
      .join('\n') + '\n',
  );
  return path;
}

/**
 * Starts the storefront and waits for it to answer: `dev` (Vite), `preview` (the built worker
 * under `shopify hydrogen preview`) or `built` (the built worker under MiniOxygen with static
 * files from disk, scripts/lib/oxygenHost.mjs: what the tests use).
 */
export async function startStorefrontProcess({
  mode,
  port,
  envFile,
  quiet = false,
}) {
  const child =
    mode === 'built'
      ? spawn(
          process.execPath,
          [
            join(ROOT, 'scripts/lib/oxygenHost.mjs'),
            '--port',
            String(port),
            ...(envFile ? ['--env-file', envFile] : []),
          ],
          {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']},
        )
      : spawnShopifyCli(mode, port, envFile);
  if (!quiet) prefixLines(child.stdout, '[storefront]', process.stdout);
  prefixLines(child.stderr, '[storefront]', process.stderr);
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/`, child, 120_000);
  return {child, url};
}

function spawnShopifyCli(mode, port, envFile) {
  const args =
    mode === 'dev'
      ? ['hydrogen', 'dev', '--port', String(port)]
      : ['hydrogen', 'preview', '--port', String(port)];
  if (envFile) args.push('--env-file', envFile);
  // Several storefronts may run at once (tests, benchmark): give each its own inspector port.
  args.push('--inspector-port', String(port + 6000));
  return spawn(join(BIN, 'shopify'), args, {
    cwd: ROOT,
    env: {
      ...process.env,
      SHOPIFY_CLI_NO_ANALYTICS: '1',
      NODE_OPTIONS: process.env.NODE_OPTIONS ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.on('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`The process serving ${url} exited before answering`);
    try {
      const response = await fetch(url, {redirect: 'manual'});
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops children on Ctrl+C or when the parent ends. */
export function stopOnExit(children) {
  const stop = () => {
    for (const child of children)
      if (child && !child.killed) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  process.on('exit', stop);
  return stop;
}
