// What a Shopify product webhook says about a watch, reduced to the facts alerts match on
// (docs/decisions/050-stock-alerts.md). The same rules as the catalogue: status from
// custom.availability_status, references from the SKU and custom.reference_number, the
// filter bands of app/domain/catalogue/bands.ts, the brand slug of the filter. Prices are each
// market's own, as the Storefront API gives them there (the webhook's price is the shop's pounds).
import {
  caseSizeBandOf,
  priceBandOf,
  yearBandOf,
  type CaseSizeBand,
  type PriceBand,
  type YearBand,
} from '~/domain/catalogue/bands';
import {brandSlug} from '~/domain/catalogue/brandNames';
import {availabilityStatus} from '~/domain/watch/availability';
import {allReferences} from '~/domain/watch/reference';

/** What the webhook's payload says of a buyable watch, before any market has priced it. */
export interface BuyableWatch {
  /** Shopify's product gid: an alert hears about each id once. */
  id: string;
  handle: string;
  title: string;
  vendor: string;
  brand: string;
  references: string[];
  year_band: YearBand | null;
  size_band: CaseSizeBand | null;
  status: 'available' | 'on_request';
}

export interface MarketPrice {
  amount: string;
  currencyCode: string;
}

/** The jsonb `match_stock_alerts(product)` receives, and what an alert e-mail shows. */
export interface WatchFacts extends BuyableWatch {
  /** Its price in each market that sells it, by the market's pricing country: {"US": ...}. */
  prices: Record<string, MarketPrice>;
  /** Its band in each of those currencies ({"USD": "10000-25000"}): an alert's band names one. */
  price_bands: Record<string, PriceBand>;
}

/** A buyable watch with each market's price of it; a market that does not sell it is absent. */
export function pricedWatchFacts(
  watch: BuyableWatch,
  prices: Record<string, MarketPrice | null>,
): WatchFacts {
  const sold = Object.entries(prices).filter(
    (entry): entry is [string, MarketPrice] => entry[1] !== null,
  );
  const price_bands: Record<string, PriceBand> = {};
  for (const [, price] of sold) {
    const band = priceBandOf(price.amount, price.currencyCode);
    if (band) price_bands[price.currencyCode] = band;
  }
  return {...watch, prices: Object.fromEntries(sold), price_bands};
}

/** References compare upper-case without spaces: '126610 ln' and '126610LN' are one. */
export function normalizeReference(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '');
}

export const REFERENCE_PATTERN = /^[A-Z0-9./-]{2,40}$/;

type Json = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function metafieldsOf(product: Json): Record<string, string> {
  const out: Record<string, string> = {};
  const list = Array.isArray(product.metafields) ? product.metafields : [];
  for (const entry of list as Json[]) {
    if (!entry || typeof entry !== 'object') continue;
    if ((entry.namespace ?? 'custom') !== 'custom') continue;
    if (typeof entry.key === 'string') out[entry.key] = text(entry.value);
  }
  return out;
}

/**
 * The facts of a products/create or products/update payload when the watch is buyable
 * (available or on request, published, priced); null otherwise, and for anything that is not
 * a product.
 */
export function buyableWatchFacts(payload: unknown): BuyableWatch | null {
  if (!payload || typeof payload !== 'object') return null;
  const product = payload as Json;
  const id =
    text(product.admin_graphql_api_id) ||
    (typeof product.id === 'number' || typeof product.id === 'string'
      ? `gid://shopify/Product/${product.id}`
      : '');
  if (!id) return null;
  const metafields = metafieldsOf(product);
  const status = availabilityStatus(metafields.availability_status);
  if (status !== 'available' && status !== 'on_request') return null;
  const published =
    text(product.status).toLowerCase() === 'active' &&
    Boolean(product.published_at);
  if (!published) return null;
  const variants = (
    Array.isArray(product.variants) ? product.variants : []
  ) as Json[];
  const prices = variants
    .map((variant) => Number(variant?.price))
    .filter((price) => Number.isFinite(price) && price > 0);
  if (prices.length === 0) return null;
  const references = [
    ...new Set(
      [
        ...variants.map((variant) => text(variant?.sku)),
        ...allReferences(metafields.reference_number),
      ]
        .map(normalizeReference)
        .filter((reference) => REFERENCE_PATTERN.test(reference)),
    ),
  ];
  const vendor = text(product.vendor);
  return {
    id,
    handle: text(product.handle),
    title: text(product.title),
    vendor,
    brand: brandSlug(vendor),
    references,
    year_band: yearBandOf(metafields.year),
    size_band: caseSizeBandOf(metafields.case_size),
    status,
  };
}
