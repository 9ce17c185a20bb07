// Growing delays for the admin password (docs/decisions/061-visitor-key.md): after a few
// wrong guesses from one visitor, every further attempt must wait twice as long as the last
// (1 s, 2 s, 4 s … up to 15 minutes); a correct password clears the record. Kept per worker
// isolate and bounded, like the lead rate limit. An attempt is counted as a wrong guess the
// moment it is let through, before the password is compared (which takes a moment), so
// guesses sent all at once cannot all pass the check while the first is being compared.

const FREE_ATTEMPTS = 3;
const MAX_DELAY_MS = 15 * 60 * 1000;
const MAX_VISITORS = 5000;

interface Attempts {
  failures: number;
  lockedUntil: number;
}

const records = new Map<string, Attempts>();

/** Milliseconds this visitor must still wait before another guess, 0 when it may try now. */
export function loginWait(key: string, now = Date.now()): number {
  const record = records.get(key);
  return record ? Math.max(0, record.lockedUntil - now) : 0;
}

/**
 * Lets one attempt through if the visitor need not wait, counting it as a wrong guess at once
 * (loginSucceeded clears it); returns the wait when it may not try now.
 */
export function takeLoginAttempt(
  key: string,
  now = Date.now(),
): {allowed: true} | {allowed: false; waitMs: number} {
  const wait = loginWait(key, now);
  if (wait > 0) return {allowed: false, waitMs: wait};
  loginFailed(key, now);
  return {allowed: true};
}

/** Records a wrong password and returns the wait it earned. */
export function loginFailed(key: string, now = Date.now()): number {
  const record = records.get(key) ?? {failures: 0, lockedUntil: 0};
  record.failures += 1;
  const extra = record.failures - FREE_ATTEMPTS;
  const delay = extra > 0 ? Math.min(MAX_DELAY_MS, 1000 * 2 ** (extra - 1)) : 0;
  record.lockedUntil = now + delay;
  records.delete(key);
  records.set(key, record);
  if (records.size > MAX_VISITORS) {
    const oldest = records.keys().next().value;
    if (oldest !== undefined) records.delete(oldest);
  }
  return delay;
}

export function loginSucceeded(key: string) {
  records.delete(key);
}

/** For tests. */
export function resetLoginThrottle() {
  records.clear();
}
