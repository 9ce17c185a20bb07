import {describe, expect, it} from 'vitest';
import {
  createLimits,
  databaseCounts,
  type CountStore,
} from '~/server/limits/sharedCounter';
import {isolateCounts} from '~/server/limits/isolateCounts';

const SECRET = 'shared-counter-test-secret';
const RULE = {limit: 2, windowMs: 60_000};

/** A store that records the keys it is asked about and answers from memory. */
function recordingStore(keys: string[]): CountStore {
  const inner = isolateCounts();
  return {
    hit: (key, rule, counting) => (
      keys.push(key),
      inner.hit(key, rule, counting)
    ),
    guess: (key, rule, counting) => (
      keys.push(key),
      inner.guess(key, rule, counting)
    ),
    clear: (key) => (keys.push(key), inner.clear(key)),
  };
}

const downStore: CountStore = {
  hit: () => Promise.reject(new Error('rate_limit_hit: network error')),
  guess: () => Promise.reject(new Error('rate_limit_guess: timed out')),
  clear: () => Promise.reject(new Error('rate_limit_clear: network error')),
};

describe('shared counter keys', () => {
  it('sends a scope and an HMAC of who is counted, never the address itself', async () => {
    const keys: string[] = [];
    const limits = createLimits({
      secret: SECRET,
      shared: recordingStore(keys),
      isolate: isolateCounts(),
    });
    await limits.hit('lead.enquiry', 'ip:198.51.100.7', RULE, {
      whenDown: 'count-in-isolate',
    });
    await limits.hit('lead.enquiry', 'ip:198.51.100.7', RULE, {
      whenDown: 'count-in-isolate',
    });
    await limits.hit('lead.contact', 'ip:198.51.100.7', RULE, {
      whenDown: 'count-in-isolate',
    });
    expect(keys[0]).toMatch(/^lead\.enquiry:[A-Za-z0-9_-]{43}$/);
    expect(keys[0]).not.toContain('198.51.100.7');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2].split(':')[1]).not.toBe(keys[0].split(':')[1]);

    const other: string[] = [];
    await createLimits({
      secret: 'another-shops-secret',
      shared: recordingStore(other),
      isolate: isolateCounts(),
    }).hit('lead.enquiry', 'ip:198.51.100.7', RULE, {
      whenDown: 'count-in-isolate',
    });
    expect(other[0]).not.toBe(keys[0]);
    await expect(
      limits.hit('Lead Enquiry', 'x', RULE, {whenDown: 'refuse'}),
    ).rejects.toThrow(/bad scope/);
  });
});

describe('failure rules', () => {
  it('counts in the isolate when the shared store is down and the caller fails open', async () => {
    const logged: string[] = [];
    const limits = createLimits({
      secret: SECRET,
      shared: downStore,
      isolate: isolateCounts(),
      log: (message) => logged.push(message),
    });
    const hit = () =>
      limits.hit('lead.enquiry', 'ip:192.0.2.1', RULE, {
        whenDown: 'count-in-isolate',
      });
    expect((await hit()).outcome).toBe('allowed');
    expect((await hit()).outcome).toBe('allowed');
    // The isolate's own count still stops one noisy client.
    expect(await hit()).toEqual({
      outcome: 'limited',
      waitMs: expect.any(Number),
      retryAfterSeconds: 60,
    });
    expect(logged[0]).toBe(
      '[limits] lead.enquiry: the shared count is unavailable (rate_limit_hit: network error); counted in this isolate',
    );
  });

  it('refuses when the shared store is down and the caller fails closed', async () => {
    const logged: string[] = [];
    const limits = createLimits({
      secret: SECRET,
      shared: downStore,
      isolate: isolateCounts(),
      log: (message) => logged.push(message),
    });
    expect(
      await limits.guess(
        'admin.login',
        '192.0.2.2',
        {freeGuesses: 3, maxWaitMs: 900_000},
        {whenDown: 'refuse'},
      ),
    ).toEqual({outcome: 'unavailable'});
    expect(logged).toEqual([
      '[limits] admin.login: the shared count is unavailable (rate_limit_guess: timed out); refused',
    ]);
    // A clear that cannot reach the store is logged, never thrown.
    await limits.clear('admin.login', '192.0.2.2');
    expect(logged[1]).toBe(
      '[limits] admin.login: not cleared (rate_limit_clear: network error)',
    );
  });

  it('counts in the isolate alone where no shared store is configured', async () => {
    const limits = createLimits({
      secret: SECRET,
      shared: null,
      isolate: isolateCounts(),
    });
    const guess = () =>
      limits.guess(
        'admin.login',
        '192.0.2.3',
        {freeGuesses: 1, maxWaitMs: 900_000},
        {whenDown: 'refuse'},
      );
    expect(await guess()).toEqual({outcome: 'allowed', waitMs: 0});
    expect(await guess()).toEqual({outcome: 'allowed', waitMs: 1000});
    expect((await guess()).outcome).toBe('limited');
  });
});

