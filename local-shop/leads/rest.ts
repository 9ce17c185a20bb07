// POST/GET /rest/v1/{table}: the slice of Supabase's REST interface (PostgREST) the
// storefront uses, executed for real against the embedded database under the caller's role.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PGlite} from '@electric-sql/pglite';
import {authenticate, type ApiRole, type Keys} from './auth';
import {withRole} from './database';
import {
  BodyTooLargeError,
  header,
  mediaType,
  readBody,
  sendEmpty,
  sendJson,
} from './http';
import {fromDatabaseError, postgrestError} from './postgrest-errors';
import {quoteIdent, type SchemaCache} from './schema-cache';

const MAX_BODY_BYTES = 1024 * 1024;

export interface RestContext {
  db: PGlite;
  keys: Keys;
  schema: () => SchemaCache;
}

export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const auth = authenticate(req, ctx.keys);
  if (!auth.ok) {
    sendJson(res, 401, {
      code: null,
      details: null,
      hint: auth.hint,
      message: auth.message,
    });
    return;
  }
  try {
    if (url.pathname.startsWith('/rest/v1/rpc/')) {
      if (req.method !== 'POST')
        throw postgrestError(
          405,
          'PGRST117',
          `Unsupported HTTP method: ${req.method}`,
        );
      return await callFunction(ctx, auth.role, url.pathname, req, res);
    }
    const table = tableFromPath(ctx.schema(), url.pathname);
    if (req.method === 'POST')
      return await insertRows(ctx, auth.role, table, req, res);
    if (req.method === 'GET' || req.method === 'HEAD') {
      return await selectRows(ctx, auth.role, table, url, req, res);
    }
    throw postgrestError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${req.method}`,
    );
  } catch (error) {
    const failure = fromDatabaseError(error, auth.role);
    sendJson(res, failure.status, failure.body);
  }
}

function tableFromPath(schema: SchemaCache, pathname: string): string {
  const name = decodeURIComponent(pathname.slice('/rest/v1/'.length));
  if (!schema.has(name)) {
    throw postgrestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
    );
  }
  return name;
}

/** `Prefer: return=representation, count=exact` -> {return: 'representation', count: 'exact'} */
function parsePrefer(req: IncomingMessage): Record<string, string> {
  const prefs: Record<string, string> = {};
  for (const part of (header(req, 'prefer') ?? '').split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key && value) prefs[key] = value;
  }
  return prefs;
}

async function insertRows(
  ctx: RestContext,
  role: ApiRole,
  table: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const type = mediaType(header(req, 'content-type'));
  if (type !== 'application/json') {
    throw postgrestError(
      415,
      'PGRST107',
      `Content-Type not acceptable: ${type || '(none)'}`,
    );
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw postgrestError(
        413,
        null,
        `Request body larger than ${MAX_BODY_BYTES} bytes`,
      );
    }
    throw error;
  }
  const rows = parseRows(raw);
  const columns = checkColumns(ctx.schema(), table, rows);

  const prefer = parsePrefer(req);
  const representation = prefer.return === 'representation';
  const preferenceApplied = representation
    ? 'return=representation'
    : 'return=minimal';

  const target = `public.${quoteIdent(table)}`;
  const columnList = columns.map(quoteIdent).join(', ');
  // PostgREST's own technique: let Postgres convert the JSON to the table's row type, so
  // types (uuid, boolean, jsonb, timestamptz) are checked exactly as on Supabase.
  const insert =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${columnList}) select ${columnList} from json_populate_recordset(null::${target}, $1::json)`;

  const inserted = await withRole(ctx.db, role, async (tx) => {
    if (rows.length === 0) return [];
    if (columns.length === 0) {
      // Objects without keys: one row of defaults each (the NOT NULL columns will refuse).
      const out: unknown[] = [];
      for (let i = 0; i < rows.length; i++) {
        const r = await tx.query<{body: unknown[]}>(
          representation
            ? `with ins as (${insert} returning *) select coalesce(json_agg(ins), '[]'::json) as body from ins`
            : insert,
        );
        if (representation) out.push(...r.rows[0].body);
      }
      return out;
    }
    if (!representation) {
      await tx.query(insert, [JSON.stringify(rows)]);
      return [];
    }
    // RETURNING needs SELECT rights on the rows, which the anon role lacks: an anonymous
    // return=representation fails here just as it does on Supabase.
    const r = await tx.query<{body: unknown[]}>(
      `with ins as (${insert} returning *) select coalesce(json_agg(ins), '[]'::json) as body from ins`,
      [JSON.stringify(rows)],
    );
    return r.rows[0].body;
  });

  const headers = {
    'preference-applied': preferenceApplied,
    'content-range': '*/*',
  };
  if (representation) sendJson(res, 201, inserted, headers);
  else sendEmpty(res, 201, headers);
}

