// Draft orders as Shopify keeps them (docs/decisions/131-offers-through-draft-orders.md): lines by
// variant with an applied discount or a price override, an order-level discount, the buyer's
// e-mail, and inventory reserved until a time. While reserved, the watch's stock is held (its
// `available` quantity goes down, so the Storefront API says it cannot be bought); when the time
// passes unpaid the stock comes back; paying the invoice completes the draft into an order.
// A draft in a presentment currency (`presentmentCurrencyCode`, one the shop sells in through an
// enabled market) prices its lines at that market's prices and is paid in that currency; its shop
// money is the same amount in pounds at the local shop's rates.
import {randomBytes} from 'node:crypto';
import {gid, gidNumber} from '../storefront/ids';
import {formatAmount} from '../storefront/money';
import {stockLimit, type StockBook, type Watch} from '../storefront/stock';
import type {MarketBook} from '../markets/markets';
import {pricingFor} from '../markets/pricing';
import {exchangeRate, SHOP_CURRENCY} from '../markets/presentment';

export type DraftOrderStatus = 'OPEN' | 'INVOICE_SENT' | 'COMPLETED';

export interface AppliedDiscount {
  value: number;
  valueType: 'FIXED_AMOUNT' | 'PERCENTAGE';
  title: string | null;
  description: string | null;
}

export interface DraftLine {
  variant: number;
  quantity: number;
  appliedDiscount: AppliedDiscount | null;
  /** Shopify's `priceOverride`: the unit price instead of the variant's. */
  priceOverride: number | null;
}

export interface DraftOrderRecord {
  n: number;
  token: string;
  status: DraftOrderStatus;
  email: string | null;
  note: string | null;
  tags: string[];
  lines: DraftLine[];
  appliedDiscount: AppliedDiscount | null;
  /** Shopify's presentment currency: what the buyer pays in (drafts saved before it: GBP). */
  presentmentCurrency?: string;
  reserveInventoryUntil: string | null;
  /** Whether this draft holds its lines' stock now. */
  holding: boolean;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  orderN: number | null;
  invoiceSentAt: string | null;
}

export interface UserError {
  field: string[];
  message: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

function discounted(amount: number, discount: AppliedDiscount | null) {
  if (!discount) return amount;
  const off =
    discount.valueType === 'PERCENTAGE'
      ? (amount * Math.min(100, Math.max(0, discount.value))) / 100
      : Math.min(amount, Math.max(0, discount.value));
  return round(amount - off);
}

export class DraftOrderBook {
  private drafts: DraftOrderRecord[] = [];
  private offsetMs = 0;
  private orders = 0;
  /** Draft numbers are never given twice, a deleted draft's included (as Shopify's ids). */
  private lastN = 0;
  /** Called after every change (persistence hooks in here). */
  onChange: () => void = () => {};
  /** Called when an invoice is paid (Shopify's orders/paid webhook goes out from here). */
  onPaid: (draft: DraftOrderRecord) => void = () => {};

  constructor(
    private stock: StockBook,
    saved: DraftOrderRecord[] = [],
    /** The shop's markets: which currencies it sells in, at which prices (none: pounds only). */
    private markets?: MarketBook,
  ) {
    this.drafts = saved.map((d) => ({...d}));
    this.orders = this.drafts.reduce((n, d) => Math.max(n, d.orderN ?? 0), 0);
    this.lastN = this.drafts.reduce((n, d) => Math.max(n, d.n), 0);
  }

  /** The shop's clock: real time plus what a test moved it on by. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the shop's clock on (tests of a reservation that lapses), then lapses what is due. */
  advanceClock(ms: number) {
    this.offsetMs += ms;
    this.sweep();
  }

  resetClock() {
    this.offsetMs = 0;
  }

  all(): DraftOrderRecord[] {
    return this.drafts;
  }

  byId(id: string): DraftOrderRecord | undefined {
    const n = gidNumber(id, 'DraftOrder');
    return n ? this.drafts.find((d) => d.n === n) : undefined;
  }

  byToken(token: string): DraftOrderRecord | undefined {
    return this.drafts.find((d) => d.token === token);
  }

