// The doors every answer leaves the worker by (server.ts): one redirect gate, the edge policy
// its route declared, the security headers. And the answer when something failed outside a
// route: never a stack trace or a setting's text, always with the same headers.
import {isOutage} from './lastGoodCopy';
import {applyPageCache} from './pageCache';
import {passRedirectGate, trustedOrigins} from './redirectGate';
import {applySecurityHeaders} from './securityHeaders';

/** What the shop answers when something failed outside a route. */
export function failureAnswer(error: unknown): Response {
  // A 503 thrown outside a loader (the URL-redirect lookup during an outage).
  if (isOutage(error)) return error;
  // The full error (an EnvironmentError names the setting) goes to the log, not to the visitor.
  console.error(error);
  return new Response('An unexpected error occurred', {
    status: 500,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}

/** The answer as it leaves: redirect gated, edge policy applied, security headers set. */
export function leaveShop(
  request: Request,
  response: Response,
  checkoutHosts: ReadonlyArray<string | undefined>,
): Response {
  const origin = new URL(request.url).origin;
  const gated = passRedirectGate(
    response,
    origin,
    trustedOrigins(origin, checkoutHosts),
  );
  return applySecurityHeaders(applyPageCache(request, gated));
}
