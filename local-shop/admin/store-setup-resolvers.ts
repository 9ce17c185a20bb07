// Resolvers of the store set-up shapes (store-setup-schema.ts), with Shopify's user errors, and
// the access-scope check every Admin API field goes through.
import {GraphQLError} from 'graphql';
import type {MarketBook} from '../markets/markets';
import type {StockBook} from '../storefront/stock';
import type {DraftOrderBook} from './draftOrders';
import {
  ADMIN_FILTER_TYPES,
  CONDITION_TYPES,
  type CollectionRecord,
  type DefinitionRecord,
  METAFIELD_TYPES,
  PUBLICATIONS,
  type RuleRecord,
  type StoreSetup,
  type SubscriptionRecord,
} from './store-setup';

export interface AdminContext {
  stock: StockBook;
  drafts: DraftOrderBook;
  /** The shop's origin, where a draft order's invoice opens. */
  origin: string;
  store: StoreSetup;
  markets: MarketBook;
  scopes: readonly string[];
}

/** Every scope the local admin token has unless a test starts the shop with fewer. */
export const ALL_ADMIN_SCOPES = [
  'read_products',
  'write_products',
  'read_inventory',
  'write_inventory',
  'read_publications',
  'write_publications',
  'read_draft_orders',
  'write_draft_orders',
  'read_orders',
  'read_markets',
  'write_markets',
] as const;

const READ = 'read_products';
const WRITE = 'write_products';

/** The scope each root field needs, as Shopify documents it. */
const REQUIRED_SCOPE: Record<string, Record<string, string>> = {
  Query: {
    product: READ,
    productByIdentifier: READ,
    productByHandle: READ,
    productVariant: READ,
    metafieldDefinitions: READ,
    metafieldDefinition: READ,
    collection: READ,
    collectionByHandle: READ,
    collections: READ,
    productVendors: READ,
    webhookSubscriptions: READ,
    publications: 'read_publications',
    draftOrder: 'read_draft_orders',
    markets: 'read_markets',
    market: 'read_markets',
  },
  Mutation: {
    metafieldsSet: WRITE,
    metafieldsDelete: WRITE,
    productCreate: WRITE,
    productUpdate: WRITE,
    productVariantsBulkUpdate: WRITE,
    inventorySetQuantities: 'write_inventory',
    draftOrderCreate: 'write_draft_orders',
    draftOrderUpdate: 'write_draft_orders',
    draftOrderInvoiceSend: 'write_draft_orders',
    draftOrderDelete: 'write_draft_orders',
    metafieldDefinitionCreate: WRITE,
    metafieldDefinitionUpdate: WRITE,
    metafieldDefinitionDelete: WRITE,
    collectionCreate: WRITE,
    collectionUpdate: WRITE,
    collectionDelete: WRITE,
    publishablePublish: 'write_publications',
    webhookSubscriptionCreate: READ,
    webhookSubscriptionUpdate: READ,
    webhookSubscriptionDelete: READ,
    marketCreate: 'write_markets',
    marketUpdate: 'write_markets',
  },
  Collection: {publishedOnPublication: 'read_publications'},
  InventoryItem: {inventoryLevels: 'read_inventory'},
};

const grants = (scopes: readonly string[], scope: string) =>
  scopes.includes(scope) ||
  (scope.startsWith('read_') &&
    scopes.includes(`write_${scope.slice('read_'.length)}`));

/** Shopify's ACCESS_DENIED error for a field the token's scopes do not reach. */
export function checkScope(
  parentType: string,
  fieldName: string,
  scopes: readonly string[],
) {
  const scope = REQUIRED_SCOPE[parentType]?.[fieldName];
  if (!scope || grants(scopes, scope)) return;
  throw new GraphQLError(
    `Access denied for ${fieldName} field. Required access: \`${scope}\` access scope.`,
    {
      extensions: {
        code: 'ACCESS_DENIED',
        documentation: 'https://shopify.dev/api/usage/access-scopes',
        requiredAccess: `\`${scope}\` access scope.`,
      },
    },
  );
}

type R = (source: any, args: any, ctx: AdminContext) => unknown;