  watchOf(line: DraftLine): Watch | undefined {
    return this.stock.byId(line.variant);
  }

  /** What the draft is paid in. */
  currency(draft: DraftOrderRecord): string {
    return draft.presentmentCurrency ?? SHOP_CURRENCY;
  }

  /** The enabled market that sells in `currency`, or undefined (the shop's own: none needed). */
  private marketIn(currency: string) {
    return this.markets?.markets.find(
      (m) => m.enabled && m.currency === currency,
    );
  }

  /** Whether the shop sells in `currency`: its own, or an enabled market's. */
  sellsIn(currency: string): boolean {
    return (
      currency === SHOP_CURRENCY ||
      (this.marketIn(currency) !== undefined &&
        exchangeRate(currency) !== undefined)
    );
  }

  /**
   * A line's unit price before its discount, in the draft's currency: the override, else the
   * variant's price in the market of that currency.
   */
  unitPrice(line: DraftLine, currency = SHOP_CURRENCY): number {
    if (line.priceOverride !== null) return line.priceOverride;
    const watch = this.watchOf(line);
    if (!watch) return 0;
    const market =
      currency === SHOP_CURRENCY ? undefined : this.marketIn(currency);
    return (market ? pricingFor(market).price(watch) : watch.price) ?? 0;
  }

  lineTotal(line: DraftLine, currency = SHOP_CURRENCY): number {
    return discounted(
      round(this.unitPrice(line, currency) * line.quantity),
      line.appliedDiscount,
    );
  }

  subtotal(draft: DraftOrderRecord): number {
    const currency = this.currency(draft);
    return round(
      draft.lines.reduce((sum, l) => sum + this.lineTotal(l, currency), 0),
    );
  }

  total(draft: DraftOrderRecord): number {
    return discounted(this.subtotal(draft), draft.appliedDiscount);
  }

  /** Lapses every reservation whose time has passed unpaid: the stock is on sale again. */
  sweep() {
    const now = this.now();
    for (const draft of this.drafts) {
      if (
        draft.holding &&
        draft.status !== 'COMPLETED' &&
        draft.reserveInventoryUntil &&
        Date.parse(draft.reserveInventoryUntil) <= now
      ) {
        this.release(draft);
        this.onChange();
      }
    }
  }

  private release(draft: DraftOrderRecord) {
    for (const line of draft.lines) {
      const watch = this.watchOf(line);
      if (watch && watch.tracked)
        this.stock.applyChange(watch.handle, {
          quantity: watch.quantity + line.quantity,
        });
    }
    draft.holding = false;
  }

  /** Holds the lines' stock when the reservation is in the future; errors when it cannot. */
  private hold(draft: DraftOrderRecord): UserError[] {
    const until = draft.reserveInventoryUntil
      ? Date.parse(draft.reserveInventoryUntil)
      : NaN;
    if (!(until > this.now())) return [];
    const errors: UserError[] = [];
    draft.lines.forEach((line, i) => {
      const watch = this.watchOf(line);
      if (
        !watch ||
        watch.status !== 'ACTIVE' ||
        stockLimit(watch) < line.quantity
      )
        errors.push({
          field: ['lineItems', String(i), 'quantity'],
          message: `${watch?.title ?? 'This item'} is not available to reserve.`,
        });
    });
    if (errors.length) return errors;
    for (const line of draft.lines) {
      const watch = this.watchOf(line)!;
      if (watch.tracked)
        this.stock.applyChange(watch.handle, {
          quantity: watch.quantity - line.quantity,
        });
    }
    draft.holding = true;
    return [];
  }

