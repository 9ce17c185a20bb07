import type {WatchSeed} from '../../local-shop/catalogue/types';

/**
 * The catalogue watches the Merchant feed lists: priced and photographed (Google disapproves
 * items without either) and of a status the shop acts on (coming_soon, reserved: not bought).
 */
export function belongsInFeedSeed(seed: WatchSeed): boolean {
  return (
    seed.price !== null &&
    seed.price > 0 &&
    seed.imageCount > 0 &&
    ['available', 'on_request', 'sold'].includes(
      seed.metafields.availability_status?.trim().toLowerCase() ?? '',
    )
  );
}
