// What every resolver sees: the stock book, the carts, the shop's origin and the buyer's context
// from @inContext (language drives German translations).
import type {CartBook} from './carts';
import type {StockBook} from './stock';

export interface ShopContext {
  stock: StockBook;
  carts: CartBook;
  origin: string;
  language: string;
  country: string;
}

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
