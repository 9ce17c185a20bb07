import {describe, expect, it} from 'vitest';
import {marketChoiceRedirect} from './marketChoice';

describe('the remembered market choice', () => {
  it('saves a market the selector names and answers the clean address of the same page', () => {
    const answer = marketChoiceRedirect(
      new Request('https://shop.example/en-us/products/x?market=us&sort=new'),
    )!;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en-us/products/x?sort=new');
    expect(answer.headers.get('set-cookie')).toBe(
      'market=us; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('saves nothing for a market that does not exist, and never sends a visitor off the site', () => {
    const answer = marketChoiceRedirect(
      new Request('http://shop.example//evil.example/?market=xx'),
    )!;
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('location')).toBe('/evil.example/');
    expect(
      marketChoiceRedirect(new Request('http://shop.example/products')),
    ).toBeNull();
  });
});
