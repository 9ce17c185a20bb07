// Cart, CartLine and cost resolvers: everything computed from the cart record and current stock.
// Every amount is in the currency of the buyer identity's country (its market), whatever the
// request's @inContext, so a cart is never in two currencies.
import {pricingFor, type Pricing} from '../markets/pricing';
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

/** The prices of the cart's market: its buyer identity's country decides. */
export function cartPricing(cart: CartRecord, ctx: ShopContext): Pricing {
  return pricingFor(ctx.markets.forCountry(cart.buyerIdentity.countryCode));
}

function subtotal(cart: CartRecord, ctx: ShopContext, pricing: Pricing) {
  return linesOf(cart, ctx).reduce(
    (sum, l) => sum + (pricing.price(l.watch) ?? 0) * l.line.quantity,
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
      const pricing = cartPricing(c, ctx);
      const total = money(subtotal(c, ctx, pricing), pricing.currency);
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
    cost: (l: LineView, _a, ctx) => {
      const pricing = cartPricing(l.cart, ctx);
      const unit = pricing.price(l.watch) ?? 0;
      const compareAt = pricing.compareAtPrice(l.watch);
      const amount = (value: number) => money(value, pricing.currency);
      return {
        amountPerQuantity: amount(unit),
        compareAtAmountPerQuantity: compareAt ? amount(compareAt) : null,
        subtotalAmount: amount(unit * l.line.quantity),
        totalAmount: amount(unit * l.line.quantity),
      };
    },
    discountAllocations: () => [],
    sellingPlanAllocation: () => null,
    parentRelationship: () => null,
    instructions: () => ({canRemove: true, canUpdateQuantity: true}),
  },
};

export function cartGid(token: string) {
  return gid('Cart', token);
}
