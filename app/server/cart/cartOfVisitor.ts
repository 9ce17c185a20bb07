import type {HydrogenCart} from '@shopify/hydrogen';

/**
 * The visitor's cart as the cart page and the browser's cart resource both answer it:
 * `unavailable` when Shopify could not be asked. A failure is reported, never thrown, so the
 * page around the cart never breaks with it.
 */
export async function readVisitorCart(cart: Pick<HydrogenCart, 'get'>) {
  try {
    return {cart: await cart.get(), unavailable: false};
  } catch (error) {
    console.error(error);
    return {cart: null, unavailable: true};
  }
}

export type VisitorCart = Awaited<ReturnType<typeof readVisitorCart>>;
