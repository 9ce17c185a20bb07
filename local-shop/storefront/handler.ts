// POST /api/{version}/graphql.json: token check as Shopify answers it, then execution.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {executeStorefront} from './execute';
import type {ShopBase} from './context';
import {readBody, sendJson} from './http-util';

export interface StorefrontTokens {
  publicToken: string;
  privateToken: string;
}

export const STOREFRONT_PATH =
  /^\/api\/(unstable|\d{4}-\d{2})\/graphql(\.json)?$/;

export async function handleStorefront(
  req: IncomingMessage,
  res: ServerResponse,
  tokens: StorefrontTokens,
  base: ShopBase,
): Promise<void> {
  const publicToken = req.headers['x-shopify-storefront-access-token'];
  const privateToken = req.headers['shopify-storefront-private-token'];
  const authorised =
    publicToken === tokens.publicToken || privateToken === tokens.privateToken;
  if (!authorised) {
    // Shopify's answer to a missing or wrong storefront token.
    sendJson(res, 401, {
      errors:
        '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
    return;
  }
  if (req.method !== 'POST' && req.method !== 'GET') {
    sendJson(res, 405, {errors: 'Method not allowed'});
    return;
  }
  let body: Record<string, unknown>;
  if (req.method === 'GET') {
    const url = new URL(req.url ?? '/', 'http://local');
    body = {
      query: url.searchParams.get('query') ?? undefined,
      operationName: url.searchParams.get('operationName') ?? undefined,
      variables: JSON.parse(url.searchParams.get('variables') ?? '{}'),
    };
  } else {
    const raw = await readBody(req);
    const type = String(req.headers['content-type'] ?? '');
    try {
      body = type.includes('application/graphql')
        ? {query: raw.toString('utf8')}
        : (JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>);
    } catch {
      sendJson(res, 400, {
        errors: [
          {
            message: 'Invalid JSON in request body',
            extensions: {code: 'BAD_REQUEST'},
          },
        ],
      });
      return;
    }
  }
  const result = await executeStorefront(body, base);
  sendJson(res, 200, result);
}
