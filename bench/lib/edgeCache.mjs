// Varnish (Debian's package) in front of a storefront, configured to Oxygen's full-page-cache
// criteria (bench/edge/oxygen.vcl): how the shop's pages behave when the edge may keep them.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, waitForHttp} from '../../scripts/lib/servers.mjs';
import {stopProcess} from './processes.mjs';

const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

/** Installs Debian's varnish when it is missing and we are root; otherwise says how. */
export function ensureVarnish(log) {
  if (existsSync(VARNISHD)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(
      'Varnish is missing: sudo apt-get update && sudo apt-get install -y varnish',
    );
    return false;
  }
  log('installing Debian varnish (apt-get)…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update'], {stdio: 'ignore', env});
  execFileSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'varnish'],
    {
      stdio: 'ignore',
      env,
    },
  );
  return existsSync(VARNISHD);
}

/**
 * Starts varnishd in the foreground on `port`, caching `backendPort`; resolves when it answers.
 * For a replayed day: `timeDivisor` shrinks every lifetime by the replay's speed-up, and
 * `pagePolicy` ({from, to}) serves a page whose Oxygen-Cache-Control is `from` as if it were `to`.
 */
export async function startVarnish({
  port,
  backendPort,
  workDir,
  timeDivisor = 1,
  pagePolicy,
  vclFile = 'bench/edge/oxygen.vcl',
}) {
  mkdirSync(workDir, {recursive: true});
  const vcl = join(workDir, 'oxygen.vcl');
  writeFileSync(
    vcl,
    readFileSync(join(ROOT, vclFile), 'utf8')
      .replace('__BACKEND_PORT__', String(backendPort))
      .replaceAll('__TIME_DIVISOR__', String(timeDivisor))
      .replace(
        '__PAGE_POLICY__',
        pagePolicy
          ? `if (beresp.http.Oxygen-Cache-Control == "${pagePolicy.from}") { set beresp.http.Oxygen-Cache-Control = "${pagePolicy.to}"; }`
          : '',
      ),
  );
  const child = spawn(
    VARNISHD,
    [
      '-F',
      // No privilege drop: the state folder lives in the run's private temp folder.
      '-j',
      'none',
      '-f',
      vcl,
      '-a',
      `127.0.0.1:${port}`,
      '-n',
      join(workDir, 'state'),
      '-s',
      'malloc,256m',
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let stderr = '';
  child.stdout.on('data', (chunk) => (stderr += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/robots.txt`, child, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`varnishd did not start: ${error.message}\n${stderr}`);
  }
  return {child, url};
}

/** The edge's verdict for one URL: the first answer (a miss) and the next (a hit, if kept). */
export async function edgeVerdict(url) {
  const first = await fetch(url);
  await first.arrayBuffer();
  const second = await fetch(url);
  await second.arrayBuffer();
  return {
    status: second.status,
    first: first.headers.get('x-edge-cache'),
    second: second.headers.get('x-edge-cache'),
    oxygenCacheControl: second.headers.get('oxygen-cache-control'),
    vary: second.headers.get('vary'),
  };
}