  private readInput(
    input: any,
    previous?: DraftOrderRecord,
  ): {fields: Partial<DraftOrderRecord>; userErrors: UserError[]} {
    const userErrors: UserError[] = [];
    const fields: Partial<DraftOrderRecord> = {};
    if (input.email !== undefined) fields.email = input.email ?? null;
    if (input.note !== undefined) fields.note = input.note ?? null;
    if (input.tags !== undefined) fields.tags = input.tags ?? [];
    if (input.appliedDiscount !== undefined)
      fields.appliedDiscount = readDiscount(input.appliedDiscount);
    if (input.presentmentCurrencyCode !== undefined) {
      const currency = input.presentmentCurrencyCode ?? SHOP_CURRENCY;
      if (this.sellsIn(currency)) fields.presentmentCurrency = currency;
      else
        userErrors.push({
          field: ['presentmentCurrencyCode'],
          message: `Presentment currency ${currency} is not supported by the shop`,
        });
    }
    const currency =
      fields.presentmentCurrency ??
      previous?.presentmentCurrency ??
      SHOP_CURRENCY;
    if (input.reserveInventoryUntil !== undefined) {
      const at = input.reserveInventoryUntil;
      if (at !== null && Number.isNaN(Date.parse(at)))
        userErrors.push({
          field: ['reserveInventoryUntil'],
          message: 'Reserve inventory until is invalid',
        });
      else
        fields.reserveInventoryUntil = at ? new Date(at).toISOString() : null;
    }
    if (input.lineItems !== undefined) {
      const lines: DraftLine[] = [];
      (input.lineItems ?? []).forEach((item: any, i: number) => {
        const n = item.variantId
          ? gidNumber(item.variantId, 'ProductVariant')
          : null;
        if (!n || !this.stock.byId(n)) {
          userErrors.push({
            field: ['lineItems', String(i), 'variantId'],
            message: 'Product variant does not exist',
          });
          return;
        }
        const quantity = item.quantity ?? 1;
        if (!Number.isInteger(quantity) || quantity < 1)
          userErrors.push({
            field: ['lineItems', String(i), 'quantity'],
            message: 'Quantity must be greater than or equal to 1',
          });
        const override = item.priceOverride?.amount;
        // Shopify converts an override in another currency; the shops here never send one.
        if (
          override !== undefined &&
          override !== null &&
          item.priceOverride.currencyCode !== currency
        )
          userErrors.push({
            field: ['lineItems', String(i), 'priceOverride'],
            message: `Price override must be in the draft order's currency (${currency})`,
          });
        lines.push({
          variant: n,
          quantity,
          appliedDiscount: readDiscount(item.appliedDiscount),
          priceOverride:
            override === undefined || override === null
              ? null
              : Number(override),
        });
      });
      if (lines.length === 0 && userErrors.length === 0)
        userErrors.push({
          field: ['lineItems'],
          message: 'Add at least 1 product',
        });
      fields.lines = lines;
    } else if (!previous) {
      userErrors.push({
        field: ['lineItems'],
        message: 'Add at least 1 product',
      });
    }
    return {fields, userErrors};
  }

  create(input: any): {
    draft: DraftOrderRecord | null;
    userErrors: UserError[];
  } {
    this.sweep();
    const {fields, userErrors} = this.readInput(input);
    if (userErrors.length) return {draft: null, userErrors};
    const at = new Date(this.now()).toISOString();
    const draft: DraftOrderRecord = {
      n: ++this.lastN,
      token: randomBytes(16).toString('hex'),
      status: 'OPEN',
      email: null,
      note: null,
      tags: [],
      lines: [],
      appliedDiscount: null,
      reserveInventoryUntil: null,
      holding: false,
      createdAt: at,
      updatedAt: at,
      completedAt: null,
      orderN: null,
      invoiceSentAt: null,
      ...fields,
    };
    const held = this.hold(draft);
    if (held.length) return {draft: null, userErrors: held};
    this.drafts.push(draft);
    this.onChange();
    return {draft, userErrors: []};
  }

