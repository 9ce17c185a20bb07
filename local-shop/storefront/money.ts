// Money as the Storefront API writes it: a decimal string ("9500.0", "12.5") and a currency.
export const SHOP_CURRENCY = 'GBP';

export interface Money {
  amount: string;
  currencyCode: string;
}

/** Shopify always keeps at least one decimal place: 9500 -> "9500.0". */
export function formatAmount(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? `${rounded}.0` : String(rounded);
}

/** An amount in `currency`, the shop's own unless a market's is given. */
export function money(value: number, currency = SHOP_CURRENCY): Money {
  return {amount: formatAmount(value), currencyCode: currency};
}
