// Applies supabase/migrations/*.sql in file-name order, each exactly once, the way the
// Supabase CLI does (it records versions in supabase_migrations.schema_migrations too).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {PGlite} from '@electric-sql/pglite';

export const defaultMigrationsDir = fileURLToPath(
  new URL('../../supabase/migrations/', import.meta.url),
);

/** `20250101000000_lead_tables.sql` -> version `20250101000000`, name `lead_tables`. */
export function parseMigrationFileName(
  file: string,
): {version: string; name: string} | null {
  const match = /^(\d+)_(.+)\.sql$/.exec(file);
  return match ? {version: match[1], name: match[2]} : null;
}

/** Returns the versions it applied this time (empty when the database was up to date). */
export async function applyMigrations(
  db: PGlite,
  dir = defaultMigrationsDir,
): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const {rows} = await db.query<{version: string}>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  const appliedNow: string[] = [];

  for (const file of files) {
    const parsed = parseMigrationFileName(file);
    if (!parsed)
      throw new Error(`migration ${file}: name must be <digits>_<name>.sql`);
    if (applied.has(parsed.version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    // One transaction per file: a failing migration leaves no half-made tables behind and
    // is not recorded, so fixing the file and restarting applies it cleanly.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [parsed.version, parsed.name],
      );
    });
    appliedNow.push(parsed.version);
  }
  return appliedNow;
}
