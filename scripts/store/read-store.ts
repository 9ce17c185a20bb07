// Reads what a store holds of what the storefront needs, through the Admin API: the token's
// scopes, the `custom` product metafield definitions, the collections by handle, the webhook
// subscriptions, the sales channels' publications and the vendors.
import type {AdminClient} from './admin-client';
import type {StoredMarket} from './markets-plan';
import {NAMESPACE} from './storefront-needs';

export interface StoredDefinition {
  id: string;
  key: string;
  name: string;
  type: {name: string};
  validations: Array<{name: string; value: string | null}>;
  access: {storefront: string | null};
  capabilities: {
    adminFilterable: {enabled: boolean; eligible: boolean};
    smartCollectionCondition: {enabled: boolean; eligible: boolean};
  };
}

export interface StoredRule {
  column: string;
  relation: string;
  condition: string;
  conditionObject: {
    metafieldDefinition?: {id: string; key: string; namespace: string};
  } | null;
}

export interface StoredCollection {
  id: string;
  handle: string;
  title: string;
  ruleSet: {appliedDisjunctively: boolean; rules: StoredRule[]} | null;
  productsCount: {count: number} | null;
  published: boolean;
}

export interface StoredSubscription {
  id: string;
  topic: string;
  uri: string;
  format: string;
  metafieldNamespaces: string[];
}

export interface Publication {
  id: string;
  name: string;
}

export interface StoreState {
  shopName: string;
  scopes: string[];
  definitions: StoredDefinition[];
  collections: Map<string, StoredCollection>;
  subscriptions: StoredSubscription[];
  publication: Publication | null;
  publications: Publication[];
  vendors: string[];
}

const SCOPES = /* GraphQL */ `
  query StoreScopes {
    shop {
      name
    }
    currentAppInstallation {
      accessScopes {
        handle
      }
    }
  }
`;

const DEFINITIONS = /* GraphQL */ `
  query StoreDefinitions($namespace: String!, $after: String) {
    metafieldDefinitions(
      ownerType: PRODUCT
      namespace: $namespace
      first: 250
      after: $after
    ) {
      nodes {
        id
        key
        name
        type {
          name
        }
        validations {
          name
          value
        }
        access {
          storefront
        }
        capabilities {
          adminFilterable {
            enabled
            eligible
          }
          smartCollectionCondition {
            enabled
            eligible
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const CHANNELS = /* GraphQL */ `
  query StoreChannels {
    publications(first: 50) {
      nodes {
        id
        name
      }
    }
    productVendors(first: 250) {
      nodes
    }
    webhookSubscriptions(
      first: 100
      topics: [PRODUCTS_CREATE, PRODUCTS_UPDATE, ORDERS_PAID]
    ) {
      nodes {
        id
        topic
        uri
        format
        metafieldNamespaces
      }
    }
  }
`;

const COLLECTION = /* GraphQL */ `
  query StoreCollection(
    $handle: String!
    $publicationId: ID!
    $withPublication: Boolean!
  ) {
    collectionByHandle(handle: $handle) {
      id
      handle
      title
      ruleSet {
        appliedDisjunctively
        rules {
          column
          relation
          condition
          conditionObject {
            ... on CollectionRuleMetafieldCondition {
              metafieldDefinition {
                id
                key
                namespace
              }
            }
          }
        }
      }
      productsCount {
        count
      }
      publishedOnPublication(publicationId: $publicationId)
        @include(if: $withPublication)
    }
  }
`;

const MARKETS = /* GraphQL */ `
  query StoreMarkets {
    markets(first: 250) {
      nodes {
        id
        name
        handle
        status
        currencySettings {
          baseCurrency {
            currencyCode
          }
        }
        priceInclusions {
          inclusiveDutiesPricingStrategy
          inclusiveTaxPricingStrategy
        }
        conditions {
          regionsCondition {
            regions(first: 250) {
              nodes {
                ... on MarketRegionCountry {
                  code
                }
              }
            }
          }
        }
      }
    }
  }
`;

/** The store's markets with their countries, currency and price inclusions. */
export async function readMarkets(admin: AdminClient): Promise<StoredMarket[]> {
  const data = await admin.query<{markets: {nodes: StoredMarket[]}}>(MARKETS);
  return data.markets.nodes;
}

export async function readScopes(admin: AdminClient) {
  const data = await admin.query<{
    shop: {name: string};
    currentAppInstallation: {accessScopes: Array<{handle: string}>};
  }>(SCOPES);
  return {
    shopName: data.shop.name,
    scopes: data.currentAppInstallation.accessScopes.map((s) => s.handle),
  };
}

/** Whether the scopes grant `scope` (a write scope includes its read scope). */
export function hasScope(scopes: readonly string[], scope: string): boolean {
  return (
    scopes.includes(scope) ||
    (scope.startsWith('read_') &&
      scopes.includes(`write_${scope.slice('read_'.length)}`))
  );
}

/** The publication of the Hydrogen or Headless channel the storefront reads from. */
export function storefrontPublication(
  publications: readonly Publication[],
  channel: RegExp,
): Publication | null {
  return publications.find((p) => channel.test(p.name)) ?? null;
}

export async function readDefinitions(admin: AdminClient) {
  const out: StoredDefinition[] = [];
  let after: string | null = null;
  do {
    const data: {
      metafieldDefinitions: {
        nodes: StoredDefinition[];
        pageInfo: {hasNextPage: boolean; endCursor: string | null};
      };
    } = await admin.query(DEFINITIONS, {namespace: NAMESPACE, after});
    out.push(...data.metafieldDefinitions.nodes);
    after = data.metafieldDefinitions.pageInfo.hasNextPage
      ? data.metafieldDefinitions.pageInfo.endCursor
      : null;
  } while (after);
  return out;
}

export async function readChannels(admin: AdminClient) {
  const data = await admin.query<{
    publications: {nodes: Publication[]};
    productVendors: {nodes: string[]};
    webhookSubscriptions: {nodes: StoredSubscription[]};
  }>(CHANNELS);
  return {
    publications: data.publications.nodes,
    vendors: data.productVendors.nodes,
    subscriptions: data.webhookSubscriptions.nodes,
  };
}

export async function readCollections(
  admin: AdminClient,
  handles: readonly string[],
  publication: Publication | null,
): Promise<Map<string, StoredCollection>> {
  const found = new Map<string, StoredCollection>();
  for (const handle of handles) {
    const data = await admin.query<{
      collectionByHandle:
        | (Omit<StoredCollection, 'published'> & {
            publishedOnPublication?: boolean;
          })
        | null;
    }>(COLLECTION, {
      handle,
      publicationId: publication?.id ?? 'gid://shopify/Publication/0',
      withPublication: Boolean(publication),
    });
    const c = data.collectionByHandle;
    if (c)
      found.set(handle, {
        ...c,
        published: Boolean(c.publishedOnPublication),
      });
  }
  return found;
}
