// PostgREST answers from a "schema cache" of the exposed tables and their columns; this is
// ours, read from the database after the migrations ran.
import type {PGlite} from '@electric-sql/pglite';

export type SchemaCache = Map<string, string[]>;

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const {rows} = await db.query<{table_name: string; column_name: string}>(`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position
  `);
  const cache: SchemaCache = new Map();
  for (const row of rows) {
    const columns = cache.get(row.table_name) ?? [];
    columns.push(row.column_name);
    cache.set(row.table_name, columns);
  }
  return cache;
}

/** Double-quotes an identifier for SQL; only ever called with names from the cache. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
