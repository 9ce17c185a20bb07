import type {CatalogueState} from './filters';

/**
 * The key of the all-watches list in this state, or null for a search: its free text is new
 * nearly every time, so a kept copy would never be read again
 * (docs/decisions/068-no-cache-for-one-off-keys.md). Only what the page reads is in the key,
 * so campaign parameters (utm_*, gclid) add none.
 */
export function productsListKey(
  locale: string,
  state: CatalogueState,
): readonly unknown[] | null {
  return state.search ? null : ['products', locale, state];
}
