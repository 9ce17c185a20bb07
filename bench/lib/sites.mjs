// The two storefronts under test, each built in its own folder under the system temp dir:
// - the shop: a copy of this working tree (tracked and untracked-but-not-ignored files), so the
//   benchmark never touches the repository's dist/ or caches while others work in it;
// - Hydrogen's starter, scaffolded from the npm registry's @shopify/create-hydrogen tarball.
// Both use this project's installed node_modules (per-package symlinks), so the comparison is
// about the code, not about library versions.
import {execFile, execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {dirname, join} from 'node:path';
import {promisify} from 'node:util';
import {ROOT} from '../../scripts/lib/servers.mjs';

const run = promisify(execFile);

/** node_modules/ in `dir` holding a symlink to each of this project's packages. */
function linkNodeModules(dir) {
  const target = join(dir, 'node_modules');
  mkdirSync(target, {recursive: true});
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    // Vite's and other tools' caches stay per folder.
    if (name === '.vite' || name === '.cache' || name === '.vite-temp')
      continue;
    symlinkSync(join(ROOT, 'node_modules', name), join(target, name));
  }
}

async function build(dir, log) {
  const started = Date.now();
  try {
    await run(join(ROOT, 'node_modules/.bin/shopify'), ['hydrogen', 'build'], {
      cwd: dir,
      env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'},
      maxBuffer: 64 * 1024 * 1024,
      timeout: 8 * 60_000,
    });
  } catch (error) {
    log(`${error.stdout ?? ''}\n${error.stderr ?? ''}`.slice(-6000));
    throw new Error(`Build failed in ${dir}: ${error.message.split('\n')[0]}`);
  }
  return Date.now() - started;
}

/**
 * Copies the working tree into `dir` and builds it; `change(dir)` may alter the copy first (a
 * mechanism taken out, for bench/mechanisms.mjs).
 */
export async function prepareShop(dir, log, change, source) {
  if (source) {
    // Another prepared copy: every variant then starts from the same files, however the
    // working tree changes meanwhile.
    cpSync(source, dir, {
      recursive: true,
      filter: (path) =>
        !/^\/(node_modules|dist|\.cache|\.react-router)(\/|$)/.test(
          path.slice(source.length),
        ),
    });
    return finishShop(dir, log, change, 'the prepared copy');
  }
  const {stdout} = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  let files = 0;
  for (const file of stdout.split('\0')) {
    if (!file || file.startsWith('bench/') || file.startsWith('tests/'))
      continue;
    const from = join(ROOT, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    cpSync(from, join(dir, file));
    files++;
  }
  return finishShop(dir, log, change, `${files} files of the working tree`);
}

async function finishShop(dir, log, change, what) {
  change?.(dir);
  linkNodeModules(dir);
  log(`  copied ${what}; building…`);
  const ms = await build(dir, log);
  log(`  shop built in ${(ms / 1000).toFixed(0)} s`);
  return {dir, buildMs: ms};
}

/** Exports the shop as it was at git revision `rev` into `dir` and builds it (the traffic replay's "before"). */
export async function prepareCommit(dir, rev, log) {
  mkdirSync(dir, {recursive: true});
  await run(
    'sh',
    ['-c', 'git archive --format=tar "$0" | tar -x -C "$1"', rev, dir],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  linkNodeModules(dir);
  log(`  exported ${rev}; building…`);
  const ms = await build(dir, log);
  log(`  ${rev} built in ${(ms / 1000).toFixed(0)} s`);
  return {dir, buildMs: ms};
}

/**
 * Scaffolds Hydrogen's starter from @shopify/create-hydrogen (npm pack) into `dir`, lets its CSP
 * allow the local shop's images, and builds it.
 */
export async function prepareStarter(dir, localShopOrigin, log) {
  const packDir = join(dir, '..', 'create-hydrogen');
  mkdirSync(packDir, {recursive: true});
  const {stdout} = await run(
    'npm',
    [
      'pack',
      '@shopify/create-hydrogen',
      '--pack-destination',
      packDir,
      '--json',
      '--silent',
    ],
    {
      cwd: packDir,
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const packed = JSON.parse(stdout)[0];
  await run('tar', ['-xzf', join(packDir, packed.filename), '-C', packDir]);
  const source = join(packDir, 'package/dist/assets/hydrogen/starter');
  cpSync(source, dir, {recursive: true});
  const starterPackage = JSON.parse(
    readFileSync(join(dir, 'package.json'), 'utf8'),
  );
  log(
    `  @shopify/create-hydrogen ${packed.version}: starter ${starterPackage.version} ` +
      `(pins @shopify/hydrogen ${starterPackage.dependencies['@shopify/hydrogen']}, react-router ${starterPackage.dependencies['react-router']}); ` +
      "built with this project's installed packages",
  );

  // Its CSP allows images from https://<store domain> only; the local shop serves http.
  const entryPath = join(dir, 'app/entry.server.tsx');
  const entry = readFileSync(entryPath, 'utf8');
  const patched = entry.replace(
    'createContentSecurityPolicy({',
    `createContentSecurityPolicy({\n    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', ${JSON.stringify(localShopOrigin)}],`,
  );
  if (patched === entry)
    throw new Error("Could not patch the starter's entry.server.tsx CSP");
  writeFileSync(entryPath, patched);

  linkNodeModules(dir);
  log('  building the starter…');
  const ms = await build(dir, log);
  log(`  starter built in ${(ms / 1000).toFixed(0)} s`);
  return {
    dir,
    buildMs: ms,
    createHydrogenVersion: packed.version,
    starterVersion: starterPackage.version,
    pinned: {
      hydrogen: starterPackage.dependencies['@shopify/hydrogen'],
      reactRouter: starterPackage.dependencies['react-router'],
    },
  };
}

/** Versions actually installed (and so used by both builds). */
export function installedVersions() {
  const version = (name) =>
    JSON.parse(
      readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ).version;
  return {
    hydrogen: version('@shopify/hydrogen'),
    reactRouter: version('react-router'),
    react: version('react'),
    vite: version('vite'),
    miniOxygen: version('@shopify/mini-oxygen'),
    lighthouse: version('lighthouse'),
    autocannon: version('autocannon'),
  };
}

/** The commit measured, marked when the app's files differ from it. */
export function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
    })
      .toString()
      .trim();
    const dirty = execFileSync(
      'git',
      [
        'status',
        '--porcelain',
        '--untracked-files=no',
        '--',
        'app',
        'server.ts',
        'vite.config.ts',
        'public',
      ],
      {cwd: ROOT},
    )
      .toString()
      .trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}
