// A new PGlite cluster costs an initdb in WebAssembly: 5-6 s and 9 CPU-seconds on these
// machines, against about 1 s to unpack one made before. Every fresh local shop (each test's,
// each `--reset`) starts from a copy of the empty cluster its PGlite version makes; migrations
// still run on it as on any new database.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PGlite} from '@electric-sql/pglite';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The installed PGlite's version: a template only ever fits the initdb that made it. */
function pgliteVersion(): string | null {
  try {
    const manifest = readFileSync(
      path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    );
    return (JSON.parse(manifest) as {version?: string}).version ?? null;
  } catch {
    return null;
  }
}

let template: Promise<Blob | undefined> | undefined;

/**
 * The empty cluster as a tar, made once per PGlite version and kept in `.cache/`, or undefined
 * when it cannot be had (then the caller runs initdb as PGlite does by itself).
 */
export function emptyClusterTemplate(): Promise<Blob | undefined> {
  template ??= loadOrMake().catch(() => undefined);
  return template;
}

async function loadOrMake(): Promise<Blob | undefined> {
  const version = pgliteVersion();
  if (!version) return undefined;
  const file = path.join(ROOT, '.cache', `pglite-${version}-empty-cluster.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await PGlite.create();
  try {
    const tar = await db.dumpDataDir('none');
    mkdirSync(path.dirname(file), {recursive: true});
    // Written aside then renamed: processes starting together never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await tar.arrayBuffer()));
    renameSync(partial, file);
    return tar;
  } finally {
    await db.close();
  }
}
