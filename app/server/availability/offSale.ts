// Takes a watch off sale in Shopify itself when its status says it may not be sold (decision
// 107): read live from the Admin API (a late webhook must not undo a newer status) -> every
// variant gets inventoryPolicy DENY and tracked stock (productVariantsBulkUpdate) and 0 available
// at each location (inventorySetQuantities, compare-and-set) -> Shopify answers
// availableForSale: false. A watch already in step costs no mutation.
import {availabilityStatus, isPurchasable} from '~/domain/watch/availability';
import {AdminApiError, type AdminApi} from './shopifyAdmin';

/** Only `available` and `on_request` may be sold (decision 071); anything else may not. */
export function statusMayBeSold(raw: string | null | undefined): boolean {
  return isPurchasable(availabilityStatus(raw), true);
}

export type OffSaleOutcome =
  'may-be-sold' | 'in-step' | 'taken-off-sale' | 'gone';

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

/** Takes the product off sale in Shopify when its status says it may not be sold. */
export async function takeOffSaleInShopify(
  admin: AdminApi,
  productId: string,
): Promise<OffSaleOutcome> {
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
