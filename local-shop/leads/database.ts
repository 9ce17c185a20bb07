// Opens the embedded PostgreSQL (PGlite) that stands in for the Supabase database, and
// prepares what a Supabase project already has but a bare PGlite does not.
import {
  existsSync,
  mkdirSync,
  rmSync,
  writeFileSync,
  readFileSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PGlite, type Transaction} from '@electric-sql/pglite';
import {emptyClusterTemplate} from './clusterTemplate';

/** The roles and grants a Supabase project has before its first migration. */
const supabaseRolesFile = fileURLToPath(
  new URL('../../supabase/roles.sql', import.meta.url),
);

/** Data dirs with an open database in this process: PGlite must never be opened twice on one dir. */
const openDirs = new Set<string>();

export interface OpenedDatabase {
  db: PGlite;
  close(): Promise<void>;
}

export function pgliteDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

export async function openDatabase(
  dataDir: string,
  reset: boolean,
): Promise<OpenedDatabase> {
  const dir = pgliteDir(dataDir);
  if (openDirs.has(dir)) {
    throw new Error(
      `lead services: ${dir} is already open in this process; close it first`,
    );
  }
  openDirs.add(dir);
  const lockFile = `${dir}.lock`;
  try {
    mkdirSync(path.dirname(dir), {recursive: true});
    takeLock(lockFile);
    if (reset) rmSync(dir, {recursive: true, force: true});
    const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
    const loadDataDir = isNew ? await emptyClusterTemplate() : undefined;
    const db = await PGlite.create(dir, loadDataDir ? {loadDataDir} : {});
    await bootstrap(db);
    return {
      db,
      async close() {
        try {
          await db.close();
        } finally {
          releaseLock(lockFile);
          openDirs.delete(dir);
        }
      },
    };
  } catch (error) {
    releaseLock(lockFile);
    openDirs.delete(dir);
    throw error;
  }
}

/**
 * A pid lock file guards against a second process (another `npm run local-shop`) opening the
 * same files, which would corrupt them. A lock left by a dead process is taken over.
 */
function takeLock(lockFile: string) {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `lead services: ${lockFile} is held by running process ${pid}; stop it or use another data dir`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
}

function releaseLock(lockFile: string) {
  try {
    if (Number(readFileSync(lockFile, 'utf8')) === process.pid)
      unlinkSync(lockFile);
  } catch {
    // already gone
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Local-only setup, deliberately NOT a migration: on Supabase these roles and grants exist
 * already, and the local_shop schema (form posts, storage metadata) belongs to the offline
 * stand-ins, not to the project's database. Idempotent; runs on every open.
 */
async function bootstrap(db: PGlite) {
  await db.exec(readFileSync(supabaseRolesFile, 'utf8'));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );

    create schema if not exists local_shop;
    create table if not exists local_shop.form_posts (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      form_id text not null,
      subject text,
      template text,
      fields jsonb not null,
      files jsonb not null default '[]'::jsonb
    );
    -- One post per submission: a form service that drops a repeated submission_id (a data
    -- directory that already holds repeats keeps working without it).
    do $$ begin
      create unique index if not exists form_posts_submission
        on local_shop.form_posts (form_id, (fields->>'submission_id'))
        where fields ? 'submission_id';
    exception when unique_violation then null;
    end $$;
    create table if not exists local_shop.mail_messages (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      from_address text not null,
      to_addresses jsonb not null,
      subject text not null,
      html text not null,
      text text not null,
      headers jsonb not null default '{}'::jsonb
    );
    alter table local_shop.mail_messages
      add column if not exists attachments jsonb not null default '[]'::jsonb;
    -- One message per Idempotency-Key, as the mail APIs keep them: a repeat is answered, not sent.
    alter table local_shop.mail_messages add column if not exists idempotency_key text;
    create unique index if not exists mail_messages_idempotency
      on local_shop.mail_messages (idempotency_key) where idempotency_key is not null;
    create table if not exists local_shop.storage_objects (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      bucket_id text not null,
      name text not null,
      content_type text not null,
      size bigint not null,
      uploaded_by text not null,
      unique (bucket_id, name)
    );
  `);
}

/**
 * Runs `work` as a Supabase API role, so grants and row-level security are enforced by
 * Postgres itself rather than imitated in code. `set local` ends with the transaction, so the
 * role can never leak into the next request on this single connection.
 */
export async function withRole<T>(
  db: PGlite,
  role: 'anon' | 'service_role',
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(
      `set local role ${role === 'anon' ? 'anon' : 'service_role'}`,
    );
    return work(tx);
  });
}
