// Carts as Shopify keeps them: an id `gid://shopify/Cart/<token>?key=<secret>`, lines that never
// exceed the stock of their watch (capped, with Shopify's warning), and a checkout URL on the
// local shop. Cart changes call onChange so the state store can save them.
import {randomBytes, randomUUID} from 'node:crypto';
import {countryName, type MarketBook} from '../markets/markets';
import {pricingFor} from '../markets/pricing';
import {gid, gidNumber, parseGid} from './ids';
import {
  isAvailableForSale,
  stockLimit,
  type StockBook,
  type Watch,
} from './stock';

export interface Attribute {
  key: string;
  value: string;
}

export interface CartLineRecord {
  uuid: string;
  variant: number;
  quantity: number;
  attributes: Attribute[];
}

export interface CartRecord {
  token: string;
  key: string;
  lines: CartLineRecord[];
  note: string;
  attributes: Attribute[];
  buyerIdentity: {
    countryCode: string | null;
    email: string | null;
    phone: string | null;
  };
  discountCodes: string[];
  createdAt: string;
  updatedAt: string;
}

export interface CartUserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

export interface CartPayload {
  cart: CartRecord | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  note?: string | null;
  attributes?: Attribute[] | null;
  buyerIdentity?: {
    countryCode?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
  discountCodes?: string[] | null;
}

export function cartId(cart: CartRecord): string {
  return `${gid('Cart', cart.token)}?key=${cart.key}`;
}

export function lineId(cart: CartRecord, line: CartLineRecord): string {
  return `${gid('CartLine', line.uuid)}?cart=${cart.token}`;
}

const missingCart = (): CartPayload => ({
  cart: null,
  userErrors: [
    {
      field: ['cartId'],
      message: 'The specified cart does not exist.',
      code: 'INVALID',
    },
  ],
  warnings: [],
});

export class CartBook {
  private carts = new Map<string, CartRecord>();
  onChange: () => void = () => {};

  constructor(
    private stock: StockBook,
    saved: CartRecord[] = [],
    private markets: MarketBook,
  ) {
    for (const cart of saved) this.carts.set(cart.token, cart);
  }

  all(): CartRecord[] {
    return [...this.carts.values()];
  }

  /** Looks a cart up by its id, with or without the `key`; a wrong key finds nothing. */
  find(id: string): CartRecord | null {
    const parsed = parseGid(id);
    if (!parsed || parsed.type !== 'Cart') return null;
    const cart = this.carts.get(parsed.id);
    if (!cart) return null;
    const key = parsed.params.get('key');
    if (key !== null && key !== cart.key) return null;
    return cart;
  }

  findByToken(token: string): CartRecord | null {
    return this.carts.get(token) ?? null;
  }

  /** Watches of the cart's lines that a shopper can still see (drafted products drop out). */
  visibleLines(cart: CartRecord): Array<{line: CartLineRecord; watch: Watch}> {
    const out: Array<{line: CartLineRecord; watch: Watch}> = [];
    for (const line of cart.lines) {
      const watch = this.stock.byId(line.variant);
      if (watch && watch.status === 'ACTIVE') out.push({line, watch});
    }
    return out;
  }

  create(
    input: CartInput | null | undefined,
    countryCode: string | null,
  ): CartPayload {
    const now = new Date().toISOString();
    const cart: CartRecord = {
      token: randomBytes(18).toString('base64url'),
      key: randomBytes(16).toString('hex'),
      lines: [],
      note: input?.note ?? '',
      attributes: mergeAttributes([], input?.attributes ?? []),
      buyerIdentity: {
        countryCode: input?.buyerIdentity?.countryCode ?? countryCode ?? 'GB',
        email: input?.buyerIdentity?.email ?? null,
        phone: input?.buyerIdentity?.phone ?? null,
      },
      discountCodes: [],
      createdAt: now,
      updatedAt: now,
    };
    const payload: CartPayload = {cart, userErrors: [], warnings: []};
    this.addLines(cart, input?.lines ?? [], payload, ['input', 'lines']);
    if (input?.discountCodes)
      this.setDiscountCodes(cart, input.discountCodes, payload);
    this.carts.set(cart.token, cart);
    this.touch(cart);
    return payload;
  }

  linesAdd(id: string, lines: CartLineInput[]): CartPayload {
    const cart = this.find(id);
    if (!cart) return missingCart();
    const payload: CartPayload = {cart, userErrors: [], warnings: []};
    this.addLines(cart, lines, payload, ['lines']);
    if (payload.userErrors.length === 0) this.touch(cart);
    return payload;
  }

