// Per-visitor rate limit for lead actions: at most `limit` submissions per `windowMs` for
// one visitor (address or browser, see ~/server/visitor) and form. Kept in memory: on Oxygen every isolate (instance) has its own
// counters and an isolate can be recycled at any time, so this is a speed bump against a
// single noisy client, not a global quota. A durable limit needs a shared store (KV, etc.).

export interface RateLimitConfig {
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = {
  limit: 5,
  windowMs: 10 * 60 * 1000,
};

const hits = new Map<string, number[]>();
const MAX_KEYS = 10_000;

/** "5/600" (submissions per seconds), as LEAD_RATE_LIMIT is written; undefined when it is not. */
export function parseRateLimit(value: string): RateLimitConfig | undefined {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(value);
  if (!match) return undefined;
  const limit = Number(match[1]);
  const seconds = Number(match[2]);
  return limit > 0 && seconds > 0
    ? {limit, windowMs: seconds * 1000}
    : undefined;
}

/**
 * Records one attempt and says whether it is allowed. Returns the seconds to wait when not.
 */
export function takeRateLimit(
  key: string,
  config: RateLimitConfig = DEFAULT_RATE_LIMIT,
  now = Date.now(),
): {allowed: true} | {allowed: false; retryAfterSeconds: number} {
  const since = now - config.windowMs;
  const recent = (hits.get(key) ?? []).filter((time) => time > since);
  if (recent.length >= config.limit) {
    hits.set(key, recent);
    return {
      allowed: false,
      retryAfterSeconds: Math.max(
        1,
        Math.ceil((recent[0] + config.windowMs - now) / 1000),
      ),
    };
  }
  recent.push(now);
  hits.delete(key);
  hits.set(key, recent);
  if (hits.size > MAX_KEYS) {
    // Forget the oldest visitor (Map keeps insertion order).
    const oldest = hits.keys().next().value;
    if (oldest !== undefined) hits.delete(oldest);
  }
  return {allowed: true};
}

/** Whether an attempt would be allowed now, without recording one. */
export function rateLimitWait(
  key: string,
  config: RateLimitConfig = DEFAULT_RATE_LIMIT,
  now = Date.now(),
): number {
  const since = now - config.windowMs;
  const recent = (hits.get(key) ?? []).filter((time) => time > since);
  if (recent.length < config.limit) return 0;
  return Math.max(1, Math.ceil((recent[0] + config.windowMs - now) / 1000));
}

/** For tests. */
export function resetRateLimits() {
  hits.clear();
}
