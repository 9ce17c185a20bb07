// The catalogue's Storefront API documents (list pages): facets of a list and one page of a
// sort group, for a collection or a search. Typed by codegen from these exact strings.
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';

const FACET_FIELDS = `#graphql
  fragment CatalogueFacet on Filter {
    id
    values {
      count
      input
    }
  }
` as const;

export const CATALOGUE_COLLECTION_FACETS_QUERY = `#graphql
  query CatalogueCollectionFacets(
    $handle: String!
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: 1, filters: $filters) {
        filters {
          ...CatalogueFacet
        }
      }
    }
  }
  ${FACET_FIELDS}
` as const;

export const CATALOGUE_SEARCH_FACETS_QUERY = `#graphql
  query CatalogueSearchFacets(
    $query: String!
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(query: $query, first: 1, types: [PRODUCT], productFilters: $filters) {
      totalCount
      productFilters {
        ...CatalogueFacet
      }
    }
  }
  ${FACET_FIELDS}
` as const;

export const CATALOGUE_COLLECTION_PAGE_QUERY = `#graphql
  query CatalogueCollectionPage(
    $handle: String!
    $filters: [ProductFilter!]
    $first: Int!
    $after: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        edges {
          cursor
          node {
            ...WatchCard
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;

export const CATALOGUE_SEARCH_PAGE_QUERY = `#graphql
  query CatalogueSearchPage(
    $query: String!
    $filters: [ProductFilter!]
    $first: Int!
    $after: String
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $query
      first: $first
      after: $after
      sortKey: $sortKey
      reverse: $reverse
      types: [PRODUCT]
      productFilters: $filters
    ) {
      edges {
        cursor
        node {
          __typename
          ... on Product {
            ...WatchCard
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;
