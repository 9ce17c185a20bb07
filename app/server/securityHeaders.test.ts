import {describe, expect, it} from 'vitest';
import {applySecurityHeaders} from './securityHeaders';

describe('security headers on every answer', () => {
  it('tells browsers to keep to HTTPS (HSTS) and not to sniff, frame or leak the referrer', () => {
    const response = applySecurityHeaders(new Response('ok'));
    expect(response.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('also on answers whose headers cannot be changed (a redirect built by Response.redirect)', async () => {
    const redirect = Response.redirect('https://shop.example/products', 302);
    const response = applySecurityHeaders(redirect);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      'https://shop.example/products',
    );
    expect(response.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