const page = <T>(items: T[], first = 50) => ({
  nodes: items.slice(0, Math.min(first, 250)),
  pageInfo: {
    hasNextPage: items.length > Math.min(first, 250),
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
  },
});

type UserError = {field: string[]; message: string; code?: string};

function definitionOut(d: DefinitionRecord, ctx: AdminContext) {
  return {
    ...d,
    type: {name: d.type, category: d.type.split('_')[0].toUpperCase()},
    validations: d.validations.map((v) => ({
      name: v.name,
      type:
        v.name === 'choices'
          ? 'list.single_line_text_field'
          : 'single_line_text_field',
      value: v.value,
    })),
    access: {
      admin: d.adminAccess,
      storefront: d.storefrontAccess,
      customerAccount: 'NONE',
    },
    capabilities: {
      adminFilterable: {
        eligible: ADMIN_FILTER_TYPES.has(d.type),
        enabled: d.adminFilterable,
      },
      smartCollectionCondition: {
        eligible: CONDITION_TYPES.has(d.type),
        enabled: d.smartCollectionCondition,
      },
      uniqueValues: {eligible: false, enabled: false},
    },
    metafieldsCount: ctx.stock.watches.filter(
      (w) => d.namespace === 'custom' && w.metafields[d.key] !== undefined,
    ).length,
  };
}

function findDefinition(
  ctx: AdminContext,
  a: {
    id?: string;
    identifier?: {ownerType: string; namespace?: string; key: string};
  },
) {
  if (a.id) return ctx.store.definitionById(a.id);
  const i = a.identifier;
  return i
    ? ctx.store.definitions.find(
        (d) =>
          d.ownerType === i.ownerType &&
          d.namespace === (i.namespace ?? 'custom') &&
          d.key === i.key,
      )
    : undefined;
}

/** Checks rules as Shopify does: a metafield condition needs its definition's capability. */
function rulesFromInput(
  ctx: AdminContext,
  ruleSet: {appliedDisjunctively: boolean; rules?: RuleRecord[] | null},
): {rules: RuleRecord[]; errors: UserError[]} {
  const errors: UserError[] = [];
  const rules = (ruleSet.rules ?? []).map((r, i) => {
    if (r.column === 'PRODUCT_METAFIELD_DEFINITION') {
      const d = r.conditionObjectId
        ? ctx.store.definitionById(r.conditionObjectId)
        : undefined;
      if (!d)
        errors.push({
          field: ['ruleSet', 'rules', String(i), 'conditionObjectId'],
          message: 'Metafield definition does not exist',
        });
      else if (!d.smartCollectionCondition)
        errors.push({
          field: ['ruleSet', 'rules', String(i), 'conditionObjectId'],
          message: `Metafield definition ${d.namespace}.${d.key} is not enabled as a collection condition`,
        });
    }
    return {
      column: r.column,
      relation: r.relation,
      condition: r.condition,
      conditionObjectId: r.conditionObjectId ?? null,
    };
  });
  return {rules, errors};
}

function collectionOut(c: CollectionRecord, ctx: AdminContext) {
  return {
    ...c,
    ruleSet: c.ruleSet && {
      appliedDisjunctively: c.ruleSet.appliedDisjunctively,
      rules: c.ruleSet.rules.map((r) => {
        const d = r.conditionObjectId
          ? ctx.store.definitionById(r.conditionObjectId)
          : undefined;
        return {
          ...r,
          conditionObject: d
            ? {
                __typename: 'CollectionRuleMetafieldCondition',
                metafieldDefinition: definitionOut(d, ctx),
              }
            : null,
        };
      }),
    },
    productsCount: {
      count: ctx.stock.watches.filter((w) => ctx.store.matches(c, w)).length,
      precision: 'EXACT',
    },
  };
}

function subscriptionOut(s: SubscriptionRecord) {
  return {
    ...s,
    apiVersion: {handle: '2026-04', displayName: '2026-04', supported: true},
  };
}

const handleOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Shopify's collections(query:) for the fields a tool filters on: handle and title. */
function collectionQueryMatches(c: CollectionRecord, query?: string) {
  if (!query?.trim()) return true;
  return query
    .trim()
    .split(/\s+/)
    .every((term) => {
      const [field, ...rest] = term.split(':');
      const value = rest.join(':').replace(/^"|"$/g, '').toLowerCase();
      if (!rest.length)
        return c.title.toLowerCase().includes(field.toLowerCase());
      if (field === 'handle') return c.handle === value;
      if (field === 'title') return c.title.toLowerCase().includes(value);
      if (field === 'collection_type')
        return value === 'smart' ? Boolean(c.ruleSet) : !c.ruleSet;
      return true;
    });
}

const publication = (id: string) => PUBLICATIONS.find((p) => p.id === id);

export const storeSetupResolvers: Record<string, Record<string, R>> = {
  Query: {
    currentAppInstallation: (_s, _a, ctx) => ({
      id: 'gid://shopify/AppInstallation/1',
      accessScopes: ctx.scopes.map((handle) => ({handle, description: handle})),
    }),
    metafieldDefinitions: (_s, a, ctx) =>
      page(
        ctx.store.definitions
          .filter(
            (d) =>
              d.ownerType === a.ownerType &&
              (a.namespace == null || d.namespace === a.namespace) &&
              (a.key == null || d.key === a.key),
          )
          .map((d) => definitionOut(d, ctx)),
        a.first ?? 50,
      ),
    metafieldDefinition: (_s, a, ctx) => {
      const d = findDefinition(ctx, a);
      return d ? definitionOut(d, ctx) : null;
    },
    collection: (_s, a, ctx) => {
      const c = ctx.store.collectionById(a.id);
      return c ? collectionOut(c, ctx) : null;
    },
    collectionByHandle: (_s, a, ctx) => {
      const c = ctx.store.collectionByHandle(a.handle);
      return c ? collectionOut(c, ctx) : null;
    },
    collections: (_s, a, ctx) =>
      page(
        ctx.store.collections
          .filter((c) => collectionQueryMatches(c, a.query))
          .map((c) => collectionOut(c, ctx)),
        a.first ?? 50,
      ),
    publications: (_s, a) => page([...PUBLICATIONS], a.first ?? 50),
    productVendors: (_s, a, ctx) =>
      page(
        [...new Set(ctx.stock.watches.map((w) => w.vendor))].sort(),
        a.first ?? 50,
      ),
    webhookSubscriptions: (_s, a, ctx) =>
      page(
        ctx.store.subscriptions
          .filter(
            (s) =>
              (!a.topics?.length || a.topics.includes(s.topic)) &&
              (a.uri == null || s.uri === a.uri) &&
              (a.format == null || s.format === a.format),
          )
          .map(subscriptionOut),
        a.first ?? 50,
      ),
  },
  Collection: {
    publishedOnPublication: (c: CollectionRecord, a) =>
      c.publicationIds.includes(a.publicationId),
  },
  Mutation: {
    metafieldDefinitionCreate: (_s, a, ctx) => {
      const input = a.definition;
      const namespace = input.namespace ?? 'app';
      const errors: UserError[] = [];
      if (!METAFIELD_TYPES.has(input.type))
        errors.push({
          field: ['definition', 'type'],
          message: 'Type name is invalid.',
          code: 'INCLUSION',
        });
      if (
        ctx.store.definitions.some(
          (d) =>
            d.ownerType === input.ownerType &&
            d.namespace === namespace &&
            d.key === input.key,
        )
      )
        errors.push({
          field: ['definition', 'key'],
          message: `Key is in use for ${input.ownerType === 'PRODUCT' ? 'Product' : input.ownerType} metafields on the '${namespace}' namespace.`,
          code: 'TAKEN',
        });
      if (
        input.capabilities?.smartCollectionCondition?.enabled &&
        !CONDITION_TYPES.has(input.type)
      )
        errors.push({
          field: ['definition', 'capabilities', 'smartCollectionCondition'],
          message: `The type ${input.type} cannot be used as a collection condition.`,
          code: 'INVALID_CAPABILITY',
        });
      if (errors.length) return {createdDefinition: null, userErrors: errors};
      const d = ctx.store.addDefinition({
        name: input.name,
        namespace,
        key: input.key,
        description: input.description ?? null,
        type: input.type,
        ownerType: input.ownerType,
        validations: input.validations ?? [],
        storefrontAccess: input.access?.storefront ?? 'NONE',
        adminAccess: input.access?.admin ?? 'PUBLIC_READ_WRITE',
        adminFilterable: Boolean(
          input.capabilities?.adminFilterable?.enabled &&
          ADMIN_FILTER_TYPES.has(input.type),
        ),
        smartCollectionCondition: Boolean(
          input.capabilities?.smartCollectionCondition?.enabled,
        ),
        pinnedPosition: input.pin ? ctx.store.definitions.length + 1 : null,
      });
      return {createdDefinition: definitionOut(d, ctx), userErrors: []};
    },
    metafieldDefinitionUpdate: (_s, a, ctx) => {
      const input = a.definition;
      const d = findDefinition(ctx, {identifier: input});
      if (!d)
        return {
          updatedDefinition: null,
          userErrors: [
            {
              field: ['definition'],
              message: 'Definition not found.',
              code: 'NOT_FOUND',
            },
          ],
        };
      if (input.name != null) d.name = input.name;
      if (input.description !== undefined) d.description = input.description;
      if (input.validations) d.validations = input.validations;
      if (input.access?.storefront)
        d.storefrontAccess = input.access.storefront;
      if (input.access?.admin) d.adminAccess = input.access.admin;
      const caps = input.capabilities ?? {};
      if (caps.adminFilterable)
        d.adminFilterable =
          caps.adminFilterable.enabled && ADMIN_FILTER_TYPES.has(d.type);
      if (caps.smartCollectionCondition) {
        if (
          caps.smartCollectionCondition.enabled &&
          !CONDITION_TYPES.has(d.type)
        )
          return {
            updatedDefinition: null,
            userErrors: [
              {
                field: [
                  'definition',
                  'capabilities',
                  'smartCollectionCondition',
                ],
                message: `The type ${d.type} cannot be used as a collection condition.`,
                code: 'INVALID_CAPABILITY',
              },
            ],
          };
        d.smartCollectionCondition = caps.smartCollectionCondition.enabled;
      }
      ctx.store.changed();
      return {updatedDefinition: definitionOut(d, ctx), userErrors: []};
    },
    metafieldDefinitionDelete: (_s, a, ctx) => {
      const d = findDefinition(ctx, a);
      if (!d)
        return {
          deletedDefinitionId: null,
          userErrors: [
            {
              field: ['id'],
              message: 'Definition not found.',
              code: 'NOT_FOUND',
            },
          ],
        };
      ctx.store.definitions = ctx.store.definitions.filter((x) => x !== d);
      ctx.store.changed();
      return {deletedDefinitionId: d.id, userErrors: []};
    },
    collectionCreate: (_s, a, ctx) => {
      const input = a.input;
      if (!input.title?.trim())
        return {
          collection: null,
          userErrors: [{field: ['title'], message: "Title can't be blank"}],
        };
      const {rules, errors} = input.ruleSet
        ? rulesFromInput(ctx, input.ruleSet)
        : {rules: [], errors: []};
      if (errors.length) return {collection: null, userErrors: errors};
      // A taken handle gets a number, as Shopify does.
      const base = input.handle?.trim() || handleOf(input.title);
      let handle = base;
      for (let n = 1; ctx.store.collectionByHandle(handle); n++)
        handle = `${base}-${n}`;
      const c = ctx.store.addCollection({
        handle,
        title: input.title,
        descriptionHtml: input.descriptionHtml ?? '',
        ruleSet: input.ruleSet
          ? {appliedDisjunctively: input.ruleSet.appliedDisjunctively, rules}
          : null,
        publicationIds: [],
      });
      return {collection: collectionOut(c, ctx), userErrors: []};
    },
    collectionUpdate: (_s, a, ctx) => {
      const input = a.input;
      const c = input.id ? ctx.store.collectionById(input.id) : undefined;
      if (!c)
        return {
          collection: null,
          userErrors: [{field: ['id'], message: 'Collection does not exist'}],
        };
      if (input.ruleSet) {
        if (!c.ruleSet)
          return {
            collection: null,
            userErrors: [
              {
                field: ['ruleSet'],
                message: 'Cannot update rule set of a custom collection',
              },
            ],
          };
        const {rules, errors} = rulesFromInput(ctx, input.ruleSet);
        if (errors.length) return {collection: null, userErrors: errors};
        c.ruleSet = {
          appliedDisjunctively: input.ruleSet.appliedDisjunctively,
          rules,
        };
      }
      if (input.title != null) c.title = input.title;
      if (input.handle != null) c.handle = input.handle;
      if (input.descriptionHtml != null)
        c.descriptionHtml = input.descriptionHtml;
      c.updatedAt = new Date().toISOString();
      ctx.store.changed();
      return {collection: collectionOut(c, ctx), userErrors: []};
    },
    collectionDelete: (_s, a, ctx) => {
      const c = ctx.store.collectionById(a.input.id);
      if (!c)
        return {
          deletedCollectionId: null,
          userErrors: [{field: ['id'], message: 'Collection does not exist'}],
        };
      ctx.store.collections = ctx.store.collections.filter((x) => x !== c);
      ctx.store.changed();
      return {deletedCollectionId: c.id, userErrors: []};
    },
    publishablePublish: (_s, a, ctx) => {
      const c = ctx.store.collectionById(a.id);
      if (!c)
        return {
          publishable: null,
          userErrors: [{field: ['id'], message: 'Resource does not exist'}],
        };
      for (const [i, p] of a.input.entries()) {
        if (!p.publicationId || !publication(p.publicationId))
          return {
            publishable: null,
            userErrors: [
              {
                field: ['input', String(i), 'publicationId'],
                message: 'Publication does not exist',
              },
            ],
          };
        if (!c.publicationIds.includes(p.publicationId))
          c.publicationIds.push(p.publicationId);
      }
      ctx.store.changed();
      return {
        publishable: {...collectionOut(c, ctx), __typename: 'Collection'},
        userErrors: [],
      };
    },
    webhookSubscriptionCreate: (_s, a, ctx) => {
      const input = a.webhookSubscription;
      const uri = String(input.uri ?? '');
      const errors: UserError[] = [];
      if (
        !/^https:\/\/|^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//i.test(
          uri,
        )
      )
        errors.push({
          field: ['webhookSubscription', 'callbackUrl'],
          message: 'Address protocol http:// is not supported',
        });
      if (
        ctx.store.subscriptions.some(
          (s) => s.topic === a.topic && s.uri === uri,
        )
      )
        errors.push({
          field: ['webhookSubscription', 'callbackUrl'],
          message: 'Address for this topic has already been taken',
        });
      if (errors.length) return {webhookSubscription: null, userErrors: errors};
      const s = ctx.store.addSubscription({
        topic: a.topic,
        uri,
        format: input.format ?? 'JSON',
        metafieldNamespaces: input.metafieldNamespaces ?? [],
        includeFields: input.includeFields ?? [],
        filter: input.filter ?? null,
      });
      return {webhookSubscription: subscriptionOut(s), userErrors: []};
    },
    webhookSubscriptionUpdate: (_s, a, ctx) => {
      const s = ctx.store.subscriptions.find((x) => x.id === a.id);
      if (!s)
        return {
          webhookSubscription: null,
          userErrors: [
            {field: ['id'], message: 'Webhook subscription does not exist'},
          ],
        };
      const input = a.webhookSubscription;
      if (input.uri != null) s.uri = input.uri;
      if (input.format != null) s.format = input.format;
      if (input.metafieldNamespaces != null)
        s.metafieldNamespaces = input.metafieldNamespaces;
      if (input.includeFields != null) s.includeFields = input.includeFields;
      if (input.filter !== undefined) s.filter = input.filter;
      s.updatedAt = new Date().toISOString();
      ctx.store.changed();
      return {webhookSubscription: subscriptionOut(s), userErrors: []};
    },
    webhookSubscriptionDelete: (_s, a, ctx) => {
      const s = ctx.store.subscriptions.find((x) => x.id === a.id);
      if (!s)
        return {
          deletedWebhookSubscriptionId: null,
          userErrors: [
            {field: ['id'], message: 'Webhook subscription does not exist'},
          ],
        };
      ctx.store.subscriptions = ctx.store.subscriptions.filter((x) => x !== s);
      ctx.store.changed();
      return {deletedWebhookSubscriptionId: s.id, userErrors: []};
    },
  },
};
