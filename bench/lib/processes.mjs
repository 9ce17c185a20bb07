// Child processes of one benchmark run: every one is recorded here and stopped at the end, on
// an error and on Ctrl+C. Storefronts run in their own process group so the CLI's workerd child
// goes with it.
import {spawn} from 'node:child_process';
import {join} from 'node:path';
import {ROOT, waitForHttp} from '../../scripts/lib/servers.mjs';

const children = new Set();

function track(child, group) {
  const entry = {child, group};
  children.add(entry);
  child.on('exit', () => children.delete(entry));
  return entry;
}

export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const entry = [...children].find((e) => e.child === child);
  const signal = (sig) => {
    try {
      if (entry?.group) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map(({child}) => stopProcess(child)));
}

export function stopAllNow() {
  for (const {child, group} of children) {
    try {
      if (group) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

process.on('exit', stopAllNow);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopAllNow();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}

/**
 * A fresh local shop (own data dir, reset) on `port`; resolves once it prints that it is ready.
 * (Like scripts/lib/servers.mjs, with a longer wait: 5,000 extra products on a busy machine.)
 */
export function startShop({
  port,
  dataDir,
  extraProducts,
  latencyMs,
  timeoutMs = 240_000,
}) {
  const child = spawn(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'local-shop/cli.ts'), '--port', String(port), '--reset'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LOCAL_SHOP_DATA_DIR: dataDir,
        LOCAL_SHOP_EXTRA_PRODUCTS: String(extraProducts ?? 0),
        LOCAL_SHOP_LATENCY_MS: String(latencyMs ?? 0),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  track(child, true);
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = async (message) => {
      clearTimeout(timer);
      await stopProcess(child);
      reject(new Error(`${message}\n${output.slice(-2000)}`));
    };
    const timer = setTimeout(
      () =>
        fail(
          `The local shop on port ${port} did not start within ${timeoutMs / 1000} s`,
        ),
      timeoutMs,
    );
    const seen = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (/ready/i.test(output)) {
        clearTimeout(timer);
        resolve({child, url: `http://127.0.0.1:${port}`});
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on(
      'data',
      (chunk) => (output = (output + chunk.toString()).slice(-20_000)),
    );
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The local shop on port ${port} exited with code ${code} before it was ready\n${output.slice(-2000)}`,
        ),
      );
    });
  });
}

/**
 * Serves the built worker of the project in `dir` under MiniOxygen (`shopify hydrogen preview`),
 * waits until it answers, and returns {child, url}. `waitPath` must answer below 500 once ready.
 */
export async function startPreview({
  dir,
  port,
  inspectorPort,
  envFile,
  waitPath = '/robots.txt',
  log,
}) {
  const args = [
    'hydrogen',
    'preview',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
  ];
  if (envFile) args.push('--env-file', envFile);
  const child = spawn(join(ROOT, 'node_modules/.bin/shopify'), args, {
    cwd: dir,
    env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  track(child, true);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${waitPath}`, child, 180_000);
  } catch (error) {
    log?.(output);
    await stopProcess(child);
    throw error;
  }
  return {child, url, output: () => output};
}
