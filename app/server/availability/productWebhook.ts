// What a products/create or products/update webhook says about a watch: which product it is,
// its availability status and whether Shopify already has it off sale. Shopify's REST payload is
// read field by field: a missing or mistyped field reads as unknown, never as a throw.

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

export interface WatchUpdate {
  /** The product's Admin API id; null when the payload names none. */
  id: string | null;
  handle: string;
  /** undefined: the subscription sent no metafields; null: the watch has no status. */
  status: string | null | undefined;
  /** Every variant is tracked, denies overselling and has nothing available. */
  offSale: boolean;
}

export function readWatchUpdate(payload: unknown): WatchUpdate {
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
    status:
      product.metafields === undefined
        ? undefined
        : typeof statusField?.value === 'string'
          ? statusField.value
          : null,
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
