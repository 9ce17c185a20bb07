// Applies supabase/migrations/*.sql, unchanged, to a real PostgreSQL and runs
// supabase/tests/*.sql against it (row-level security, match_stock_alerts). A throw-away
// cluster in a temporary directory on a free loopback port; Debian's `postgresql` is installed
// with apt-get when missing and we are root. `node scripts/postgres-check.mjs` or `npm test`.
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT} from './lib/servers.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensurePostgres() {
  let bin = postgresBin();
  if (bin) return bin;
  if (!isRoot) {
    console.error(
      "PostgreSQL is missing. Install Debian's package, then run again:\n" +
        '  sudo apt-get update && sudo apt-get install -y postgresql',
    );
    process.exit(1);
  }
  console.log('Installing PostgreSQL for the migration check (apt-get)...');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update'], {stdio: 'inherit', env});
  execFileSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'postgresql'],
    {stdio: 'inherit', env},
  );
  bin = postgresBin();
  if (!bin) throw new Error('postgresql installed but initdb was not found');
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

// PostgreSQL refuses to run as root: run the cluster as the `postgres` (or `nobody`) user.
function asUser(command, args) {
  if (!isRoot) return [command, args];
  const user =
    spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  return [
    'setpriv',
    [
      `--reuid=${user}`,
      `--regid=${user}`,
      '--init-groups',
      '--',
      command,
      ...args,
    ],
  ];
}

function run(command, args, options = {}) {
  const [cmd, argv] = asUser(command, args);
  const result = spawnSync(cmd, argv, {encoding: 'utf8', ...options});
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout;
}

const bin = ensurePostgres();
const dir = mkdtempSync(join(tmpdir(), 'pg-migrations-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const port = await freePort();
let server;
const started = Date.now();
try {
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const [cmd, argv] = asUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
  ]);
  server = spawn(cmd, argv, {stdio: ['ignore', 'ignore', 'pipe']});
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  const psql = (sql, file) =>
    run(join(bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-q',
      '-X',
      ...(file ? ['-f', file] : ['-c', sql]),
    ]);
  for (let i = 0; ; i++) {
    const ready = spawnSync(join(bin, 'pg_isready'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
    ]);
    if (ready.status === 0) break;
    if (i > 100) throw new Error(`postgres did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  // What a Supabase project has before any migration: its API roles and default grants.
  psql(readFileSync(join(ROOT, 'supabase/roles.sql'), 'utf8'));
  const migrations = readdirSync(join(ROOT, 'supabase/migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of migrations) {
    psql(null, join(ROOT, 'supabase/migrations', file));
    console.log(`applied ${file}`);
  }
  const tests = readdirSync(join(ROOT, 'supabase/tests'))
    .filter((f) => f.endsWith('_test.sql'))
    .sort();
  for (const file of tests) {
    const sql = readFileSync(join(ROOT, 'supabase/tests', file), 'utf8');
    psql(`begin;\n${sql}\nrollback;`);
    console.log(`passed ${file}`);
  }
  const version = psql('select version()').trim();
  console.log(
    `Migrations and their checks pass on a real PostgreSQL (${join(bin, '..')}) in ${Date.now() - started} ms.${version ? '' : ''}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  server?.kill('SIGINT');
  if (server) await new Promise((r) => server.once('exit', r));
  rmSync(dir, {recursive: true, force: true});
}
