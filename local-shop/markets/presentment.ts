// Presentment prices: what a watch costs in a market's currency. A market's fixed price (Shopify's
// price lists) wins; otherwise the shop's GBP price is converted at the local shop's own fixed
// rates and rounded as Shopify's price rounding does: up, to the currency's usual ending (whole
// units in all six currencies here). Prices in the shop's own currency are never converted or
// rounded.
export const SHOP_CURRENCY = 'GBP';

/** Units of each currency one pound buys; fixed so every run prices the same. */
const RATES: Record<string, number> = {
  GBP: 1,
  EUR: 1.17,
  USD: 1.27,
  HKD: 9.9,
  SGD: 1.71,
  AED: 4.66,
};

export function exchangeRate(currency: string): number | undefined {
  return RATES[currency];
}

/** A GBP amount in `currency`: converted to the cent, then rounded up to a whole unit. */
export function convertFromShop(amount: number, currency: string): number {
  if (currency === SHOP_CURRENCY) return amount;
  const rate = RATES[currency];
  if (rate === undefined)
    throw new Error(`The local shop has no exchange rate for ${currency}`);
  // Cents first, so float noise (100 * 1.1 = 110.00000000000001) never rounds a unit up.
  const cents = Math.round(amount * rate * 100);
  return Math.ceil(cents / 100);
}
