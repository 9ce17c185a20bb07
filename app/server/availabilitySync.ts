// Shopify decides what can be bought (docs/decisions/107): a watch whose
// custom.availability_status is not `available` or `on_request` is taken off sale in Shopify
// itself, so no path (the /cart action, Hydrogen's Storefront API proxy, a browser holding the
// public token, an old cart's checkoutUrl) can buy it.
//
//   products/create | products/update webhook (HMAC-checked by the caller)
//     -> the payload says buyable, or already off sale (0 available, DENY, tracked): nothing
//     -> else the product is read live from the Admin API (a late webhook must not undo a newer
//        status) -> still not buyable: every variant gets inventoryPolicy DENY and tracked stock
//        (productVariantsBulkUpdate) and 0 available at each location (inventorySetQuantities,
//        compare-and-set) -> Shopify answers availableForSale: false.
// The watch stays a published product, so its sold page and the reference pages still show it.
// Idempotent: an in-step watch costs no mutation, and the products/update our own change causes
// stops at the first check. A failure is logged; the next webhook for the watch tries again. It
// never changes the webhook's answer.
// The documents below are Admin API documents: untagged, so Storefront codegen leaves them alone.
import {availabilityStatus, isPurchasable} from '~/domain/watch/availability';
import type {ShopEnv} from '~/server/env';

export const ADMIN_API_VERSION = '2026-04';

export interface AdminApi {
  query<T>(document: string, variables: Record<string, unknown>): Promise<T>;
}

export class AdminApiError extends Error {
  name = 'AdminApiError';
}

/** The Admin API address for a store domain or, offline, the local shop's origin. */
export function adminApiEndpoint(storeDomain: string): string {
  const origin = /^https?:\/\//i.test(storeDomain)
    ? storeDomain.replace(/\/+$/, '')
    : `https://${storeDomain.replace(/\/+$/, '')}`;
  return `${origin}/admin/api/${ADMIN_API_VERSION}/graphql.json`;
}

/** The store's Admin GraphQL API with the server-only token; null when no token is set. */
export function shopifyAdminApi(
  shopEnv: Pick<ShopEnv, 'PUBLIC_STORE_DOMAIN' | 'SHOPIFY_ADMIN_API_TOKEN'>,
  timeoutMs = 10_000,
): AdminApi | null {
  const token = shopEnv.SHOPIFY_ADMIN_API_TOKEN;
  if (!token) return null;
  const endpoint = adminApiEndpoint(shopEnv.PUBLIC_STORE_DOMAIN);
  return {
    async query<T>(document: string, variables: Record<string, unknown>) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Access-Token': token,
        },
        body: JSON.stringify({query: document, variables}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok)
        throw new AdminApiError(
          `Admin API answered HTTP ${response.status}: ${text.slice(0, 200)}`,
        );
      const answer = JSON.parse(text) as {
        data?: T;
        errors?: Array<{message: string}>;
      };
      if (answer.errors?.length)
        throw new AdminApiError(
          `Admin API errors: ${answer.errors.map((e) => e.message).join('; ')}`,
        );
      if (!answer.data) throw new AdminApiError('Admin API answered no data');
      return answer.data;
    },
  };
}

interface PayloadVariant {
  inventory_quantity?: number | null;
  inventory_policy?: string | null;
  inventory_management?: string | null;
}

interface ProductPayload {
  admin_graphql_api_id?: unknown;
  handle?: unknown;
  variants?: PayloadVariant[];
  metafields?: Array<{namespace?: string; key?: string; value?: unknown}>;
}

/** What a products/* webhook says: the product, its status (undefined when not sent). */
export function readProductPayload(payload: unknown) {
  const product = (payload ?? {}) as ProductPayload;
  const id =
    typeof product.admin_graphql_api_id === 'string' &&
    /^gid:\/\/shopify\/Product\/\d+$/.test(product.admin_graphql_api_id)
      ? product.admin_graphql_api_id
      : null;
  const statusField = Array.isArray(product.metafields)
    ? product.metafields.find(
        (m) => m?.namespace === 'custom' && m?.key === 'availability_status',
      )
    : undefined;
  const variants = Array.isArray(product.variants) ? product.variants : [];
  return {
    id,
    handle: typeof product.handle === 'string' ? product.handle : '',
    /** undefined: the subscription sent no metafields; null: the watch has no status. */
    status:
      product.metafields === undefined
        ? undefined
        : typeof statusField?.value === 'string'
          ? statusField.value
          : null,
    /** Every variant is tracked, denies overselling and has nothing available. */
    offSale:
      variants.length > 0 &&
      variants.every(
        (v) =>
          (v.inventory_quantity ?? 0) <= 0 &&
          String(v.inventory_policy ?? '').toLowerCase() === 'deny' &&
          v.inventory_management === 'shopify',
      ),
  };
}

/** Only `available` and `on_request` may be sold (decision 071); anything else may not. */
export function statusMayBeSold(raw: string | null | undefined): boolean {
  return isPurchasable(availabilityStatus(raw), true);
}

export const PRODUCT_SALE_STATE_QUERY = `
  query ProductSaleState($id: ID!) {
    product(id: $id) {
      id
      handle
      status: metafield(namespace: "custom", key: "availability_status") {
        value
      }
      variants(first: 100) {
        nodes {
          id
          inventoryPolicy
          inventoryItem {
            id
            tracked
            inventoryLevels(first: 50) {
              nodes {
                location {
                  id
                }
                quantities(names: ["available"]) {
                  name
                  quantity
                }
              }
            }
          }
        }
      }
    }
  }
`;