  linesUpdate(id: string, updates: CartLineUpdateInput[]): CartPayload {
    const cart = this.find(id);
    if (!cart) return missingCart();
    const payload: CartPayload = {cart, userErrors: [], warnings: []};
    // Shopify validates the whole batch before changing anything.
    const targets = updates.map((u, i) => {
      const line = this.lineByAnyId(cart, u.id);
      if (!line) {
        payload.userErrors.push({
          field: ['lines', String(i), 'id'],
          message: `The merchandise line with id ${u.id} does not exist.`,
          code: 'INVALID',
        });
      } else if (u.quantity != null && u.quantity < 0) {
        payload.userErrors.push({
          field: ['lines', String(i), 'quantity'],
          message: 'The quantity must be greater than or equal to 0.',
          code: 'INVALID',
        });
      } else if (u.merchandiseId) {
        const error = this.notSoldError(cart, u.merchandiseId, [
          'lines',
          String(i),
          'merchandiseId',
        ]);
        if (error) payload.userErrors.push(error);
      }
      return line;
    });
    if (payload.userErrors.length) return payload;
    updates.forEach((u, i) => {
      const line = targets[i]!;
      if (u.merchandiseId) {
        const n = gidNumber(u.merchandiseId, 'ProductVariant');
        const watch = n ? this.stock.byId(n) : undefined;
        if (watch && watch.status === 'ACTIVE') line.variant = watch.n;
      }
      if (u.attributes) line.attributes = mergeAttributes([], u.attributes);
      if (u.quantity != null) line.quantity = u.quantity;
      if (line.quantity === 0) {
        cart.lines = cart.lines.filter((l) => l !== line);
        return;
      }
      this.capToStock(cart, line, payload);
    });
    this.touch(cart);
    return payload;
  }

  linesRemove(id: string, lineIds: string[]): CartPayload {
    const cart = this.find(id);
    if (!cart) return missingCart();
    const payload: CartPayload = {cart, userErrors: [], warnings: []};
    const lines = lineIds.map((lid, i) => {
      const line = this.lineByAnyId(cart, lid);
      if (!line) {
        payload.userErrors.push({
          field: ['lineIds', String(i)],
          message: `The merchandise line with id ${lid} does not exist.`,
          code: 'INVALID',
        });
      }
      return line;
    });
    if (payload.userErrors.length) return payload;
    cart.lines = cart.lines.filter((l) => !lines.includes(l));
    this.touch(cart);
    return payload;
  }

  noteUpdate(id: string, note: string): CartPayload {
    return this.change(id, (cart) => {
      cart.note = note;
    });
  }

  attributesUpdate(id: string, attributes: Attribute[]): CartPayload {
    return this.change(id, (cart) => {
      cart.attributes = mergeAttributes(cart.attributes, attributes);
    });
  }

  buyerIdentityUpdate(
    id: string,
    identity: NonNullable<CartInput['buyerIdentity']>,
  ): CartPayload {
    return this.change(id, (cart) => {
      if (identity.countryCode !== undefined)
        cart.buyerIdentity.countryCode = identity.countryCode;
      if (identity.email !== undefined)
        cart.buyerIdentity.email = identity.email;
      if (identity.phone !== undefined)
        cart.buyerIdentity.phone = identity.phone;
    });
  }

  discountCodesUpdate(id: string, codes: string[]): CartPayload {
    const cart = this.find(id);
    if (!cart) return missingCart();
    const payload: CartPayload = {cart, userErrors: [], warnings: []};
    this.setDiscountCodes(cart, codes, payload);
    this.touch(cart);
    return payload;
  }

  /** A paid checkout uses its cart up: Shopify no longer finds it. */
  complete(cart: CartRecord) {
    this.carts.delete(cart.token);
    this.onChange();
  }

  private change(id: string, apply: (cart: CartRecord) => void): CartPayload {
    const cart = this.find(id);
    if (!cart) return missingCart();
    apply(cart);
    this.touch(cart);
    return {cart, userErrors: [], warnings: []};
  }

  /** The local shop runs no promotions: every code is kept on the cart as not applicable. */
  private setDiscountCodes(
    cart: CartRecord,
    codes: string[],
    payload: CartPayload,
  ) {
    cart.discountCodes = [
      ...new Set(codes.map((c) => c.trim()).filter(Boolean)),
    ];
    for (const code of cart.discountCodes) {
      payload.warnings.push({
        code: 'DISCOUNT_NOT_FOUND',
        message: `The discount code ${code} is not valid.`,
        target: cartId(cart),
      });
    }
  }

