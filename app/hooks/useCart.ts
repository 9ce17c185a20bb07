import {useEffect, useSyncExternalStore} from 'react';
import {
  CART_NOT_LOADED,
  loadVisitorCart,
  subscribeToVisitorCart,
  visitorCart,
  type VisitorCartState,
} from '~/browser/cartInBrowser';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';

/**
 * The visitor's cart as the browser read it from /api/cart, shared by the header, the drawer
 * and analytics: `cart` is `undefined` until it has arrived. Pages carry nothing personal, so
 * the edge can serve the same HTML to every shopper (docs/decisions/020-full-page-cache.md);
 * the cart route's clientAction reads it again after every cart change.
 */
export function useCart(): VisitorCartState {
  return useSyncExternalStore(
    subscribeToVisitorCart,
    visitorCart,
    () => CART_NOT_LOADED,
  );
}

/** Reads the cart once the page is interactive, and again on the other site after a switch. */
export function useLoadCart() {
  const cartPath = sitePath('/api/cart', useSite());
  useEffect(() => {
    void loadVisitorCart(cartPath);
  }, [cartPath]);
}
