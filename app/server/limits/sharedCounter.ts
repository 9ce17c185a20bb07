// Limits that hold on every edge server (docs/decisions/129-limits-in-the-shared-database.md):
// rate limits and the password lockout are counted in the shared database, through the
// migration's functions over /rest/v1/rpc with the service-role key, so every isolate asks the
// same rows. Who is counted travels as an HMAC with the session secret, never in clear. Each
// caller says what happens when the count cannot be had in time: a form that takes leads counts
// in this isolate's memory instead (it fails open to the old speed bump), the admin login
// refuses (it fails closed). Lead forms, stock alerts and the admin login use it; offers and
// bookings name a scope and a rule and call `hit` the same way.
import {callServiceFunction} from '~/server/serviceFunctions';
import {signText} from '~/server/signing';
import {isolateCounts} from '~/server/limits/isolateCounts';

/** At most `limit` hits in any `windowMs` (a sliding window). */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

/** `freeGuesses` wrong guesses cost nothing; then each doubles the wait (1 s, 2 s …, capped). */
export interface GuessRule {
  freeGuesses: number;
  maxWaitMs: number;
}

/**
 * A store's answer. Refused: the wait until a hit would be allowed. Allowed: 0 for a window,
 * and for a guess the wait it earns if it turns out wrong.
 */
export interface Count {
  allowed: boolean;
  waitMs: number;
}

/** Where counts are kept: the shared database, or one isolate's memory (isolateCounts). */
export interface CountStore {
  hit(key: string, rule: WindowRule, counting: boolean): Promise<Count>;
  guess(key: string, rule: GuessRule, counting: boolean): Promise<Count>;
  clear(key: string): Promise<void>;
}

/** What a caller does when the shared count is down or slow. */
export type WhenDown = 'count-in-isolate' | 'refuse';

export type Verdict =
  | {outcome: 'allowed'; waitMs: number}
  | {outcome: 'limited'; waitMs: number; retryAfterSeconds: number}
  | {outcome: 'unavailable'};

export interface CountOptions {
  whenDown: WhenDown;
  /** False: only look (nothing is counted). */
  counting?: boolean;
}

export interface Limits {
  /** One hit of `who` at `scope` against a sliding window. */
  hit(
    scope: string,
    who: string,
    rule: WindowRule,
    options: CountOptions,
  ): Promise<Verdict>;
  /** One password guess of `who` at `scope`, counted as wrong until `clear`. */
  guess(
    scope: string,
    who: string,
    rule: GuessRule,
    options: CountOptions,
  ): Promise<Verdict>;
  /** Forgets `who` at `scope` (a right password); a store that is down is only logged. */
  clear(scope: string, who: string): Promise<void>;
}

/** A count in the path of a form post or a login: past this the store counts as down. */
export const SHARED_COUNT_TIMEOUT_MS = 1500;

const SCOPE = /^[a-z][a-z0-9_.-]{0,39}$/;

export class CountStoreError extends Error {
  name = 'CountStoreError';
}

