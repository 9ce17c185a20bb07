import type {CartApiQueryFragment} from 'storefrontapi.generated';

/**
 * The visitor's cart in this browser: `cart` is `undefined` until it has arrived, `unavailable`
 * when Shopify could not be asked (or the request never came back).
 */
export type VisitorCartState = {
  cart: CartApiQueryFragment | null | undefined;
  unavailable: boolean;
};

/** What the server renders and the browser shows until the cart has arrived. */
export const CART_NOT_LOADED: VisitorCartState = {
  cart: undefined,
  unavailable: false,
};

let state = CART_NOT_LOADED;
// The site's cart address last asked ('/de-eu/api/cart'): a reload after a change asks the same.
let cartPath: string | null = null;
// Only the newest request's answer is kept (a site switch during a reload, two changes).
let latestRequest = 0;
const listeners = new Set<() => void>();

export function subscribeToVisitorCart(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function visitorCart(): VisitorCartState {
  return state;
}

/**
 * Reads the cart from /api/cart with a plain fetch: no fetcher, so React Router imports no
 * route module for it (docs/decisions/111-webkit-journeys.md).
 */
export function loadVisitorCart(path: string) {
  cartPath = path;
  return reloadVisitorCart();
}

/** Reads the cart again on the site it was last read on; nothing before the first read. */
export async function reloadVisitorCart() {
  if (cartPath === null) return;
  const request = ++latestRequest;
  let next: VisitorCartState;
  try {
    const response = await fetch(cartPath, {
      cache: 'no-store',
      headers: {Accept: 'application/json'},
    });
    if (!response.ok) throw new Error(`/api/cart answered ${response.status}`);
    const body = (await response.json()) as Partial<VisitorCartState>;
    next = {cart: body.cart ?? null, unavailable: Boolean(body.unavailable)};
  } catch {
    // Not logged: a browser cancels this request when the shopper leaves the page.
    next = {cart: null, unavailable: true};
  }
  if (request !== latestRequest) return;
  state = next;
  listeners.forEach((notify) => notify());
}
