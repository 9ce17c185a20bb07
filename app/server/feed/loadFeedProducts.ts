// Pages through the whole catalogue with the Storefront API's cursors: Shopify answers at
// most 250 products per request, and the dealer's catalogue can be far larger.
import type {ReadStorefront} from '~/server/storefrontData';
import {CacheShort} from '@shopify/hydrogen';
import type {MerchantFeedProductsQuery} from 'storefrontapi.generated';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {FeedProduct} from '../../domain/feed/merchantFeed';
import {DEFAULT_MARKET, type Market} from '~/domain/markets/markets';

/** Shopify's maximum page size for a connection. */
export const STOREFRONT_PAGE_SIZE = 250;
/** A guard against a cursor that never ends (250 x 200 = 50,000 products). */
const MAX_PAGES = 200;

/**
 * Every published product with the fields the feed needs, priced in the market's currency. Each page is its own sub-request
 * with CacheShort (1 s fresh + 9 s stale-while-revalidate): status and price are live data,
 * so a merchandiser's change reaches the feed within seconds of the worker cache.
 */
export async function loadFeedProducts(
  readStorefront: ReadStorefront,
  market: Market = DEFAULT_MARKET,
): Promise<FeedProduct[]> {
  const products: FeedProduct[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: MerchantFeedProductsQuery = await readStorefront(
      MERCHANT_FEED_QUERY,
      {
        variables: {
          first: STOREFRONT_PAGE_SIZE,
          after,
          country: market.pricingCountry as CountryCode,
          language: 'EN',
        },
        cache: CacheShort(),
        outage: 'last-good-copy',
        partialErrors: 'outage',
      },
    );
    const connection = data?.products;
    if (!connection)
      throw new Error(
        'The Storefront API returned no products connection for the feed',
      );
    products.push(...(connection.nodes as FeedProduct[]));
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor)
      return products;
    after = connection.pageInfo.endCursor;
  }
  throw new Error(
    `The product feed stopped after ${MAX_PAGES} pages; the catalogue cursor did not end`,
  );
}

export const MERCHANT_FEED_QUERY = `#graphql
  query MerchantFeedProducts($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, after: $after, sortKey: ID) {
      nodes {
        id
        handle
        title
        vendor
        description
        availableForSale
        images(first: 11) {
          nodes {
            url
          }
        }
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
        selectedOrFirstAvailableVariant {
          sku
        }
        status: metafield(namespace: "custom", key: "availability_status") {
          value
        }
        reference: metafield(namespace: "custom", key: "reference_number") {
          value
        }
        condition: metafield(namespace: "custom", key: "condition") {
          value
        }
        conditionOldKey: metafield(namespace: "custom", key: "conditon") {
          value
        }
        conditionOldKey2: metafield(namespace: "custom", key: "condtion") {
          value
        }
        signature: metafield(namespace: "custom", key: "signature_watches") {
          value
        }
        conditionReport: metafield(namespace: "custom", key: "condition_report") {
          value
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;