export const DENY_OVERSELLING_MUTATION = `
  mutation DenyOverselling($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants {
        id
        inventoryPolicy
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const NOTHING_AVAILABLE_MUTATION = `
  mutation NothingAvailable($input: InventorySetQuantitiesInput!, $idempotencyKey: String!) {
    inventorySetQuantities(input: $input) @idempotent(key: $idempotencyKey) {
      inventoryAdjustmentGroup {
        changes {
          name
          delta
          quantityAfterChange
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

interface SaleState {
  product: {
    id: string;
    handle: string;
    status: {value: string} | null;
    variants: {
      nodes: Array<{
        id: string;
        inventoryPolicy: 'DENY' | 'CONTINUE';
        inventoryItem: {
          id: string;
          tracked: boolean;
          inventoryLevels: {
            nodes: Array<{
              location: {id: string};
              quantities: Array<{name: string; quantity: number}>;
            }>;
          };
        };
      }>;
    };
  } | null;
}

type UserErrors = Array<{field?: string[] | null; message: string}>;

function failOn(userErrors: UserErrors, what: string) {
  if (userErrors.length)
    throw new AdminApiError(
      `${what}: ${userErrors.map((e) => `${e.field?.join('.') ?? ''} ${e.message}`.trim()).join('; ')}`,
    );
}

export type SyncOutcome =
  | 'may-be-sold'
  | 'in-step'
  | 'taken-off-sale'
  | 'gone'
  | 'no-admin-token'
  | 'failed';

/** Takes the product off sale in Shopify when its status says it may not be sold. */
export async function syncProductAvailability(
  admin: AdminApi,
  productId: string,
): Promise<Exclude<SyncOutcome, 'no-admin-token' | 'failed'>> {
  const {product} = await admin.query<SaleState>(PRODUCT_SALE_STATE_QUERY, {
    id: productId,
  });
  if (!product) return 'gone';
  // Live, not the payload: a webhook delivered late must not undo a newer status.
  if (statusMayBeSold(product.status?.value)) return 'may-be-sold';
  const variants = product.variants.nodes;
  const selling = variants.filter(
    (v) => v.inventoryPolicy !== 'DENY' || !v.inventoryItem.tracked,
  );
  const quantities = variants.flatMap((v) =>
    v.inventoryItem.inventoryLevels.nodes.flatMap((level) => {
      const available =
        level.quantities.find((q) => q.name === 'available')?.quantity ?? 0;
      return available > 0
        ? [
            {
              inventoryItemId: v.inventoryItem.id,
              locationId: level.location.id,
              quantity: 0,
              changeFromQuantity: available,
            },
          ]
        : [];
    }),
  );
  if (selling.length === 0 && quantities.length === 0) return 'in-step';
  if (selling.length) {
    const {productVariantsBulkUpdate: result} = await admin.query<{
      productVariantsBulkUpdate: {userErrors: UserErrors};
    }>(DENY_OVERSELLING_MUTATION, {
      productId: product.id,
      variants: selling.map((v) => ({
        id: v.id,
        inventoryPolicy: 'DENY',
        inventoryItem: {tracked: true},
      })),
    });
    failOn(result.userErrors, 'productVariantsBulkUpdate');
  }
  if (quantities.length) {
    const {inventorySetQuantities: result} = await admin.query<{
      inventorySetQuantities: {userErrors: UserErrors};
    }>(NOTHING_AVAILABLE_MUTATION, {
      idempotencyKey: crypto.randomUUID(),
      input: {name: 'available', reason: 'correction', quantities},
    });
    failOn(result.userErrors, 'inventorySetQuantities');
  }
  return 'taken-off-sale';
}

/**
 * Called by the product webhook once its signature is checked: keeps Shopify's availability in
 * step with the watch's status after the answer (waitUntil). Never throws; the promise settles
 * with what happened, for tests and logs.
 */
export function keepAvailabilityInStep(
  context: {
    shopEnv: Pick<ShopEnv, 'PUBLIC_STORE_DOMAIN' | 'SHOPIFY_ADMIN_API_TOKEN'>;
    waitUntil?: (promise: Promise<unknown>) => void;
  },
  payload: unknown,
): Promise<SyncOutcome> {
  const product = readProductPayload(payload);
  let work: Promise<SyncOutcome>;
  if (
    !product.id ||
    (product.status !== undefined && statusMayBeSold(product.status))
  )
    work = Promise.resolve('may-be-sold');
  else if (product.status !== undefined && product.offSale)
    work = Promise.resolve('in-step');
  else {
    const admin = shopifyAdminApi(context.shopEnv);
    if (!admin) {
      console.error(
        `[availability] SHOPIFY_ADMIN_API_TOKEN is not set: Shopify may still sell ${product.handle || product.id}, whose status is ${product.status ?? 'not sent'}`,
      );
      work = Promise.resolve('no-admin-token');
    } else {
      const productId = product.id;
      work = syncProductAvailability(admin, productId).catch(
        (error: unknown) => {
          console.error(
            `[availability] could not take ${product.handle || productId} off sale; the next webhook tries again`,
            error,
          );
          return 'failed' as const;
        },
      );
    }
  }
  context.waitUntil?.(work);
  return work;
}
