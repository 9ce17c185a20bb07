// The lead forms' rate limit rule: at most `limit` submissions per `windowMs` for one visitor
// (address or browser, see ~/server/visitor) and form. Lead forms count it in the shared
// database (~/server/limits/sharedCounter, docs/decisions/129-limits-in-the-shared-database.md).
// The functions below count in this isolate's memory only: the Web Vitals endpoint's speed bump,
// where a database write per reading would double what the endpoint costs.
import {countInWindow} from '~/server/limits/isolateCounts';

export interface RateLimitConfig {
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = {
  limit: 5,
  windowMs: 10 * 60 * 1000,
};

const hits = new Map<string, number[]>();

/** What the shared database counts: up to 1000 hits in up to 31 days. */
export const MAX_RATE_LIMIT = {limit: 1000, seconds: 31 * 24 * 60 * 60};

/** "5/600" (submissions per seconds), as LEAD_RATE_LIMIT is written; undefined when it is not. */
export function parseRateLimit(value: string): RateLimitConfig | undefined {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(value);
  if (!match) return undefined;
  const limit = Number(match[1]);
  const seconds = Number(match[2]);
  return limit > 0 &&
    seconds > 0 &&
    limit <= MAX_RATE_LIMIT.limit &&
    seconds <= MAX_RATE_LIMIT.seconds
    ? {limit, windowMs: seconds * 1000}
    : undefined;
}

/**
 * Records one attempt in this isolate and says whether it is allowed. Returns the seconds to
 * wait when not.
 */
export function takeRateLimit(
  key: string,
  config: RateLimitConfig = DEFAULT_RATE_LIMIT,
  now = Date.now(),
): {allowed: true} | {allowed: false; retryAfterSeconds: number} {
  const count = countInWindow(hits, key, config, true, now);
  return count.allowed
    ? {allowed: true}
    : {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(count.waitMs / 1000)),
      };
}

/** For tests. */
export function resetRateLimits() {
  hits.clear();
}