interface DatabaseCountsConfig {
  url: string;
  serviceKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function readCount(name: string, value: unknown): Count {
  const answer = value as {allowed?: unknown; wait_ms?: unknown} | null;
  if (
    typeof answer?.allowed !== 'boolean' ||
    typeof answer.wait_ms !== 'number'
  )
    throw new CountStoreError(`${name} answered ${JSON.stringify(value)}`);
  return {allowed: answer.allowed, waitMs: answer.wait_ms};
}

/** The shared database's functions (migration 20261129100000_rate_limits.sql). */
export function databaseCounts(config: DatabaseCountsConfig): CountStore {
  const store = {
    supabaseUrl: config.url.replace(/\/+$/, ''),
    serviceKey: config.serviceKey,
    sinks: {
      primary: 'supabase' as const,
      timeoutMs: config.timeoutMs ?? SHARED_COUNT_TIMEOUT_MS,
      fetch: config.fetch ?? ((...args) => fetch(...args)),
    },
  };
  return {
    async hit(key, rule, counting) {
      const answer = await callServiceFunction<unknown>(
        store,
        'rate_limit_hit',
        {
          key,
          max_hits: rule.limit,
          window_seconds: Math.ceil(rule.windowMs / 1000),
          counting,
        },
      );
      return readCount('rate_limit_hit', answer);
    },
    async guess(key, rule, counting) {
      const answer = await callServiceFunction<unknown>(
        store,
        'rate_limit_guess',
        {
          key,
          free_guesses: rule.freeGuesses,
          max_wait_seconds: Math.ceil(rule.maxWaitMs / 1000),
          counting,
        },
      );
      return readCount('rate_limit_guess', answer);
    },
    async clear(key) {
      await callServiceFunction<null>(store, 'rate_limit_clear', {key});
    },
  };
}

function verdict(count: Count): Verdict {
  return count.allowed
    ? {outcome: 'allowed', waitMs: count.waitMs}
    : {
        outcome: 'limited',
        waitMs: count.waitMs,
        retryAfterSeconds: Math.max(1, Math.ceil(count.waitMs / 1000)),
      };
}

function reason(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

export interface LimitsConfig {
  /** Keys are HMACs with this secret (the session secret). */
  secret: string;
  /** The shared database; null where none is configured (then every count is the isolate's). */
  shared: CountStore | null;
  /** This isolate's memory: the counts when there is no shared store, or it is down. */
  isolate: CountStore;
  log?: (message: string) => void;
}

export function createLimits({
  secret,
  shared,
  isolate,
  log = (message) => console.error(message),
}: LimitsConfig): Limits {
  async function keyOf(scope: string, who: string) {
    if (!SCOPE.test(scope)) throw new Error(`limits: bad scope ${scope}`);
    return `${scope}:${await signText(secret, `limit:${scope}:${who}`)}`;
  }

  async function count(
    kind: 'hit' | 'guess',
    scope: string,
    who: string,
    rule: WindowRule & GuessRule,
    {whenDown, counting = true}: CountOptions,
  ): Promise<Verdict> {
    const key = await keyOf(scope, who);
    if (!shared) return verdict(await isolate[kind](key, rule, counting));
    try {
      return verdict(await shared[kind](key, rule, counting));
    } catch (error) {
      log(
        `[limits] ${scope}: the shared count is unavailable (${reason(error)}); ${whenDown === 'refuse' ? 'refused' : 'counted in this isolate'}`,
      );
      if (whenDown === 'refuse') return {outcome: 'unavailable'};
      return verdict(await isolate[kind](key, rule, counting));
    }
  }

  return {
    hit: (scope, who, rule, options) =>
      count('hit', scope, who, rule as WindowRule & GuessRule, options),
    guess: (scope, who, rule, options) =>
      count('guess', scope, who, rule as WindowRule & GuessRule, options),
    async clear(scope, who) {
      const key = await keyOf(scope, who);
      await isolate.clear(key);
      if (!shared) return;
      try {
        await shared.clear(key);
      } catch (error) {
        log(`[limits] ${scope}: not cleared (${reason(error)})`);
      }
    },
  };
}

/** This isolate's counts: one per worker isolate, as a module instance is. */
const thisIsolate = isolateCounts();

interface LimitsEnv {
  SESSION_SECRET: string;
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
}

let warnedNoStore = false;

/**
 * The shop's limits: shared through Supabase when its URL and service-role key are set, else
 * counted in this isolate alone (said once per isolate).
 */
export function limitsFromEnv(shopEnv: LimitsEnv): Limits {
  const url = shopEnv.SUPABASE_URL;
  const serviceKey = shopEnv.SUPABASE_SERVICE_ROLE_KEY;
  const shared = url && serviceKey ? databaseCounts({url, serviceKey}) : null;
  if (!shared && !warnedNoStore) {
    warnedNoStore = true;
    console.warn(
      '[limits] SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set: rate limits and the admin lockout count per isolate only',
    );
  }
  return createLimits({
    secret: shopEnv.SESSION_SECRET,
    shared,
    isolate: thisIsolate,
  });
}
