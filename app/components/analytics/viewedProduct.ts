// The watch the current page shows, for Shopify's product_viewed event. Pages say which watch
// they show without loading any analytics code; the analytics, loaded only after the visitor
// chooses, reads it from here.
import {useEffect, useSyncExternalStore} from 'react';
import type {ProductViewed} from '~/domain/analytics/productView';

let viewed: ProductViewed | null = null;
const listeners = new Set<() => void>();

function setViewed(next: ProductViewed | null) {
  viewed = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a product page: this watch is on screen until the page goes. */
export function useProductViewed(data: ProductViewed | null) {
  const key = data?.products[0]?.variantId ?? null;
  useEffect(() => {
    setViewed(data);
    return () => setViewed(null);
    // The variant id identifies the watch; a new object for the same watch is not a new view.
  }, [key]);
}

/** The watch on screen, for the analytics. */
export function useViewedProduct() {
  return useSyncExternalStore(
    subscribe,
    () => viewed,
    () => null,
  );
}
