// POST /admin/api/{version}/graphql.json behind the admin token (X-Shopify-Access-Token).
import type {IncomingMessage, ServerResponse} from 'node:http';
import {execute, GraphQLError, parse, validate} from 'graphql';
import {readBody, sendJson} from '../storefront/http-util';
import {adminFieldResolver} from './resolvers';
import {adminSchema} from './schema';
import type {AdminContext} from './store-setup-resolvers';

export const ADMIN_PATH =
  /^\/admin\/api\/(unstable|\d{4}-\d{2})\/graphql\.json$/;

export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  adminToken: string,
  context: AdminContext,
) {
  if (req.headers['x-shopify-access-token'] !== adminToken) {
    sendJson(res, 401, {
      errors:
        '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
    return;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, {errors: 'Method not allowed'});
    return;
  }
  let body: {
    query?: string;
    variables?: Record<string, unknown>;
    operationName?: string;
  };
  try {
    body = JSON.parse(
      (await readBody(req)).toString('utf8') || '{}',
    ) as typeof body;
  } catch {
    sendJson(res, 400, {errors: 'Invalid JSON in request body'});
    return;
  }
  let document;
  try {
    document = parse(body.query ?? '');
  } catch (e) {
    sendJson(res, 200, {
      errors: [e instanceof GraphQLError ? e : {message: String(e)}],
    });
    return;
  }
  const errors = validate(adminSchema, document);
  if (errors.length) {
    sendJson(res, 200, {errors});
    return;
  }
  const result = await execute({
    schema: adminSchema,
    document,
    variableValues: body.variables ?? {},
    operationName: body.operationName,
    contextValue: context,
    fieldResolver: adminFieldResolver,
  });
  sendJson(res, 200, result);
}
