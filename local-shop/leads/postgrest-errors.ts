// Turns errors into PostgREST's JSON error shape and HTTP status, so the storefront sees
// locally exactly what Supabase would answer.
import type {ApiRole} from './auth';

export interface PostgrestError {
  code: string | null;
  details: string | null;
  hint: string | null;
  message: string;
}

export class PostgrestHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message);
  }
}

export function postgrestError(
  status: number,
  code: string | null,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): PostgrestHttpError {
  return new PostgrestHttpError(status, {code, details, hint, message});
}

interface DatabaseErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    error instanceof Error &&
    typeof (error as DatabaseErrorLike).code === 'string'
  );
}

/** PostgREST's SQLSTATE -> HTTP status table (the parts that can occur here). */
export function statusForSqlState(code: string, role: ApiRole): number {
  // Insufficient privilege: 401 for the anonymous role, 403 for a role that authenticated.
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 413;
  if (
    code.startsWith('22') ||
    code.startsWith('23') ||
    code.startsWith('42') ||
    code === 'P0001'
  ) {
    return 400;
  }
  return 500;
}

export function fromDatabaseError(
  error: unknown,
  role: ApiRole,
): PostgrestHttpError {
  if (error instanceof PostgrestHttpError) return error;
  if (!isDatabaseError(error)) throw error;
  const code = error.code!;
  return postgrestError(
    statusForSqlState(code, role),
    code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
