// Field Web Vitals against the run's local shop (PGlite built from supabase/migrations), through
// the worker's own request context: a reading posted to /api/vitals is stored with no more than
// its kind of page, metric, value and day; bad posts get a 4xx and a message, never a 500, and
// store nothing; no answer may be cached; a failing store still answers 204; /admin/vitals shows
// the 75th percentile per kind of page and week behind the admin password.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {action, loader} from '~/routes/api.vitals';
import {loader as adminLoader} from '~/routes/admin.vitals';
import {VITALS_RATE_LIMIT} from '~/server/vitals/receive';

const SERVICE = {
  apikey: 'local-service-role-key',
  Authorization: 'Bearer local-service-role-key',
};
const ADMIN = {
  headers: {Authorization: `Basic ${btoa('dealer:admin-password-for-tests')}`},
  env: {ADMIN_PASSWORD: 'admin-password-for-tests'},
};
type Reply<T> = {
  data: T;
  init: {status?: number; headers?: HeadersInit} | null;
};

async function storedRows(page: string) {
  const response = await fetch(
    `${localShopUrl()}/rest/v1/web_vitals?page_kind=eq.${page}&select=*`,
    {headers: SERVICE},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Array<Record<string, unknown>>;
}

/** Posts as a browser's beacon does; returns the answer once the stored row has settled. */
async function send(
  body: string,
  init: {
    headers?: Record<string, string>;
    env?: Record<string, string>;
    method?: string;
  } = {},
) {
  const pending: Promise<unknown>[] = [];
  const args = await routeArgs('/api/vitals', {
    method: init.method ?? 'POST',
    body,
    headers: {'Content-Type': 'text/plain;charset=UTF-8', ...init.headers},
    env: init.env,
    waitUntil: (promise) => pending.push(promise),
  });
  const response = await action(args);
  await Promise.all(pending);
  return response;
}

const today = () => new Date().toISOString().slice(0, 10);

afterEach(() => vi.restoreAllMocks());

describe('/admin/vitals with no readings', () => {
  it('says so, privately', async () => {
    const reply = (await adminLoader(
      (await routeArgs('/admin/vitals', ADMIN)) as never,
    )) as unknown as Reply<{available: boolean; readings: unknown[]}>;
    expect(reply.data).toEqual({available: true, readings: []});
    expect(new Headers(reply.init?.headers).get('Cache-Control')).toBe(
      'private, no-store',
    );
  });
});

describe('/api/vitals', () => {
  it('stores a reading as kind of page, metric, rounded value and the day; answers 204, never cached', async () => {
    const response = await send(
      '{"page":"brand","metric":"LCP","value":1834.4}',
      {
        headers: {Origin: 'http://localhost:3000'},
      },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await storedRows('brand')).toEqual([
      {page_kind: 'brand', metric: 'LCP', value: 1834, recorded_on: today()},
    ]);
  });

  it.each([
    ['not JSON', 400, 'The body must be JSON', 'LCP=1'],
    [
      'a field beyond the three',
      400,
      'Unknown field: url.',
      '{"page":"cart","metric":"LCP","value":1,"url":"/cart"}',
    ],
    [
      'an unknown kind of page',
      400,
      'page is not a known kind of page.',
      '{"page":"checkout","metric":"LCP","value":1}',
    ],
    [
      'another metric',
      400,
      'metric must be LCP, INP or CLS.',
      '{"page":"cart","metric":"TTFB","value":1}',
    ],
    [
      'a value out of bounds',
      400,
      'CLS must be between 0 and 10.',
      '{"page":"cart","metric":"CLS","value":12}',
    ],
    ['an empty body', 400, 'The body must be JSON', ''],
  ])(
    'refuses %s with %i and a message, storing nothing',
    async (_, status, message, body) => {
      const response = await send(body);
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(message);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await storedRows('cart')).toEqual([]);
    },
  );

  it('refuses another site, another content type, and any method but POST', async () => {
    const good = '{"page":"cart","metric":"INP","value":80}';
    const crossSite = await send(good, {
      headers: {Origin: 'https://elsewhere.example'},
    });
    expect(crossSite.status).toBe(403);
    const form = await send(good, {
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    });
    expect(form.status).toBe(415);
    expect(await form.text()).toContain('Send the reading as JSON');
    const get = await loader(await routeArgs('/api/vitals'));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect(get.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await storedRows('cart')).toEqual([]);
  });

  it('answers 204 when the store fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await send('{"page":"sell","metric":"CLS","value":0.02}', {
      env: {SUPABASE_URL: 'http://127.0.0.1:9/'},
    });
    expect(response.status).toBe(204);
    expect(logged).toHaveBeenCalledWith(
      'A Web Vitals reading was not stored:',
      expect.objectContaining({
        message: expect.stringContaining('record_web_vital'),
      }),
    );
    expect(await storedRows('sell')).toEqual([]);
  });
});

describe('/admin/vitals', () => {
  it('shows the 75th percentile and the sample count per kind of page, metric and week', async () => {
    for (const value of [100, 200, 300, 400])
      expect(
        (await send(`{"page":"reference","metric":"INP","value":${value}}`))
          .status,
      ).toBe(204);
    const reply = (await adminLoader(
      (await routeArgs('/admin/vitals', ADMIN)) as never,
    )) as unknown as Reply<{
      available: boolean;
      readings: Array<Record<string, unknown>>;
    }>;
    expect(reply.data.available).toBe(true);
    expect(reply.data.readings).toContainEqual({
      page: 'reference',
      metric: 'INP',
      weekStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isoWeek: expect.stringMatching(/^\d{4}-W\d{2}$/),
      p75: 325,
      samples: 4,
    });
    expect(reply.data.readings).toContainEqual(
      expect.objectContaining({
        page: 'brand',
        metric: 'LCP',
        p75: 1834,
        samples: 1,
      }),
    );
  });

  it('is behind the admin password', async () => {
    const denied = await adminLoader(
      (await routeArgs('/admin/vitals', {env: ADMIN.env})) as never,
    ).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(Response);
    expect((denied as Response).status).toBe(401);
  });

  it('answers 503 with a message when the store cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The same database counts wrong passwords: unreachable, the login refuses first (decision 129).
    const reply = (await adminLoader(
      (await routeArgs('/admin/vitals', {
        ...ADMIN,
        env: {...ADMIN.env, SUPABASE_URL: 'http://127.0.0.1:9/'},
      })) as never,
    ).catch((thrown: unknown) => thrown)) as Response;
    expect(reply.status).toBe(503);
    expect(reply.headers.get('Retry-After')).toBe('60');
    expect(await reply.text()).toBe(
      'Sign-in is paused: wrong passwords cannot be counted just now. Try again in a minute.',
    );
    expect(logged).toHaveBeenCalled();
  });

  it('slows a flood of readings from one address with 429 and Retry-After', async () => {
    let refused: Response | null = null;
    for (let i = 0; i <= VITALS_RATE_LIMIT.limit && !refused; i++) {
      const response = await send('{}', {
        headers: {'oxygen-buyer-ip': '198.51.100.7'},
      });
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(400);
    }
    expect(refused?.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused?.text()).toBe('Too many readings; try again later.');
    // Another address is not held up by it.
    const other = await send('{}', {
      headers: {'oxygen-buyer-ip': '198.51.100.8'},
    });
    expect(other.status).toBe(400);
  });
});
