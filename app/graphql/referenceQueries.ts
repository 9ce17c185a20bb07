// Storefront documents of the reference pages. Both find a reference's watches with the
// products search (Shopify's full-text search covers the variant SKU); the answer is narrowed
// to exact reference matches in app/domain/references/marketHistory.ts. See
// docs/decisions/040-reference-pages-market-history.md.
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';

const REFERENCE_WATCH_FRAGMENT = `#graphql
  fragment ReferenceWatch on Product {
    id
    handle
    title
    vendor
    availableForSale
    variants(first: 1) {
      nodes {
        sku
        price {
          amount
          currencyCode
        }
      }
    }
    status: metafield(namespace: "custom", key: "availability_status") {
      value
    }
    reference: metafield(namespace: "custom", key: "reference_number") {
      value
    }
    soldDate: metafield(namespace: "custom", key: "sold_date") {
      value
    }
    soldPrice: metafield(namespace: "custom", key: "sold_price") {
      value
    }
    year: metafield(namespace: "custom", key: "year") {
      value
    }
    condition: metafield(namespace: "custom", key: "condition") {
      value
    }
    box: metafield(namespace: "custom", key: "box") {
      value
    }
    papers: metafield(namespace: "custom", key: "papers") {
      value
    }
    caseSize: metafield(namespace: "custom", key: "case_size") {
      value
    }
    caseMaterial: metafield(namespace: "custom", key: "case_material") {
      value
    }
    movement: metafield(namespace: "custom", key: "movement") {
      value
    }
  }
`;

/** Every watch the search finds for the reference: the archive (cached long). */
export const REFERENCE_ARCHIVE_QUERY = `#graphql
  query ReferenceArchive(
    $query: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: 250, query: $query) {
      nodes {
        ...ReferenceWatch
      }
    }
  }
  ${REFERENCE_WATCH_FRAGMENT}
` as const;

/** Watches for sale now and any changed lately, with card fields (cached short). */
export const REFERENCE_CURRENT_QUERY = `#graphql
  query ReferenceCurrent(
    $query: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: 250, query: $query) {
      nodes {
        ...ReferenceWatch
        ...WatchCard
      }
    }
  }
  ${REFERENCE_WATCH_FRAGMENT}
  ${WATCH_CARD_FRAGMENT}
` as const;

/** The reference index: every product's references, brand and status, a page at a time. */
export const REFERENCE_INDEX_QUERY = `#graphql
  query ReferenceIndex($after: String) {
    products(first: 250, after: $after, sortKey: ID) {
      nodes {
        vendor
        title
        variants(first: 1) {
          nodes {
            sku
          }
        }
        reference: metafield(namespace: "custom", key: "reference_number") {
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
