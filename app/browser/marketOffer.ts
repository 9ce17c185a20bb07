// The first-visit market offer's memory in the browser: the `market` cookie the worker saves when
// a market is chosen, written here when the offer is declined (the shopper stays where they are).
import {MARKET_COOKIE} from '~/domain/markets/marketChoice';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The market the shopper has chosen, by the selector or by answering the offer, or null. */
export function chosenMarket(): string | null {
  return (
    new RegExp(`(?:^|; )${MARKET_COOKIE}=([a-z]{2})(?:;|$)`).exec(
      document.cookie,
    )?.[1] ?? null
  );
}

/** Remembers that the shopper keeps the market they are on. */
export function keepMarket(handle: string) {
  document.cookie = `${MARKET_COOKIE}=${handle}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** The visitor's country as Oxygen saw it, or null (not on Oxygen, or unknown). */
export async function buyerCountry(): Promise<string | null> {
  try {
    const response = await fetch('/api/buyer-country', {cache: 'no-store'});
    if (!response.ok) return null;
    return ((await response.json()) as {country: string | null}).country;
  } catch {
    return null;
  }
}
