// One market's view of the catalogue: each watch's price and compare-at price in the market's
// currency, and whether the market's catalogue sells it at all.
import {isAvailableForSale, type Watch} from '../storefront/stock';
import type {MarketRecord} from './markets';
import {convertFromShop, SHOP_CURRENCY} from './presentment';

export interface Pricing {
  /** Names the prices for caches: the same key, the same price for every watch. */
  key: string;
  currency: string;
  /** The presentment price; null when the watch is unpriced. */
  price(w: Watch): number | null;
  compareAtPrice(w: Watch): number | null;
  /** False when the market's catalogue leaves the watch out (Shopify: not in its publication). */
  sells(w: Watch): boolean;
  /** For sale in this market: priced, in stock and in its catalogue. */
  forSale(w: Watch): boolean;
}

export function pricingFor(market: MarketRecord): Pricing {
  const {handle, currency} = market;
  return {
    key: `${handle}:${currency}`,
    currency,
    price(w) {
      if (w.price === null) return null;
      const fixed = w.seed.marketPrices?.[handle];
      return fixed ?? convertFromShop(w.price, currency);
    },
    compareAtPrice(w) {
      // A fixed price without its own compare-at price has none, as in a Shopify price list.
      if (w.seed.marketPrices?.[handle] !== undefined) return null;
      return w.compareAtPrice
        ? convertFromShop(w.compareAtPrice, currency)
        : null;
    },
    sells: (w) => !(w.seed.notSoldIn ?? []).includes(handle),
    forSale: (w) =>
      isAvailableForSale(w) && !(w.seed.notSoldIn ?? []).includes(handle),
  };
}

/** The shop's own prices (GBP, as set), for code that has no buyer's market. */
export const SHOP_PRICING: Pricing = {
  key: 'shop',
  currency: SHOP_CURRENCY,
  price: (w) => w.price,
  compareAtPrice: (w) => w.compareAtPrice,
  sells: () => true,
  forSale: isAvailableForSale,
};
