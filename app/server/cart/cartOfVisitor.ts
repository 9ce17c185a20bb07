import type {HydrogenCart} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';

type CartApi = Pick<HydrogenCart, 'get' | 'updateBuyerIdentity'>;

// A request of another site still running (a page left mid-read) may move the cart back after
// this one moved it: the cart is read again until it is in this market, a few times at most.
const MOVES = 3;

/**
 * The visitor's cart, priced in the market of the site it is read on: a cart made on another
 * market's site gets this market's country (Shopify then prices every line and total in its
 * currency), so a shopper who changes market never sees lines in the old currency.
 */
export async function cartInMarket(cart: CartApi, countryCode: CountryCode) {
  let current = await cart.get();
  for (let move = 0; move < MOVES; move++) {
    if (!current || current.buyerIdentity?.countryCode === countryCode)
      return current;
    const moved = await cart.updateBuyerIdentity({countryCode});
    if (moved.errors?.length || !moved.cart) {
      console.error('Cart could not follow the market', moved.errors);
      return current;
    }
    current = await cart.get();
  }
  if (current?.buyerIdentity?.countryCode !== countryCode)
    console.error(`Cart stayed out of market ${countryCode}`);
  return current;
}

/**
 * The visitor's cart as the cart page and the browser's cart resource both answer it, in the
 * site's market: `unavailable` when Shopify could not be asked. A failure is reported, never
 * thrown, so the page around the cart never breaks with it.
 */
export async function readVisitorCart(cart: CartApi, countryCode: CountryCode) {
  try {
    return {cart: await cartInMarket(cart, countryCode), unavailable: false};
  } catch (error) {
    console.error(error);
    return {cart: null, unavailable: true};
  }
}

export type VisitorCart = Awaited<ReturnType<typeof readVisitorCart>>;
