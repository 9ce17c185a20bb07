import {beforeEach, describe, expect, it, vi} from 'vitest';
import {basicPassword, requireAdmin, safeEqual} from './basicAuth';
import {createLimits} from '~/server/limits/sharedCounter';
import {isolateCounts} from '~/server/limits/isolateCounts';

// Counted in memory on a clock the tests set; the shared database's own checks are in
// tests/integration/limits.test.ts.
let clock = 0;
const counts = isolateCounts(() => clock);
const limits = createLimits({
  secret: 'basic-auth-test-secret',
  shared: null,
  isolate: counts,
});
beforeEach(() => {
  clock = 0;
  counts.reset();
});

const withAuth = (value?: string) =>
  new Request(
    'http://localhost/admin/product-feed',
    value === undefined ? {} : {headers: {Authorization: value}},
  );
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

describe('admin password check', () => {
  it('compares strings exactly', async () => {
    expect(await safeEqual('secret', 'secret')).toBe(true);
    expect(await safeEqual('secret', 'secreT')).toBe(false);
    expect(await safeEqual('secret', 'secret ')).toBe(false);
    expect(await safeEqual('', 'x')).toBe(false);
  });

  it('reads the password of any user name, including colons and UTF-8', () => {
    expect(basicPassword(withAuth(basic('anyone', 'pa:ss')))).toBe('pa:ss');
    expect(basicPassword(withAuth(basic('', 'Grüße')))).toBe('Grüße');
    expect(basicPassword(withAuth('Bearer abc'))).toBeNull();
    expect(basicPassword(withAuth('Basic !!!'))).toBeNull();
    expect(basicPassword(withAuth())).toBeNull();
  });

  it('answers 404 when no password is configured, even with credentials', async () => {
    const response = await requireAdmin(
      withAuth(basic('a', 'anything')),
      undefined,
      limits,
    );
    expect(response?.status).toBe(404);
    expect(response?.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('challenges a missing or wrong password with 401', async () => {
    for (const header of [
      undefined,
      basic('admin', 'wrong'),
      'Basic',
      'Basic bm9jb2xvbg==',
    ]) {
      const response = await requireAdmin(
        withAuth(header),
        'right-password',
        limits,
      );
      expect(response?.status).toBe(401);
      expect(response?.headers.get('WWW-Authenticate')).toMatch(
        /^Basic realm=/,
      );
      expect(response?.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('lets the right password through under any user name', async () => {
    expect(
      await requireAdmin(
        withAuth(basic('anyone', 'right-password')),
        'right-password',
        limits,
      ),
    ).toBeNull();
    expect(
      await requireAdmin(
        withAuth(basic('', 'right-password')),
        'right-password',
        limits,
      ),
    ).toBeNull();
  });

  it('makes each visitor wait longer after every wrong guess, and lets others in', async () => {
    const guess = (password: string, ip: string, now: number) => {
      clock = now;
      return requireAdmin(
        new Request('http://localhost/admin/product-feed', {
          headers: {
            Authorization: basic('a', password),
            'oxygen-buyer-ip': ip,
          },
        }),
        'right-password-16+',
        limits,
      );
    };
    // 400 guesses in two seconds: three are answered 401, the rest must wait.
    const statuses: number[] = [];
    for (let i = 0; i < 400; i++)
      statuses.push((await guess(`guess-${i}`, '192.0.2.1', i * 5))!.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(397);
    const waiting = await guess('right-password-16+', '192.0.2.1', 2000);
    expect(waiting?.status).toBe(429);
    expect(Number(waiting?.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The delays grow: 1 s after the fourth wrong guess, 2 s after the fifth, 4 s after the sixth.
    counts.reset();
    const waits: number[] = [];
    let now = 0;
    for (let i = 0; i < 6; i++) {
      const response = await guess('wrong', '192.0.2.2', now);
      waits.push(Number(response?.headers.get('Retry-After') ?? 0));
      now += waits[i] * 1000;
    }
    expect(waits).toEqual([0, 0, 0, 1, 2, 4]);
    // Someone at another address is not held up.
    expect(await guess('right-password-16+', '192.0.2.3', now)).toBeNull();
  });

  it('evaluates at most the allowance of guesses sent all at once, from each of several addresses', async () => {
    const evaluated = {count: 0};
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    // Each comparison hashes two strings: count the comparisons that ran.
    const spy = vi
      .spyOn(crypto.subtle, 'digest')
      .mockImplementation((algorithm, data) => {
        evaluated.count += 0.5;
        return digest(algorithm, data);
      });
    try {
      for (const ip of ['192.0.2.10', '192.0.2.11', '198.51.100.7']) {
        evaluated.count = 0;
        const guesses = Array.from({length: 50}, (_, i) =>
          requireAdmin(
            new Request('http://localhost/admin/alerts', {
              headers: {
                Authorization: basic(
                  'a',
                  i === 49 ? 'right-password-16+' : `guess-${i}`,
                ),
                'oxygen-buyer-ip': ip,
              },
            }),
            'right-password-16+',
            limits,
          ),
        );
        const answers = await Promise.all(guesses);
        // Three free guesses and the one that earns the first wait: four, however they arrive.
        expect(evaluated.count).toBe(4);
        expect(answers.filter((answer) => answer === null)).toHaveLength(0);
        // The rest are told to wait, never let in.
        expect(
          answers.every((answer) => [401, 429].includes(answer?.status ?? 0)),
        ).toBe(true);
      }
    } finally {
      spy.mockRestore();
    }
  });
});

describe('admin changes come from the shop', () => {
  const post = (headers: Record<string, string>) =>
    requireAdmin(
      new Request('https://shop.example/admin/alerts', {
        method: 'POST',
        headers: {Authorization: basic('a', 'right-password-16+'), ...headers},
      }),
      'right-password-16+',
      limits,
    );

  it('refuses a post from another site even with the right password', async () => {
    for (const headers of <Array<Record<string, string>>>[
      {Origin: 'https://evil.example'},
      {Origin: 'null'},
      {Origin: 'https://shop.example.evil.example'},
      {'Sec-Fetch-Site': 'cross-site'},
      {'Sec-Fetch-Site': 'same-site'},
    ])
      expect((await post(headers))?.status, JSON.stringify(headers)).toBe(403);
  });

  it("lets the shop's own pages and non-browser clients through", async () => {
    expect(await post({Origin: 'https://shop.example'})).toBeNull();
    expect(await post({'Sec-Fetch-Site': 'same-origin'})).toBeNull();
    expect(await post({})).toBeNull();
  });
});
