// The catalogue's Storefront API documents (list pages): facets of a list, the price bands'
// facets and one page of a sort group, for a collection or a search. Typed by codegen from
// these exact strings.
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

// The five price bands' facets in one request: each band is an aliased connection with its own
// filters, so counting the bands costs one sub-request, not five.
export const CATALOGUE_COLLECTION_PRICE_BANDS_QUERY = `#graphql
  query CatalogueCollectionPriceBands(
    $handle: String!
    $under10000: [ProductFilter!]
    $from10000: [ProductFilter!]
    $from25000: [ProductFilter!]
    $from50000: [ProductFilter!]
    $over100000: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      under10000: products(first: 1, filters: $under10000) { ...BandFacets }
      from10000: products(first: 1, filters: $from10000) { ...BandFacets }
      from25000: products(first: 1, filters: $from25000) { ...BandFacets }
      from50000: products(first: 1, filters: $from50000) { ...BandFacets }
      over100000: products(first: 1, filters: $over100000) { ...BandFacets }
    }
  }
  fragment BandFacets on ProductConnection {
    filters {
      ...CatalogueFacet
    }
  }
  ${FACET_FIELDS}
` as const;

export const CATALOGUE_SEARCH_PRICE_BANDS_QUERY = `#graphql
  query CatalogueSearchPriceBands(
    $query: String!
    $under10000: [ProductFilter!]
    $from10000: [ProductFilter!]
    $from25000: [ProductFilter!]
    $from50000: [ProductFilter!]
    $over100000: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    under10000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $under10000) { ...BandSearchFacets }
    from10000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $from10000) { ...BandSearchFacets }
    from25000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $from25000) { ...BandSearchFacets }
    from50000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $from50000) { ...BandSearchFacets }
    over100000: search(query: $query, first: 1, types: [PRODUCT], productFilters: $over100000) { ...BandSearchFacets }
  }
  fragment BandSearchFacets on SearchResultItemConnection {
    productFilters {
      ...CatalogueFacet
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
