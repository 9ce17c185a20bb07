import {describe, expect, it} from 'vitest';
import {basicPassword, requireAdmin, safeEqual} from './basicAuth';

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
      const response = await requireAdmin(withAuth(header), 'right-password');
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
      ),
    ).toBeNull();
    expect(
      await requireAdmin(
        withAuth(basic('', 'right-password')),
        'right-password',
      ),
    ).toBeNull();
  });
});
