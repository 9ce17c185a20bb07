// A watch's price in every market, as Shopify prices it there: one Storefront read per market in
// its pricing country (@inContext), as the market feeds read. No cache: an alert tells today's
// price. A market whose read finds no watch (not sold there) or no price has none.
import {CacheNone, type ReadStorefront} from '~/server/storefrontData';
import {MARKETS} from '~/domain/markets/markets';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {MarketPrice} from '../../domain/alerts/watchFacts';

/** By pricing country: {"GB": {amount, currencyCode: "GBP"}, "US": null, ...}. */
export async function marketPricesOf(
  readStorefront: ReadStorefront,
  handle: string,
): Promise<Record<string, MarketPrice | null>> {
  const read = await Promise.all(
    MARKETS.map(async (market) => {
      const {product} = await readStorefront(WATCH_MARKET_PRICE_QUERY, {
        variables: {
          handle,
          country: market.pricingCountry as CountryCode,
          language: 'EN',
        },
        cache: CacheNone(),
        outage: 'fail',
        partialErrors: 'outage',
      });
      const price = product?.priceRange.minVariantPrice ?? null;
      const priced = price !== null && Number(price.amount) > 0;
      return [market.pricingCountry, priced ? price : null] as const;
    }),
  );
  return Object.fromEntries(read);
}

export const WATCH_MARKET_PRICE_QUERY = `#graphql
  query WatchMarketPrice(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      priceRange {
        minVariantPrice {
          amount
          currencyCode
        }
      }
    }
  }
` as const;
