// Counts kept in this worker isolate's memory, bounded in size: what every limit used before
// the shared database (docs/decisions/061-visitor-key.md), and still what a lead form counts
// with when the shared count cannot be had (docs/decisions/129-limits-in-the-shared-database.md).
// On Oxygen each isolate has its own and may be recycled at any time: a speed bump against one
// noisy client, never a global quota. The same rules as the database's functions.
import type {
  Count,
  CountStore,
  GuessRule,
  WindowRule,
} from '~/server/limits/sharedCounter';

const MAX_KEYS = 10_000;

interface Guesses {
  failures: number;
  lockedUntil: number;
}

/** Keeps a Map to at most MAX_KEYS entries, forgetting the least recently touched. */
function touch<T>(map: Map<string, T>, key: string, value: T) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_KEYS) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** One hit (or a look) in a sliding window kept in `hits`, at time `at`. */
export function countInWindow(
  hits: Map<string, number[]>,
  key: string,
  rule: WindowRule,
  counting: boolean,
  at: number,
): Count {
  const recent = (hits.get(key) ?? []).filter(
    (time) => time > at - rule.windowMs,
  );
  const allowed = recent.length < rule.limit;
  if (counting) {
    if (allowed) recent.push(at);
    touch(hits, key, recent);
  }
  return {
    allowed,
    waitMs: allowed ? 0 : Math.max(1, recent[0] + rule.windowMs - at),
  };
}

export interface IsolateCounts extends CountStore {
  /** For tests: forget everything. */
  reset(): void;
}

/** A store of counts in memory; `now` is the clock (tests pass their own). */
export function isolateCounts(now: () => number = Date.now): IsolateCounts {
  const hits = new Map<string, number[]>();
  const guesses = new Map<string, Guesses>();

  function guessCount(key: string, rule: GuessRule, counting: boolean) {
    const at = now();
    const record = guesses.get(key) ?? {failures: 0, lockedUntil: 0};
    if (record.lockedUntil > at)
      return {allowed: false, waitMs: record.lockedUntil - at};
    if (!counting) return {allowed: true, waitMs: 0};
    record.failures += 1;
    const extra = record.failures - rule.freeGuesses;
    const waitMs =
      extra > 0
        ? Math.min(rule.maxWaitMs, 1000 * 2 ** Math.min(extra - 1, 30))
        : 0;
    record.lockedUntil = at + waitMs;
    touch(guesses, key, record);
    return {allowed: true, waitMs};
  }

  // Synchronous inside: an answer is decided before another call can read the same key.
  return {
    hit: (key, rule, counting): Promise<Count> =>
      Promise.resolve(countInWindow(hits, key, rule, counting, now())),
    guess: (key, rule, counting): Promise<Count> =>
      Promise.resolve(guessCount(key, rule, counting)),
    clear(key) {
      hits.delete(key);
      guesses.delete(key);
      return Promise.resolve();
    },
    reset() {
      hits.clear();
      guesses.clear();
    },
  };
}
