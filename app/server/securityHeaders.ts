/** Headers every answer carries, on top of the CSP that entry.server sets for pages. */
export function applySecurityHeaders(response: Response): Response {
  const headers = response.headers;
  // Some responses (redirects from fetch) have immutable headers; copy when needed.
  try {
    // Browsers that once reached the shop over HTTPS never fall back to plain HTTP (ignored on http).
    headers.set(
      'Strict-Transport-Security',
      'max-age=31536000; includeSubDomains',
    );
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=()',
    );
    return response;
  } catch {
    const copy = new Response(response.body, response);
    return applySecurityHeaders(copy);
  }
}