  private lineByAnyId(
    cart: CartRecord,
    id: string,
  ): CartLineRecord | undefined {
    const parsed = parseGid(id);
    const uuid = parsed?.type === 'CartLine' ? parsed.id : id;
    return cart.lines.find((l) => l.uuid === uuid);
  }

  private addLines(
    cart: CartRecord,
    lines: CartLineInput[],
    payload: CartPayload,
    field: string[],
  ) {
    const resolved = lines.map((input, i) => {
      const n = gidNumber(input.merchandiseId, 'ProductVariant');
      const watch = n ? this.stock.byId(n) : undefined;
      const quantity = input.quantity ?? 1;
      if (!watch || watch.status !== 'ACTIVE') {
        payload.userErrors.push({
          field: [...field, String(i), 'merchandiseId'],
          message: `The merchandise with id ${input.merchandiseId} does not exist.`,
          code: 'INVALID',
        });
      } else if (quantity < 0) {
        payload.userErrors.push({
          field: [...field, String(i), 'quantity'],
          message: 'The quantity must be greater than or equal to 0.',
          code: 'INVALID',
        });
      } else {
        const error = this.notSoldError(cart, input.merchandiseId, [
          ...field,
          String(i),
          'merchandiseId',
        ]);
        if (error) payload.userErrors.push(error);
      }
      return {input, watch, quantity};
    });
    if (payload.userErrors.length) return;
    for (const {input, watch, quantity} of resolved) {
      if (!watch || quantity === 0) continue;
      if (!isAvailableForSale(watch)) {
        payload.warnings.push({
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: `The product '${watch.title}' is already sold out.`,
          target: gid('ProductVariant', watch.n),
        });
        continue;
      }
      const attributes = mergeAttributes([], input.attributes ?? []);
      let line = cart.lines.find(
        (l) =>
          l.variant === watch.n &&
          JSON.stringify(l.attributes) === JSON.stringify(attributes),
      );
      if (line) line.quantity += quantity;
      else {
        line = {uuid: randomUUID(), variant: watch.n, quantity, attributes};
        cart.lines.push(line);
      }
      this.capToStock(cart, line, payload);
    }
  }

  /** Shopify's error for merchandise the cart's market does not sell, or null when it does. */
  private notSoldError(
    cart: CartRecord,
    merchandiseId: string,
    field: string[],
  ): CartUserError | null {
    const n = gidNumber(merchandiseId, 'ProductVariant');
    const watch = n ? this.stock.byId(n) : undefined;
    if (!watch || this.sellsIn(cart, watch)) return null;
    return {
      field,
      message: `The product '${watch.title}' is not available in ${countryName(cart.buyerIdentity.countryCode ?? 'GB')}.`,
      code: 'MERCHANDISE_NOT_APPLICABLE',
    };
  }

  /** Whether the market of the cart's buyer identity sells the watch (its catalogue has it). */
  sellsIn(cart: CartRecord, watch: Watch): boolean {
    const market = this.markets.forCountry(cart.buyerIdentity.countryCode);
    return pricingFor(market).sells(watch);
  }

  /** A line never holds more than the stock: Shopify caps it and warns on the line. */
  private capToStock(
    cart: CartRecord,
    line: CartLineRecord,
    payload: CartPayload,
  ) {
    const watch = this.stock.byId(line.variant);
    if (!watch) return;
    const available = stockLimit(watch);
    if (line.quantity <= available) return;
    if (available === 0) {
      cart.lines = cart.lines.filter((l) => l !== line);
      payload.warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: `The product '${watch.title}' is already sold out.`,
        target: gid('ProductVariant', watch.n),
      });
      return;
    }
    line.quantity = available;
    payload.warnings.push({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: `Only ${available} items were added to your cart due to availability.`,
      target: lineId(cart, line),
    });
  }

  private touch(cart: CartRecord) {
    cart.updatedAt = new Date().toISOString();
    this.onChange();
  }
}

function mergeAttributes(
  existing: Attribute[],
  incoming: Attribute[],
): Attribute[] {
  const map = new Map(existing.map((a) => [a.key, a.value]));
  for (const a of incoming) map.set(a.key, a.value ?? '');
  return [...map].map(([key, value]) => ({key, value}));
}
