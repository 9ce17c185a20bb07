import type {HydrogenCart} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';

type CartApi = Pick<HydrogenCart, 'get' | 'updateBuyerIdentity'>;

/**
 * The visitor's cart, priced in the market of the site it is read on: a cart made on another
 * market's site gets this market's country (Shopify then prices every line and total in its
 * currency), so a shopper who changes market never sees lines in the old currency.
 */
export async function cartInMarket(cart: CartApi, countryCode: CountryCode) {
  const current = await cart.get();
  if (!current || current.buyerIdentity?.countryCode === countryCode)
    return current;
  const moved = await cart.updateBuyerIdentity({countryCode});
  if (moved.errors?.length || !moved.cart) {
    console.error('Cart could not follow the market', moved.errors);
    return current;
  }
  return cart.get();
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
