// What every resolver sees: the stock book, the carts, the markets, the shop's origin and the
// buyer's context from @inContext (language drives German translations, country the market and
// so the currency every price is in).
import type {MarketBook, MarketRecord} from '../markets/markets';
import type {Pricing} from '../markets/pricing';
import type {CartBook} from './carts';
import type {StockBook} from './stock';

export interface ShopContext {
  stock: StockBook;
  carts: CartBook;
  markets: MarketBook;
  origin: string;
  language: string;
  country: string;
  /** The market of `country` (the primary one for a country in no market). */
  market: MarketRecord;
  pricing: Pricing;
}

/** What the HTTP handler knows before a document's @inContext is read. */
export type ShopBase = Omit<
  ShopContext,
  'language' | 'country' | 'market' | 'pricing'
>;

export type Resolver = (
  source: any,
  args: any,
  ctx: ShopContext,
  info: any,
) => unknown;
export type ResolverMap = Record<string, Record<string, Resolver>>;

/** An empty Relay connection, for things this shop truly has none of. */
export function emptyConnection() {
  return {
    edges: [],
    nodes: [],
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    },
  };
}
