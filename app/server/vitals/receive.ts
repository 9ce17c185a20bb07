// The endpoint browsers send field Web Vitals to (docs/decisions/109-field-web-vitals.md): one
// reading per post, counted as it arrives, checked field by field, answered 204 at once; the
// reading is stored after the answer, and a store that fails is logged, never the visitor's
// problem. Every answer is private: nothing here may be kept by a cache.
import {fromOwnOrigin} from '~/server/admin/basicAuth';
import {platformAddress} from '~/server/visitor';
import {takeRateLimit, type RateLimitConfig} from '~/server/leads/rateLimit';
import {BodyTooLargeError, readBodyWithin} from '~/server/requestBody';
import type {ShopEnv} from '~/server/env';
import {parseVitalReport, VITALS_BODY_LIMIT} from '~/domain/vitals/report';
import {recordVital, vitalsStoreFromEnv} from './vitalsStore';

// A page sends three readings, again after a return from the back-forward cache: 120 in ten
// minutes is a busy shopper, far more is someone filling the table.
export const VITALS_RATE_LIMIT: RateLimitConfig = {
  limit: 120,
  windowMs: 10 * 60 * 1000,
};

const PRIVATE = {'Cache-Control': 'private, no-store'};
const ACCEPTED_TYPES = ['text/plain', 'application/json'];

function refuse(status: number, message: string, headers = {}): Response {
  return new Response(message, {
    status,
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/plain; charset=utf-8',
      ...headers,
    },
  });
}

interface VitalsContext {
  shopEnv: ShopEnv;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The answer to one post of a reading. */
export async function receiveVital(
  request: Request,
  context: VitalsContext,
): Promise<Response> {
  if (request.method !== 'POST')
    return refuse(405, 'Send readings with POST.', {Allow: 'POST'});
  if (!fromOwnOrigin(request))
    return refuse(403, 'Readings come from the shop’s own pages.');
  const type = (request.headers.get('Content-Type') ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (!ACCEPTED_TYPES.includes(type))
    return refuse(
      415,
      'Send the reading as JSON (text/plain or application/json).',
    );
  // Keyed by the platform's address only: no cookie is set or read for a reading.
  const limit = takeRateLimit(
    `vitals:${platformAddress(request) ?? 'unknown'}`,
    VITALS_RATE_LIMIT,
  );
  if (!limit.allowed)
    return refuse(429, 'Too many readings; try again later.', {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  let body: Uint8Array;
  try {
    body = await readBodyWithin(request, VITALS_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return refuse(413, `A reading is at most ${VITALS_BODY_LIMIT} bytes.`);
    return refuse(400, 'The reading could not be read.');
  }
  const parsed = parseVitalReport(
    new TextDecoder('utf-8', {fatal: false}).decode(body),
  );
  if (!parsed.ok) return refuse(400, parsed.message);
  const store = vitalsStoreFromEnv(context.shopEnv);
  if (store) {
    const stored = recordVital(store, parsed.report).catch((error: unknown) =>
      console.error('A Web Vitals reading was not stored:', error),
    );
    if (context.waitUntil) context.waitUntil(stored);
    else await stored;
  }
  return new Response(null, {status: 204, headers: PRIVATE});
}
