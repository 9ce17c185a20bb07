// Admin API resolvers: every change goes through StockBook.applyChange, so Storefront API answers
// see it at once and the state store saves it.
import {GraphQLError, type GraphQLFieldResolver} from 'graphql';
import {gid, gidNumber} from '../storefront/ids';
import {formatAmount} from '../storefront/money';
import type {ProductStatus, StockBook, Watch} from '../storefront/stock';
import {SHOP_NAME} from '../storefront/shop';
import {draftOrderOut} from './draftOrders';
import type {WatchMetafields, WatchSeed} from '../catalogue/types';
import {marketResolvers} from './markets-resolvers';
import {
  type AdminContext,
  checkScope,
  storeSetupResolvers,
} from './store-setup-resolvers';

type R = (
  source: any,
  args: any,
  stock: StockBook,
  ctx: AdminContext,
) => unknown;

function watchById(
  stock: StockBook,
  id: string,
  type = 'Product',
): Watch | undefined {
  const n = gidNumber(id, type);
  return n ? stock.byId(n) : undefined;
}

/** The local shop's one location, where all its stock is held. */
export const LOCATION = {id: 'gid://shopify/Location/1', name: 'Shop location'};

/** Quantity names Shopify keeps per inventory level; the local shop holds no orders or transfers. */
function namedQuantity(w: Watch, name: string): number {
  return name === 'available' || name === 'on_hand' ? w.quantity : 0;
}

const metafieldOut = (w: Watch, key: string) =>
  w.metafields[key] === undefined
    ? null
    : {
        id: gid('Metafield', `${w.n}-${key}`),
        namespace: 'custom',
        key,
        value: w.metafields[key],
        type: 'single_line_text_field',
        ownerType: 'PRODUCT',
      };

/** "9500" -> 9500; "" -> null (unpriced, a local-shop reading); anything else -> error. */
function parsePrice(
  value: string | null | undefined,
): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`Price ${value} is not a valid amount`);
  return n;
}

