import {describe, expect, it, vi} from 'vitest';
import {failureAnswer, leaveShop} from './doors';
import {EnvironmentError, readShopEnv} from './env';
import {outageResponse} from './lastGoodCopy';

const request = new Request('https://shop.example/products');

function environmentError(): unknown {
  try {
    // A real store with its secrets missing: the message names the variables.
    readShopEnv({PUBLIC_STORE_DOMAIN: 'dealer.myshopify.com'});
  } catch (error) {
    return error;
  }
  throw new Error('readShopEnv accepted an incomplete real-store environment');
}

describe('an answer that failed outside a route', () => {
  it('tells the visitor nothing of the settings, and leaves with every security header', async () => {
    const error = environmentError();
    expect(error).toBeInstanceOf(EnvironmentError);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = leaveShop(request, failureAnswer(error), []);
    logged.mockRestore();
    expect(answer.status).toBe(500);
    const body = await answer.text();
    expect(body).toBe('An unexpected error occurred');
    expect(body).not.toContain('PUBLIC_');
    for (const header of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
    ])
      expect(answer.headers.get(header), header).toBeTruthy();
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps an outage an outage: 503 with Retry-After, private', () => {
    const answer = leaveShop(request, failureAnswer(outageResponse()), []);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('30');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    expect(answer.headers.get('Oxygen-Cache-Control')).toBeNull();
  });
});
