import {describe, expect, it} from 'vitest';
import {secureCookies, ShopSession} from './session';

const SECRET = 'a-session-secret-long-enough-for-tests';

async function sessionCookie(secure: boolean) {
  const session = await ShopSession.init(
    new Request('https://shop.example/'),
    [SECRET],
    {secure},
  );
  session.set('seen', true);
  return session.commit();
}

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and Secure when asked', async () => {
    const cookie = await sessionCookie(true);
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(await sessionCookie(false)).not.toMatch(/; Secure/i);
  });

  it('is Secure everywhere but plain-HTTP local development against the local shop', () => {
    const live = {usesLocalShop: false};
    const local = {usesLocalShop: true};
    expect(secureCookies(new Request('http://shop.example/'), live)).toBe(true);
    expect(secureCookies(new Request('https://shop.example/'), local)).toBe(
      true,
    );
    expect(secureCookies(new Request('http://localhost:3000/'), local)).toBe(
      false,
    );
  });
});
