// The dealer's catalogue as the local shop seeds it: the real stock, split by brand, plus
// optional generated products for volume tests.
import {audemarsPiguetWatches} from './audemars-piguet';
import {langeWatches} from './a-lange-soehne';
import {generatedWatches} from './generated';
import {omegaCartierTudorWatches} from './omega-cartier-tudor';
import {otherHouseWatches} from './other-houses';
import {patekPhilippeWatches} from './patek-philippe';
import {richardMilleWatches} from './richard-mille';
import {rolexWatches} from './rolex';
import {soldHistory} from './sold-history';
import {withConditionReports} from './condition-reports';
import type {WatchSeed} from './types';
import {vacheronConstantinWatches} from './vacheron-constantin';

export type {
  WatchSeed,
  WatchMetafields,
  WatchLook,
  WatchTranslation,
} from './types';
export {generatedWatches} from './generated';

const DEALER_STOCK: readonly WatchSeed[] = [
  ...rolexWatches,
  ...patekPhilippeWatches,
  ...audemarsPiguetWatches,
  ...richardMilleWatches,
  ...vacheronConstantinWatches,
  ...langeWatches,
  ...omegaCartierTudorWatches,
  ...otherHouseWatches,
];

// Sold watches stay products: the archive behind the reference pages' market history.
// Condition reports are the merchandiser's for the watches for sale (most, not all).
const DEALER_CATALOGUE: readonly WatchSeed[] = [
  ...withConditionReports(DEALER_STOCK),
  ...soldHistory(DEALER_STOCK),
];

export interface LoadCatalogueOptions {
  /** Number of generated products appended after the dealer's stock (default 0). */
  extraProducts?: number;
}

/** A fresh copy each call, so a caller mutating its seeds cannot change another caller's. */
export function loadCatalogue(options: LoadCatalogueOptions = {}): WatchSeed[] {
  const extra = Math.max(0, Math.floor(options.extraProducts ?? 0));
  const stock = structuredClone(DEALER_CATALOGUE) as WatchSeed[];
  return extra > 0 ? [...stock, ...generatedWatches(extra)] : stock;
}

/**
 * Brand collection handle from a vendor name, as the storefront builds /collections/{slug}:
 * 'A. Lange & Söhne' -> 'a-lange-soehne', 'Patek Philippe' -> 'patek-philippe'.
 */
export function collectionSlug(vendor: string): string {
  return vendor
    .trim()
    .toLowerCase()
    .replace(/ö/g, 'oe')
    .replace(/[.&]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export {
  catalogueStats,
  yearBand,
  priceBand,
  caseSizeBand,
  boxPapersLabel,
} from './stats';