function parseRows(raw: Buffer): Record<string, unknown>[] {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const rows = Array.isArray(body) ? body : [body];
  if (
    !rows.every(
      (row) => row !== null && typeof row === 'object' && !Array.isArray(row),
    )
  ) {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  return rows as Record<string, unknown>[];
}

/** Columns come from the first object; every object must have the same keys (PostgREST's rule). */
function checkColumns(
  schema: SchemaCache,
  table: string,
  rows: Record<string, unknown>[],
): string[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const key = [...columns].sort().join('\0');
  if (rows.some((row) => Object.keys(row).sort().join('\0') !== key)) {
    throw postgrestError(400, 'PGRST102', 'All object keys must match');
  }
  const known = schema.get(table)!;
  for (const column of columns) {
    if (!known.includes(column)) {
      throw postgrestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table}' in the schema cache`,
      );
    }
  }
  return columns;
}

const FILTER_OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset']);

async function selectRows(
  ctx: RestContext,
  role: ApiRole,
  table: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const known = ctx.schema().get(table)!;
  const column = (name: string) => {
    if (!known.includes(name)) {
      throw postgrestError(
        400,
        '42703',
        `column ${table}.${name} does not exist`,
      );
    }
    return quoteIdent(name);
  };
  const params = url.searchParams;

  const select = (params.get('select') ?? '*').trim();
  const selectList =
    select === '*'
      ? '*'
      : select
          .split(',')
          .map((name) => column(name.trim()))
          .join(', ');

  const where: string[] = [];
  const values: unknown[] = [];
  for (const [name, raw] of params) {
    if (RESERVED_PARAMS.has(name)) continue;
    const dot = raw.indexOf('.');
    const op = FILTER_OPERATORS[raw.slice(0, dot)];
    if (dot < 0 || !op) {
      throw postgrestError(
        400,
        'PGRST100',
        `"failed to parse filter (${raw})" (line 1, column 1)`,
      );
    }
    values.push(raw.slice(dot + 1));
    where.push(`${column(name)}::text ${op} $${values.length}`);
  }

  const order = (params.get('order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((term) => {
      const [name, ...modifiers] = term.split('.');
      const parts = [column(name)];
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') parts.push(modifier);
        else if (modifier === 'nullsfirst') parts.push('nulls first');
        else if (modifier === 'nullslast') parts.push('nulls last');
        else
          throw postgrestError(
            400,
            'PGRST100',
            `"failed to parse order (${term})" (line 1, column 1)`,
          );
      }
      return parts.join(' ');
    });

  const limit = nonNegativeInt(params.get('limit'), 'limit');
  const offset = nonNegativeInt(params.get('offset'), 'offset');

  const sql = [
    `select ${selectList} from public.${quoteIdent(table)}`,
    where.length ? `where ${where.join(' and ')}` : '',
    order.length ? `order by ${order.join(', ')}` : '',
    limit !== null ? `limit ${limit}` : '',
    offset !== null ? `offset ${offset}` : '',
  ].join(' ');

  // Run as the caller: anon has no SELECT grant (and no SELECT policy), so Postgres refuses
  // it; service_role bypasses RLS and sees every row.
  const rows = await withRole(ctx.db, role, async (tx) => {
    const r = await tx.query<{body: unknown[]}>(
      `select coalesce(json_agg(q), '[]'::json) as body from (${sql}) q`,
      values,
    );
    return r.rows[0].body;
  });
  const start = offset ?? 0;
  const range = rows.length ? `${start}-${start + rows.length - 1}/*` : '*/*';
  if (req.method === 'HEAD') sendEmpty(res, 200, {'content-range': range});
  else sendJson(res, 200, rows, {'content-range': range});
}