  update(
    id: string,
    input: any,
  ): {draft: DraftOrderRecord | null; userErrors: UserError[]} {
    this.sweep();
    const draft = this.byId(id);
    if (!draft)
      return {
        draft: null,
        userErrors: [{field: ['id'], message: 'Draft order does not exist'}],
      };
    if (draft.status === 'COMPLETED')
      return {
        draft: null,
        userErrors: [
          {
            field: ['id'],
            message: 'This order has been paid and can no longer be edited',
          },
        ],
      };
    const {fields, userErrors} = this.readInput(input, draft);
    if (userErrors.length) return {draft: null, userErrors};
    // The reservation is taken again for the new lines and time.
    const wasHolding = draft.holding;
    if (wasHolding) this.release(draft);
    const before = {...draft};
    Object.assign(draft, fields, {
      updatedAt: new Date(this.now()).toISOString(),
    });
    const held = this.hold(draft);
    if (held.length) {
      Object.assign(draft, before, {holding: false});
      if (wasHolding) this.hold(draft);
      return {draft: null, userErrors: held};
    }
    this.onChange();
    return {draft, userErrors: []};
  }

  /** Deletes an unpaid draft: its hold is released and its invoice no longer opens. */
  delete(id: string): {deletedId: string | null; userErrors: UserError[]} {
    this.sweep();
    const draft = this.byId(id);
    if (!draft)
      return {
        deletedId: null,
        userErrors: [{field: ['id'], message: 'Draft order does not exist'}],
      };
    if (draft.status === 'COMPLETED')
      return {
        deletedId: null,
        userErrors: [
          {
            field: ['id'],
            message: 'This order has been paid and can no longer be deleted',
          },
        ],
      };
    if (draft.holding) this.release(draft);
    this.drafts = this.drafts.filter((d) => d !== draft);
    this.onChange();
    return {deletedId: id, userErrors: []};
  }

  markInvoiceSent(draft: DraftOrderRecord) {
    if (draft.status === 'OPEN') draft.status = 'INVOICE_SENT';
    draft.invoiceSentAt = new Date(this.now()).toISOString();
    draft.updatedAt = draft.invoiceSentAt;
    this.onChange();
  }

  /** Why the invoice cannot be paid now, or null: the stock it holds, or stock still free. */
  problem(draft: DraftOrderRecord): string | null {
    if (draft.status === 'COMPLETED') return 'This invoice has been paid';
    if (draft.holding) return null;
    for (const line of draft.lines) {
      const watch = this.watchOf(line);
      if (
        !watch ||
        watch.status !== 'ACTIVE' ||
        stockLimit(watch) < line.quantity
      )
        return 'No longer available';
    }
    return null;
  }

