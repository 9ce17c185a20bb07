import {describe, expect, it} from 'vitest';
import {newVisitorCookie, platformAddress, visitorKey} from './visitor';

const SECRET = 'a-secret-of-16-chars';
const request = (headers: Record<string, string>) =>
  new Request('http://shop.test/', {headers});

describe('platformAddress', () => {
  it("trusts Oxygen's header and nothing a client can set", () => {
    expect(platformAddress(request({'oxygen-buyer-ip': '192.0.2.7'}))).toBe(
      '192.0.2.7',
    );
    expect(
      platformAddress(
        request({
          'cf-connecting-ip': '192.0.2.8',
          'x-forwarded-for': '192.0.2.9',
        }),
      ),
    ).toBeNull();
    // MiniOxygen's stand-in for every local visitor.
    expect(platformAddress(request({'oxygen-buyer-ip': '127.0.0.1'}))).toBe(
      null,
    );
  });
});

describe('visitorKey', () => {
  it('uses the address, else a signed browser cookie, else one cookie-less bucket', async () => {
    const byAddress = await visitorKey(
      request({'oxygen-buyer-ip': '192.0.2.7'}),
      SECRET,
      true,
    );
    expect(byAddress.key).toBe('ip:192.0.2.7');

    const cookie = await newVisitorCookie(SECRET, true);
    expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const pair = cookie.split(';')[0];
    const browser = await visitorKey(request({Cookie: pair}), SECRET, true);
    expect(browser.key).toBe(`browser:${pair.split('=')[1].split('.')[0]}`);
    expect(browser.setCookie).toBeUndefined();

    const other = await visitorKey(
      request({Cookie: pair}),
      'another-secret-16-chars',
      false,
    );
    expect(other.key).toBe('anonymous');
    expect(other.setCookie).toMatch(/^visitor=/);
    expect((await visitorKey(request({}), SECRET, false)).key).toBe(
      'anonymous',
    );
  });
});
