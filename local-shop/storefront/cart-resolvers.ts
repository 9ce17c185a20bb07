// Cart, CartLine and cost resolvers: everything computed from the cart record and current stock.
import type {CartRecord, CartLineRecord} from './carts';
import {cartId, lineId} from './carts';
import {emptyConnection, type ResolverMap, type ShopContext} from './context';
import {gid} from './ids';
import {money} from './money';
import {paginate} from './pagination';
import type {Watch} from './stock';

interface LineView {
  __typename: 'CartLine';
  cart: CartRecord;
  line: CartLineRecord;
  watch: Watch;
}

function linesOf(cart: CartRecord, ctx: ShopContext): LineView[] {
  return ctx.carts
    .visibleLines(cart)
    .map(({line, watch}) => ({__typename: 'CartLine', cart, line, watch}));
}

const unitPrice = (w: Watch) => w.price ?? 0;

function subtotal(cart: CartRecord, ctx: ShopContext) {
  return linesOf(cart, ctx).reduce(
    (sum, l) => sum + unitPrice(l.watch) * l.line.quantity,
    0,
  );
}

export function checkoutUrl(cart: CartRecord, ctx: ShopContext) {
  return `${ctx.origin}/checkouts/cn/${cart.token}`;
}

export const cartResolvers: ResolverMap = {
  Cart: {
    id: (c: CartRecord) => cartId(c),
    checkoutUrl: (c: CartRecord, _a, ctx) => checkoutUrl(c, ctx),
    createdAt: (c: CartRecord) => c.createdAt,
    updatedAt: (c: CartRecord) => c.updatedAt,
    note: (c: CartRecord) => c.note,
    attributes: (c: CartRecord) => c.attributes,
    attribute: (c: CartRecord, a: {key: string}) =>
      c.attributes.find((x) => x.key === a.key) ?? null,
    buyerIdentity: (c: CartRecord) => ({
      ...c.buyerIdentity,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    }),
    totalQuantity: (c: CartRecord, _a, ctx) =>
      linesOf(c, ctx).reduce((n, l) => n + l.line.quantity, 0),
    lines: (c: CartRecord, a, ctx) => {
      const lines = linesOf(c, ctx);
      return paginate(
        a.reverse ? lines.reverse() : lines,
        a,
        (l) => l.line.uuid,
      );
    },
    cost: (c: CartRecord, _a, ctx) => {
      const total = money(subtotal(c, ctx));
      // Pre-owned watches are sold under the VAT margin scheme: no VAT is shown separately,
      // so totalTaxAmount is null (Shopify also deprecates it). Duties likewise.
      return {
        subtotalAmount: total,
        totalAmount: total,
        checkoutChargeAmount: total,
        subtotalAmountEstimated: false,
        totalAmountEstimated: false,
        totalTaxAmount: null,
        totalTaxAmountEstimated: false,
        totalDutyAmount: null,
        totalDutyAmountEstimated: false,
      };
    },
    discountCodes: (c: CartRecord) =>
      c.discountCodes.map((code) => ({code, applicable: false})),
    discountAllocations: () => [],
    appliedGiftCards: () => [],
    deliveryGroups: () => emptyConnection(),
    delivery: () => ({addresses: () => []}),
    metafield: () => null,
    metafields: (_c: CartRecord, a: {identifiers: unknown[]}) =>
      a.identifiers.map(() => null),
  },
  CartLine: {
    id: (l: LineView) => lineId(l.cart, l.line),
    quantity: (l: LineView) => l.line.quantity,
    attributes: (l: LineView) => l.line.attributes,
    attribute: (l: LineView, a: {key: string}) =>
      l.line.attributes.find((x) => x.key === a.key) ?? null,
    merchandise: (l: LineView) => l.watch,
    cost: (l: LineView) => ({
      amountPerQuantity: money(unitPrice(l.watch)),
      compareAtAmountPerQuantity: l.watch.compareAtPrice
        ? money(l.watch.compareAtPrice)
        : null,
      subtotalAmount: money(unitPrice(l.watch) * l.line.quantity),
      totalAmount: money(unitPrice(l.watch) * l.line.quantity),
    }),
    discountAllocations: () => [],
    sellingPlanAllocation: () => null,
    parentRelationship: () => null,
    instructions: () => ({canRemove: true, canUpdateQuantity: true}),
  },
};

export function cartGid(token: string) {
  return gid('Cart', token);
}
