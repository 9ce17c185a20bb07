import {useEffect} from 'react';
import {useFetcher} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {localizePath} from '~/i18n/locale';
import {useLocale} from '~/i18n/useTranslation';

/** One fetcher, shared by key, holds the visitor's cart for the header, the drawer and analytics. */
const CART_FETCHER_KEY = 'visitor-cart';

type CartData = {cart: CartApiQueryFragment | null; unavailable?: boolean};

/**
 * The visitor's cart as the browser loaded it from /cart: `cart` is `undefined` until it has
 * arrived, `unavailable` when Shopify could not be asked. Pages carry nothing personal, so the
 * edge can serve the same HTML to every shopper (docs/decisions/020-full-page-cache.md); React
 * Router reloads it after every cart change.
 */
export function useCart(): {
  cart: CartApiQueryFragment | null | undefined;
  unavailable: boolean;
} {
  const fetcher = useFetcher<CartData>({key: CART_FETCHER_KEY});
  return {
    cart: fetcher.data === undefined ? undefined : (fetcher.data.cart ?? null),
    unavailable: Boolean(fetcher.data?.unavailable),
  };
}

/** Loads the cart once the page is interactive, and again in the other language after a switch. */
export function useLoadCart() {
  const fetcher = useFetcher<CartData>({key: CART_FETCHER_KEY});
  const locale = useLocale();
  const {load} = fetcher;
  useEffect(() => {
    void load(localizePath('/cart', locale));
  }, [load, locale]);
}
