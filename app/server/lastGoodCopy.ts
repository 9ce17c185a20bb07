// What stands in when Shopify cannot answer (docs/decisions/063-storefront-outages.md): the
// last good copy of an answer, kept a day, or the 503 every outage otherwise ends in.

export const OUTAGE_RETRY_AFTER_SECONDS = 30;
export const OUTAGE_MESSAGE =
  'The shop is temporarily unavailable. Please try again in a moment.';

/** Where last good answers are kept. */
export interface LastGoodStore {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  /** Whether an answer to this query (by its cheap identity) is worth saving now. */
  wants(identity: string): boolean;
}

/** The 503 every outage ends in (thrown, so loaders need no code of their own). */
export function outageResponse(): Response {
  return new Response(OUTAGE_MESSAGE, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}

export function isOutage(error: unknown): error is Response {
  return error instanceof Response && error.status === 503;
}

/** A bounded in-memory store (tests, and workers without the Cache API). */
export function memoryLastGood(limit = 200): LastGoodStore {
  const entries = new Map<string, unknown>();
  return {
    get: (key) => Promise.resolve(entries.get(key)),
    wants: () => true,
    put(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return Promise.resolve();
    },
  };
}

const LAST_GOOD_SECONDS = 24 * 60 * 60;
// Writing every answer to the cache would cost each request a write: once a minute per query
// is enough for a fallback. Every new search text or unknown path is a new query, so the copies
// this isolate wrote are bounded too: past MAX_TRACKED the oldest copy is deleted from the
// cache, not only forgotten here (a day's unique searches otherwise piled up in the cache).
const savedAt = new Map<string, number>();
// The cache keys of the copies this isolate wrote, oldest first.
const written = new Map<string, true>();
const MAX_TRACKED = 500;

/** Forgets what this isolate saved and when: each test file sharing a module graph starts cold. */
export function forgetSavedCopies() {
  savedAt.clear();
  written.clear();
}

/** Last good answers in the Cache API (shared by the worker's isolates), kept a day. */
export function cacheLastGood(cache: Cache): LastGoodStore {
  const url = (key: string) => `https://last-good.invalid/${key}`;
  return {
    async get(key) {
      const hit = await cache.match(url(key));
      return hit ? hit.json() : undefined;
    },
    wants(identity) {
      const now = Date.now();
      if (now - (savedAt.get(identity) ?? 0) < 60_000) return false;
      savedAt.delete(identity);
      savedAt.set(identity, now);
      if (savedAt.size > MAX_TRACKED) {
        const oldest = savedAt.keys().next().value;
        if (oldest !== undefined) savedAt.delete(oldest);
      }
      return true;
    },
    async put(key, value) {
      written.delete(key);
      written.set(key, true);
      if (written.size > MAX_TRACKED) {
        const oldest = written.keys().next().value;
        if (oldest !== undefined) {
          written.delete(oldest);
          await cache.delete(url(oldest));
        }
      }
      await cache.put(
        url(key),
        new Response(JSON.stringify(value), {
          headers: {
            'Content-Type': 'application/json',
            'Cache-Control': `public, max-age=${LAST_GOOD_SECONDS}`,
          },
        }),
      );
    },
  };
}

// A short number per query text, so a query's identity is cheap to build and to keep. The
// shop's query texts are fixed, but nothing stops a caller building one from input: past
// MAX_QUERY_TEXTS the least recently used is forgotten, and numbers are never handed out twice.
const queryNumbers = new Map<string, number>();
const MAX_QUERY_TEXTS = 200;
let nextQueryNumber = 0;
export function queryNumber(query: string): number {
  let n = queryNumbers.get(query);
  if (n === undefined) n = nextQueryNumber++;
  queryNumbers.delete(query);
  queryNumbers.set(query, n);
  if (queryNumbers.size > MAX_QUERY_TEXTS) {
    const oldest = queryNumbers.keys().next().value;
    if (oldest !== undefined) queryNumbers.delete(oldest);
  }
  return n;
}

/** How many query texts are numbered now (for tests). */
export function numberedQueryTexts(): number {
  return queryNumbers.size;
}

/** A last good copy's key: a digest, so any parts make a short, URL-safe key. */
async function lastGoodKey(parts: unknown[]): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(parts)),
  );
  return Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The last good copy of one answer, named by `parts`: `save` keeps it (as often as the store
 * wants, in the background), `read` gives it back on an outage. The digest is worked out only
 * when a copy is saved or read, never on the way to a good answer.
 */
export function lastGoodCopy(
  store: LastGoodStore,
  waitUntil: (promise: Promise<unknown>) => void,
  parts: unknown[],
) {
  const key = () => lastGoodKey(parts);
  return {
    save(identity: string, value: unknown) {
      if (!store.wants(identity)) return;
      waitUntil(
        key()
          .then((k) => store.put(k, value))
          .catch(() => {}),
      );
    },
    read: (): Promise<unknown> =>
      key()
        .then((k) => store.get(k))
        .catch(() => undefined),
  };
}