describe('the database store', () => {
  it("calls the migration's functions as the service role with named arguments", async () => {
    const calls: Array<{url: string; init: RequestInit}> = [];
    const store = databaseCounts({
      url: 'https://project.supabase.test/',
      serviceKey: 'service-key',
      fetch: (input, init) => {
        calls.push({url: String(input), init: init!});
        return Promise.resolve(
          String(input).endsWith('rate_limit_clear')
            ? new Response(null, {status: 204})
            : Response.json({allowed: false, wait_ms: 1500}),
        );
      },
    });
    expect(
      await store.hit('lead.x:k', {limit: 5, windowMs: 600_500}, true),
    ).toEqual({allowed: false, waitMs: 1500});
    await store.guess(
      'admin.login:k',
      {freeGuesses: 3, maxWaitMs: 900_000},
      false,
    );
    await store.clear('admin.login:k');
    expect(calls.map((call) => call.url)).toEqual([
      'https://project.supabase.test/rest/v1/rpc/rate_limit_hit',
      'https://project.supabase.test/rest/v1/rpc/rate_limit_guess',
      'https://project.supabase.test/rest/v1/rpc/rate_limit_clear',
    ]);
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toMatchObject({
      apikey: 'service-key',
      Authorization: 'Bearer service-key',
    });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      key: 'lead.x:k',
      max_hits: 5,
      window_seconds: 601,
      counting: true,
    });
    expect(JSON.parse(String(calls[1].init.body))).toEqual({
      key: 'admin.login:k',
      free_guesses: 3,
      max_wait_seconds: 900,
      counting: false,
    });
  });

  it('treats an error answer, a strange answer and a slow answer as down', async () => {
    const answering = (response: () => Promise<Response>) =>
      databaseCounts({
        url: 'https://project.supabase.test',
        serviceKey: 'k',
        timeoutMs: 50,
        fetch: response,
      });
    await expect(
      answering(() =>
        Promise.resolve(Response.json({message: 'no'}, {status: 401})),
      ).hit('a:k', RULE, true),
    ).rejects.toThrow(/rate_limit_hit answered 401/);
    await expect(
      answering(() => Promise.resolve(Response.json([]))).hit(
        'a:k',
        RULE,
        true,
      ),
    ).rejects.toThrow(/rate_limit_hit answered \[\]/);
    // Never answers: the time-box aborts it.
    const slow = databaseCounts({
      url: 'https://project.supabase.test',
      serviceKey: 'k',
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(init.signal!.reason as Error),
          ),
        ),
    });
    await expect(slow.hit('a:k', RULE, true)).rejects.toThrow(
      /rate_limit_hit: timed out/,
    );
  });
});

describe('isolate counts', () => {
  it('keep a sliding window and growing waits on their clock', async () => {
    let now = 0;
    const counts = isolateCounts(() => now);
    expect(await counts.hit('k', RULE, true)).toEqual({
      allowed: true,
      waitMs: 0,
    });
    now = 30_000;
    expect(await counts.hit('k', RULE, true)).toEqual({
      allowed: true,
      waitMs: 0,
    });
    expect(await counts.hit('k', RULE, false)).toEqual({
      allowed: false,
      waitMs: 30_000,
    });
    now = 60_001;
    expect((await counts.hit('k', RULE, true)).allowed).toBe(true);

    const rule = {freeGuesses: 3, maxWaitMs: 4000};
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await counts.guess('g', rule, true);
      waits.push(answer.waitMs);
      if (i < 6) now += answer.waitMs;
    }
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 4000]);
    expect(await counts.guess('g', rule, true)).toEqual({
      allowed: false,
      waitMs: 4000,
    });
    await counts.clear('g');
    expect(await counts.guess('g', rule, true)).toEqual({
      allowed: true,
      waitMs: 0,
    });
  });
});
