// Executes Storefront API documents with graphql-js against Shopify's real schema. Resolvers
// come from small per-area maps; a field nobody resolves answers an error naming it, never a
// silent null or invented data.
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  execute,
  getDirectiveValues,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type OperationDefinitionNode,
} from 'graphql';
import {cartResolvers} from './cart-resolvers';
import {pricingFor} from '../markets/pricing';
import type {ResolverMap, ShopBase, ShopContext} from './context';
import {productResolvers} from './products';
import {
  shopifyDirectiveLiteralErrors,
  shopifyVariableErrors,
} from './variable-errors';
import {rootResolvers} from './root';

const require = createRequire(import.meta.url);

let schema: GraphQLSchema | undefined;

/** Shopify's Storefront API schema as Hydrogen ships it; built once per process (~70 ms). */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const json = require('@shopify/hydrogen/storefront.schema.json');
    schema = buildClientSchema(json.data ?? json);
  }
  return schema;
}

const resolvers: ResolverMap = {
  ...rootResolvers,
  ...productResolvers,
  ...cartResolvers,
};

/** Types whose source records hold internal fields: only explicit resolvers answer for them. */
const STRICT_TYPES = new Set([
  'Product',
  'ProductVariant',
  'Collection',
  'Cart',
  'CartLine',
  'QueryRoot',
  'Mutation',
]);

export function notImplemented(typeName: string, fieldName: string) {
  return new GraphQLError(
    `Field "${typeName}.${fieldName}" is not implemented by the local shop`,
    {
      extensions: {code: 'NOT_IMPLEMENTED'},
    },
  );
}

export const fieldResolver: GraphQLFieldResolver<any, ShopContext> = (
  source,
  args,
  ctx,
  info,
) => {
  const typeName = info.parentType.name;
  const resolver = resolvers[typeName]?.[info.fieldName];
  if (resolver) return resolver(source, args, ctx, info);
  if (
    !STRICT_TYPES.has(typeName) &&
    source !== null &&
    typeof source === 'object' &&
    info.fieldName in source
  ) {
    const value = source[info.fieldName];
    return typeof value === 'function' ? value(args, ctx, info) : value;
  }
  throw notImplemented(typeName, info.fieldName);
};

/** Abstract types whose members the local shop only ever has one of. */
const ONLY_MEMBER: Record<string, string> = {
  Merchandise: 'ProductVariant',
  BaseCartLine: 'CartLine',
  Media: 'MediaImage',
  SearchResultItem: 'Product',
  SitemapResourceInterface: 'SitemapResource',
  MetafieldParentResource: 'Product',
};

export const typeResolver: GraphQLTypeResolver<any, ShopContext> = (
  value,
  _ctx,
  _info,
  abstractType,
) => {
  if (value && typeof value.__typename === 'string') return value.__typename;
  return ONLY_MEMBER[abstractType.name];
};

const documentCache = new Map<string, DocumentNode | readonly GraphQLError[]>();

/** Parses and validates once per distinct document (storefronts send the same few again and again). */
function prepare(query: string): DocumentNode | readonly GraphQLError[] {
  let cached = documentCache.get(query);
  if (!cached) {
    try {
      const doc = parse(query);
      const errors = validate(storefrontSchema(), doc);
      cached = errors.length
        ? shopifyDirectiveLiteralErrors(errors, storefrontSchema())
        : doc;
    } catch (e) {
      cached = [e instanceof GraphQLError ? e : new GraphQLError(String(e))];
    }
    if (documentCache.size > 500) documentCache.clear();
    documentCache.set(query, cached);
  }
  return cached;
}

function operationOf(doc: DocumentNode, operationName: string | undefined) {
  const operations = doc.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  return operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations[0];
}

function inContextOf(
  op: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
) {
  const directive = storefrontSchema().getDirective('inContext');
  if (!op || !directive) return {};
  try {
    return (getDirectiveValues(directive, op, variables) ?? {}) as {
      language?: string;
      country?: string;
    };
  } catch {
    return {};
  }
}

export interface StorefrontRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export async function executeStorefront(
  body: StorefrontRequest,
  base: ShopBase,
): Promise<ExecutionResult> {
  if (typeof body.query !== 'string' || !body.query.trim()) {
    return {
      errors: [
        new GraphQLError('No query string was present', {
          extensions: {code: 'BAD_REQUEST'},
        }),
      ],
    };
  }
  const prepared = prepare(body.query);
  if (!('kind' in prepared)) return {errors: prepared};
  const variables = (
    body.variables && typeof body.variables === 'object' ? body.variables : {}
  ) as Record<string, unknown>;
  const operationName =
    typeof body.operationName === 'string' ? body.operationName : undefined;
  const operation = operationOf(prepared, operationName);
  const context = inContextOf(operation, variables);
  const country = context.country ?? 'GB';
  const market = base.markets.forCountry(country);
  const ctx: ShopContext = {
    ...base,
    language: context.language ?? 'EN',
    country,
    market,
    pricing: pricingFor(market),
  };
  const result = await execute({
    schema: storefrontSchema(),
    document: prepared,
    variableValues: variables,
    operationName,
    contextValue: ctx,
    fieldResolver,
    typeResolver,
  });
  // Variable errors stop execution before any data: answer them in Shopify's words.
  if (!('data' in result) && result.errors && operation)
    return {
      errors: shopifyVariableErrors(
        result.errors,
        operation,
        storefrontSchema(),
        variables,
      ),
    };
  return result;
}