function nonNegativeInt(value: string | null, name: string): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) {
    throw postgrestError(
      400,
      'PGRST100',
      `"failed to parse ${name} (${value})" (line 1, column 1)`,
    );
  }
  return Number(value);
}

interface FunctionInfo {
  args: Array<{name: string; type: string; optional: boolean}>;
  returnsSet: boolean;
  returnsVoid: boolean;
}

async function functionInfo(
  db: PGlite,
  name: string,
): Promise<FunctionInfo | null> {
  const {rows} = await db.query<{
    names: string[] | null;
    types: string[];
    retset: boolean;
    rettype: string;
    defaults: number;
  }>(
    `select p.proargnames as names, p.proretset as retset, p.pronargdefaults as defaults,
       format_type(p.prorettype, null) as rettype,
       array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as types
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1`,
    [name],
  );
  if (rows.length !== 1) return null;
  const {names, types, retset, rettype, defaults} = rows[0];
  return {
    // As PostgREST: the trailing arguments with a default may be left out of the call.
    args: types.map((type, i) => ({
      name: names?.[i] ?? '',
      type,
      optional: i >= types.length - defaults,
    })),
    returnsSet: retset,
    returnsVoid: rettype === 'void',
  };
}

/**
 * POST /rest/v1/rpc/{function}: PostgREST's remote procedure call. The JSON object's keys are
 * the function's argument names; a set-returning function answers a JSON array, any other
 * function its value (null for void). Runs as the caller, so EXECUTE grants decide.
 */
async function callFunction(
  ctx: RestContext,
  role: ApiRole,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const name = decodeURIComponent(pathname.slice('/rest/v1/rpc/'.length));
  const info = /^[a-z_][a-z0-9_]*$/.test(name)
    ? await functionInfo(ctx.db, name)
    : null;
  const raw = await readBody(req, MAX_BODY_BYTES).catch((error: unknown) => {
    if (error instanceof BodyTooLargeError)
      throw postgrestError(
        413,
        null,
        `Request body larger than ${MAX_BODY_BYTES} bytes`,
      );
    throw error;
  });
  let body: unknown = {};
  if (raw.length) {
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
    }
  }
  const given =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  const keys = given ? Object.keys(given).sort() : [];
  const known = new Set(info?.args.map((a) => a.name));
  if (
    !info ||
    !given ||
    keys.some((key) => !known.has(key)) ||
    info.args.some((a) => !a.optional && !(a.name in given))
  ) {
    throw postgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
    );
  }
  const values: unknown[] = [];
  const call = info.args
    .filter(({name: arg}) => arg in given)
    .map(({name: arg, type}) => {
      const value = given[arg];
      values.push(
        value === null || value === undefined
          ? null
          : typeof value === 'string'
            ? value
            : JSON.stringify(value),
      );
      return `${quoteIdent(arg)} => $${values.length}::text::${type}`;
    })
    .join(', ');
  const target = `public.${quoteIdent(name)}(${call})`;
  const sql = info.returnsSet
    ? `select coalesce(json_agg(f), '[]'::json) as body from ${target} f`
    : info.returnsVoid
      ? `select ${target}, null::json as body`
      : `select to_json(${target}) as body`;
  const result = await withRole(ctx.db, role, async (tx) => {
    const r = await tx.query<{body: unknown}>(sql, values);
    return r.rows[0]?.body ?? null;
  });
  if (info.returnsVoid) sendEmpty(res, 204);
  else sendJson(res, 200, result);
}