/** Shopify's handle from a title: lower-case words joined by hyphens. */
function handleFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A new product as Shopify creates it: one default variant, unpriced, no stock, no media. */
function seedFromCreateInput(input: any): WatchSeed {
  const metafields: WatchMetafields = {
    availability_status: '',
    reference_number: '',
  };
  for (const m of input.metafields ?? [])
    if ((m.namespace ?? 'custom') === 'custom') metafields[m.key] = m.value;
  return {
    handle: input.handle ?? handleFromTitle(input.title ?? ''),
    title: input.title ?? '',
    vendor: input.vendor ?? '',
    productType: input.productType ?? '',
    tags: input.tags ?? [],
    description: String(input.descriptionHtml ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    price: null,
    quantity: 0,
    createdAt: new Date().toISOString(),
    imageCount: 0,
    look: {dial: '#1d1d1d', caseMetal: 'steel', strap: 'bracelet'},
    metafields,
  };
}

const resolvers: Record<string, Record<string, R>> = {
  Query: {
    shop: () => ({name: SHOP_NAME, currencyCode: 'GBP'}),
    product: (_s, a, stock) => watchById(stock, a.id) ?? null,
    productByIdentifier: (_s, a, stock) =>
      (a.identifier.handle
        ? stock.find(a.identifier.handle)
        : watchById(stock, a.identifier.id ?? '')) ?? null,
    productByHandle: (_s, a, stock) => stock.find(a.handle) ?? null,
    productVariant: (_s, a, stock) => {
      const w = watchById(stock, a.id, 'ProductVariant');
      return w ? {variantOf: w} : null;
    },
    draftOrder: (_s, a, _stock, ctx) => {
      ctx.drafts.sweep();
      const draft = ctx.drafts.byId(a.id);
      return draft ? draftOrderOut(ctx.drafts, draft, ctx.origin) : null;
    },
  },
  Product: {
    id: (w: Watch) => gid('Product', w.n),
    totalInventory: (w: Watch) => w.quantity,
    metafield: (w: Watch, a) =>
      (a.namespace ?? 'custom') === 'custom' ? metafieldOut(w, a.key) : null,
    metafields: (w: Watch, a) => ({
      nodes:
        (a.namespace ?? 'custom') === 'custom'
          ? Object.keys(w.metafields)
              .slice(0, a.first ?? 250)
              .map((k) => metafieldOut(w, k))
          : [],
    }),
    variants: (w: Watch) => ({nodes: [{variantOf: w}]}),
  },
  ProductVariant: {
    id: ({variantOf: w}) => gid('ProductVariant', w.n),
    title: () => 'Default Title',
    sku: ({variantOf: w}) => w.sku,
    price: ({variantOf: w}) =>
      w.price === null ? null : formatAmount(w.price),
    compareAtPrice: ({variantOf: w}) =>
      w.compareAtPrice ? formatAmount(w.compareAtPrice) : null,
    inventoryQuantity: ({variantOf: w}) => w.quantity,
    inventoryPolicy: ({variantOf: w}) => w.inventoryPolicy,
    inventoryItem: ({variantOf: w}) => ({
      id: gid('InventoryItem', w.n),
      sku: w.sku,
      tracked: w.tracked,
      variantOf: w,
    }),
    product: ({variantOf: w}) => w,
  },
  InventoryItem: {
    inventoryLevels: ({variantOf: w}) => ({
      nodes: [
        {
          id: `gid://shopify/InventoryLevel/1?inventory_item_id=${w.n}`,
          location: LOCATION,
          variantOf: w,
        },
      ],
    }),
  },
  InventoryLevel: {
    quantities: ({variantOf: w}, a) =>
      (a.names as string[]).map((name) => ({
        name,
        quantity: namedQuantity(w, name),
      })),
  },
  Mutation: {
    draftOrderCreate: (_s, a, _stock, ctx) => {
      const {draft, userErrors} = ctx.drafts.create(a.input);
      return {
        draftOrder: draft ? draftOrderOut(ctx.drafts, draft, ctx.origin) : null,
        userErrors,
      };
    },
    draftOrderUpdate: (_s, a, _stock, ctx) => {
      const {draft, userErrors} = ctx.drafts.update(a.id, a.input);
      return {
        draftOrder: draft ? draftOrderOut(ctx.drafts, draft, ctx.origin) : null,
        userErrors,
      };
    },
    draftOrderDelete: (_s, a, _stock, ctx) => ctx.drafts.delete(a.input.id),
    // The local shop sends no e-mail: the draft is marked as invoiced, as Shopify marks it.
    draftOrderInvoiceSend: (_s, a, _stock, ctx) => {
      const draft = ctx.drafts.byId(a.id);
      if (!draft)
        return {
          draftOrder: null,
          userErrors: [{field: ['id'], message: 'Draft order does not exist'}],
        };
      if (!draft.email && !a.email?.to)
        return {
          draftOrder: null,
          userErrors: [{field: ['email'], message: 'To is required'}],
        };
      ctx.drafts.markInvoiceSent(draft);
      return {
        draftOrder: draftOrderOut(ctx.drafts, draft, ctx.origin),
        userErrors: [],
      };
    },
    metafieldsSet: (_s, a, stock) => {
      const userErrors: Array<{
        field: string[];
        message: string;
        code: string;
      }> = [];
      const targets = a.metafields.map((m: any, i: number) => {
        const w = watchById(stock, m.ownerId);
        if (!w)
          userErrors.push({
            field: ['metafields', String(i), 'ownerId'],
            message: 'Owner does not exist.',
            code: 'INVALID',
          });
        else if ((m.namespace ?? 'custom') !== 'custom')
          userErrors.push({
            field: ['metafields', String(i), 'namespace'],
            message: 'Only the custom namespace is kept by the local shop.',
            code: 'INVALID',
          });
        return w;
      });
      // Shopify sets all or none.
      if (userErrors.length) return {metafields: [], userErrors};
      const out = a.metafields.map((m: any, i: number) => {
        const w = stock.applyChange(targets[i].handle, {
          metafields: {[m.key]: m.value},
        });
        return metafieldOut(w, m.key);
      });
      return {metafields: out, userErrors};
    },
    metafieldsDelete: (_s, a, stock) => {
      const deleted = a.metafields.map((m: any) => {
        const w = watchById(stock, m.ownerId);
        if (!w || m.namespace !== 'custom' || w.metafields[m.key] === undefined)
          return null;
        stock.applyChange(w.handle, {metafields: {[m.key]: null}});
        return {ownerId: m.ownerId, namespace: m.namespace, key: m.key};
      });
      return {deletedMetafields: deleted, userErrors: []};
    },
    productCreate: (_s, a, stock) => {
      const input = a.product ?? a.input;
      if (!input)
        throw new GraphQLError('productCreate needs the product argument');
      const seed = seedFromCreateInput(input);
      const userErrors: Array<{field: string[]; message: string}> = [];
      if (!seed.title.trim())
        userErrors.push({field: ['title'], message: "Title can't be blank"});
      if (!seed.handle || stock.find(seed.handle))
        userErrors.push({
          field: ['handle'],
          message: `Handle '${seed.handle}' has already been taken`,
        });
      (input.metafields ?? []).forEach((m: any, i: number) => {
        if ((m.namespace ?? 'custom') !== 'custom')
          userErrors.push({
            field: ['metafields', String(i), 'namespace'],
            message: 'Only the custom namespace is kept by the local shop.',
          });
      });
      if (userErrors.length) return {product: null, userErrors};
      const created = stock.create(
        seed,
        input.status ? {status: input.status as ProductStatus} : {},
      );
      return {product: created, userErrors};
    },
    productUpdate: (_s, a, stock) => {
      const input = a.product ?? a.input;
      if (!input)
        throw new GraphQLError('productUpdate needs the product argument');
      const w = watchById(stock, input.id);
      if (!w)
        return {
          product: null,
          userErrors: [{field: ['id'], message: 'Product does not exist'}],
        };
      const updated = stock.applyChange(w.handle, {
        status: (input.status ?? undefined) as ProductStatus | undefined,
        tags: input.tags ?? undefined,
      });
      return {product: updated, userErrors: []};
    },
    productVariantsBulkUpdate: (_s, a, stock) => {
      const w = watchById(stock, a.productId);
      if (!w)
        return {
          product: null,
          productVariants: null,
          userErrors: [
            {
              field: ['productId'],
              message: 'Product does not exist',
              code: 'PRODUCT_DOES_NOT_EXIST',
            },
          ],
        };
      const userErrors: Array<{
        field: string[];
        message: string;
        code: string;
      }> = [];
      a.variants.forEach((v: any, i: number) => {
        if (gidNumber(v.id, 'ProductVariant') !== w.n) {
          userErrors.push({
            field: ['variants', String(i), 'id'],
            message: 'Product variant does not exist',
            code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
          });
          return;
        }
        try {
          stock.applyChange(w.handle, {
            price: parsePrice(v.price),
            compareAtPrice: parsePrice(v.compareAtPrice),
            inventoryPolicy: v.inventoryPolicy ?? undefined,
            tracked: v.inventoryItem?.tracked ?? undefined,
          });
        } catch (e) {
          userErrors.push({
            field: ['variants', String(i), 'price'],
            message: (e as Error).message,
            code: 'INVALID',
          });
        }
      });
      return {product: w, productVariants: [{variantOf: w}], userErrors};
    },
    inventorySetQuantities: (_s, a, stock) => {
      const userErrors: Array<{
        field: string[];
        message: string;
        code: string;
      }> = [];
      const input = a.input;
      if (input.name !== 'available' && input.name !== 'on_hand')
        userErrors.push({
          field: ['input', 'name'],
          message: "The quantity name must be either 'available' or 'on_hand'.",
          code: 'INVALID_NAME',
        });
      // Shopify checks every quantity before it changes any (compare-and-set per quantity).
      const targets = input.quantities.map((q: any, i: number) => {
        const at = (field: string) => ['input', 'quantities', String(i), field];
        const n = gidNumber(q.inventoryItemId, 'InventoryItem');
        const w = n ? stock.byId(n) : undefined;
        if (!w) {
          userErrors.push({
            field: at('inventoryItemId'),
            message: 'The specified inventory item could not be found.',
            code: 'INVALID_INVENTORY_ITEM',
          });
          return undefined;
        }
        if (q.locationId !== LOCATION.id) {
          userErrors.push({
            field: at('locationId'),
            message: 'The specified location could not be found.',
            code: 'INVALID_LOCATION',
          });
          return undefined;
        }
        if (q.quantity < 0) {
          userErrors.push({
            field: at('quantity'),
            message: 'Quantity must not be negative.',
            code: 'INVALID_QUANTITY_NEGATIVE',
          });
          return undefined;
        }
        const persisted = namedQuantity(w, input.name);
        if (
          q.changeFromQuantity != null &&
          q.changeFromQuantity !== persisted
        ) {
          userErrors.push({
            field: at('changeFromQuantity'),
            message:
              'The changeFromQuantity value does not match persisted value.',
            code: 'CHANGE_FROM_QUANTITY_STALE',
          });
          return undefined;
        }
        if (
          !input.ignoreCompareQuantity &&
          q.compareQuantity != null &&
          q.compareQuantity !== persisted
        ) {
          userErrors.push({
            field: at('compareQuantity'),
            message:
              'The compareQuantity value does not match persisted value.',
            code: 'COMPARE_QUANTITY_STALE',
          });
          return undefined;
        }
        return w;
      });
      if (userErrors.length)
        return {inventoryAdjustmentGroup: null, userErrors};
      const changes = input.quantities.map((q: any, i: number) => {
        const w: Watch = targets[i];
        const before = w.quantity;
        stock.applyChange(w.handle, {quantity: q.quantity});
        return {
          name: input.name,
          delta: q.quantity - before,
          quantityAfterChange: q.quantity,
          item: {id: q.inventoryItemId, sku: w.sku},
        };
      });
      return {
        inventoryAdjustmentGroup: changes.length
          ? {reason: input.reason, changes}
          : null,
        userErrors,
      };
    },
  },
};

export const adminFieldResolver: GraphQLFieldResolver<any, AdminContext> = (
  source,
  args,
  ctx,
  info,
) => {
  checkScope(info.parentType.name, info.fieldName, ctx.scopes);
  const own =
    storeSetupResolvers[info.parentType.name]?.[info.fieldName] ??
    marketResolvers[info.parentType.name]?.[info.fieldName];
  if (own) return own(source, args, ctx);
  const r = resolvers[info.parentType.name]?.[info.fieldName];
  if (r) return r(source, args, ctx.stock, ctx);
  return source?.[info.fieldName];
};
