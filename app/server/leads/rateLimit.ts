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
  const recent = recentHits(key, config, now);
  if (recent.length >= config.limit) {
    hits.set(key, recent);
    return {
      allowed: false,
      retryAfterSeconds: secondsToWait(recent, config, now),
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

/** This key's attempts inside the window. */
function recentHits(key: string, config: RateLimitConfig, now: number) {
  const since = now - config.windowMs;
  return (hits.get(key) ?? []).filter((time) => time > since);
}

/** Seconds until the oldest attempt in the window leaves it (at least 1). */
function secondsToWait(recent: number[], config: RateLimitConfig, now: number) {
  return Math.max(1, Math.ceil((recent[0] + config.windowMs - now) / 1000));
}

/** Seconds before an attempt would be allowed, 0 when it would be now; records nothing. */
export function rateLimitWait(
  key: string,
  config: RateLimitConfig = DEFAULT_RATE_LIMIT,
  now = Date.now(),
): number {
  const recent = recentHits(key, config, now);
  return recent.length < config.limit ? 0 : secondsToWait(recent, config, now);
}

/** For tests. */
export function resetRateLimits() {
  hits.clear();
}