  /** Pays the invoice: the draft becomes an order; stock it did not hold is taken now. */
  complete(draft: DraftOrderRecord): boolean {
    this.sweep();
    if (this.problem(draft)) return false;
    if (!draft.holding)
      for (const line of draft.lines) {
        const watch = this.watchOf(line)!;
        if (Number.isFinite(stockLimit(watch)))
          this.stock.applyChange(watch.handle, {
            quantity: Math.max(0, watch.quantity - line.quantity),
          });
      }
    draft.holding = false;
    draft.status = 'COMPLETED';
    draft.completedAt = new Date(this.now()).toISOString();
    draft.updatedAt = draft.completedAt;
    draft.orderN = ++this.orders;
    this.onChange();
    this.onPaid(draft);
    return true;
  }
}

function readDiscount(input: any): AppliedDiscount | null {
  if (!input) return null;
  const value = Number(input.value ?? input.amount ?? 0);
  return {
    value: Number.isFinite(value) ? value : 0,
    valueType: input.valueType === 'PERCENTAGE' ? 'PERCENTAGE' : 'FIXED_AMOUNT',
    title: input.title ?? null,
    description: input.description ?? null,
  };
}

/** An amount in the shop's pounds, at the local shop's rate for `currency`. */
function inShopMoney(amount: number, currency: string): number {
  return currency === SHOP_CURRENCY
    ? amount
    : round(amount / (exchangeRate(currency) ?? 1));
}

/** Shopify's MoneyBag: the amount as the buyer pays it, and in the shop's currency. */
const moneyIn = (currency: string) => (amount: number) => ({
  shopMoney: {
    amount: formatAmount(inShopMoney(amount, currency)),
    currencyCode: SHOP_CURRENCY,
  },
  presentmentMoney: {amount: formatAmount(amount), currencyCode: currency},
});

/** The Admin API's DraftOrder object of a record. */
export function draftOrderOut(
  book: DraftOrderBook,
  draft: DraftOrderRecord,
  origin: string,
) {
  const currency = book.currency(draft);
  const money = moneyIn(currency);
  const discountOut = (d: AppliedDiscount | null, base: number) =>
    d
      ? {
          value: d.value,
          valueType: d.valueType,
          title: d.title,
          description: d.description ?? '',
          amountSet: money(round(base - discounted(base, d))),
        }
      : null;
  return {
    id: gid('DraftOrder', draft.n),
    name: `#D${draft.n}`,
    status: draft.status,
    email: draft.email,
    note2: draft.note,
    tags: draft.tags,
    invoiceUrl: `${origin}/invoices/${draft.token}`,
    invoiceSentAt: draft.invoiceSentAt,
    reserveInventoryUntil: draft.reserveInventoryUntil,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    completedAt: draft.completedAt,
    currencyCode: SHOP_CURRENCY,
    presentmentCurrencyCode: currency,
    order: draft.orderN
      ? {id: gid('Order', draft.orderN), name: `#${1000 + draft.orderN}`}
      : null,
    appliedDiscount: discountOut(draft.appliedDiscount, book.subtotal(draft)),
    subtotalPriceSet: money(book.subtotal(draft)),
    totalPriceSet: money(book.total(draft)),
    lineItems: {
      nodes: draft.lines.map((line, i) => {
        const watch = book.watchOf(line);
        const original = book.unitPrice(line, currency);
        return {
          id: gid('DraftOrderLineItem', draft.n * 1000 + i + 1),
          title: watch?.title ?? '',
          quantity: line.quantity,
          sku: watch?.sku ?? null,
          variant: watch ? {variantOf: watch} : null,
          product: watch ?? null,
          originalUnitPriceSet: money(original),
          appliedDiscount: discountOut(
            line.appliedDiscount,
            round(original * line.quantity),
          ),
          originalTotalSet: money(round(original * line.quantity)),
          discountedTotalSet: money(book.lineTotal(line, currency)),
        };
      }),
    },
  };
}

/**
 * The REST Order resource Shopify sends in orders/paid for a paid draft order: the draft's note,
 * tags and e-mail, and each line's product, variant, price and discount.
 */
export function paidOrderPayload(
  book: DraftOrderBook,
  draft: DraftOrderRecord,
) {
  const n = draft.orderN ?? 0;
  const currency = book.currency(draft);
  const total = book.total(draft);
  const moneySet = (amount: number) => ({
    shop_money: {
      amount: formatAmount(inShopMoney(amount, currency)),
      currency_code: SHOP_CURRENCY,
    },
    presentment_money: {amount: formatAmount(amount), currency_code: currency},
  });
  return {
    id: n,
    admin_graphql_api_id: gid('Order', n),
    name: `#${1000 + n}`,
    email: draft.email,
    created_at: draft.completedAt,
    processed_at: draft.completedAt,
    financial_status: 'paid',
    // As Shopify's REST order: `currency` and `total_price` are the shop's, the buyer's in `_set`.
    currency: SHOP_CURRENCY,
    presentment_currency: currency,
    total_price: formatAmount(inShopMoney(total, currency)),
    total_price_set: moneySet(total),
    note: draft.note,
    tags: draft.tags.join(', '),
    source_name: 'shopify_draft_order',
    line_items: draft.lines.map((line, i) => {
      const watch = book.watchOf(line);
      const original = round(book.unitPrice(line, currency) * line.quantity);
      return {
        id: n * 1000 + i + 1,
        admin_graphql_api_id: gid('LineItem', n * 1000 + i + 1),
        product_id: watch?.n ?? null,
        variant_id: line.variant,
        title: watch?.title ?? '',
        sku: watch?.sku ?? null,
        quantity: line.quantity,
        price: formatAmount(
          inShopMoney(book.unitPrice(line, currency), currency),
        ),
        price_set: moneySet(book.unitPrice(line, currency)),
        total_discount: formatAmount(
          inShopMoney(
            round(original - book.lineTotal(line, currency)),
            currency,
          ),
        ),
      };
    }),
  };
}
