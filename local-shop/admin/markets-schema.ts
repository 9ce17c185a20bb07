// The Admin API's markets, as Shopify names them (2026-04): `markets`, `market`, `marketCreate`
// and `marketUpdate` with region (country) conditions, currency settings and price inclusions.
// The country and currency enums are the Storefront schema's own lists.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

interface IntrospectedEnum {
  name: string;
  enumValues?: Array<{name: string}>;
}

function enumValues(name: string): string {
  const json = require('@shopify/hydrogen/storefront.schema.json');
  const types: IntrospectedEnum[] = (json.data ?? json).__schema.types;
  const found = types.find((t) => t.name === name);
  return (found?.enumValues ?? []).map((v) => v.name).join(' ');
}

export const MARKETS_SDL = /* GraphQL */ `
  enum CountryCode { ${enumValues('CountryCode')} }
  enum CurrencyCode { ${enumValues('CurrencyCode')} }
  enum MarketStatus {
    ACTIVE
    DRAFT
  }
  enum MarketType {
    NONE
    REGION
    LOCATION
    COMPANY_LOCATION
  }
  enum MarketConditionType {
    REGION
    LOCATION
    COMPANY_LOCATION
  }
  enum MarketConditionApplicationType {
    ALL
    SPECIFIED
  }
  enum InclusiveDutiesPricingStrategy {
    ADD_DUTIES_AT_CHECKOUT
    INCLUDE_DUTIES_IN_PRICE
  }
  enum InclusiveTaxPricingStrategy {
    ADD_TAXES_AT_CHECKOUT
    INCLUDES_TAXES_IN_PRICE
    INCLUDES_TAXES_IN_PRICE_BASED_ON_COUNTRY
  }
  enum MarketUserErrorCode {
    BLANK
    INVALID
    TAKEN
    TOO_LONG
    MARKET_NOT_FOUND
    CANNOT_DISABLE_PRIMARY_MARKET
    UNSUPPORTED_CURRENCY
  }

  type CurrencySetting {
    currencyCode: CurrencyCode!
    currencyName: String!
    enabled: Boolean!
    manualRate: String
    rateUpdatedAt: DateTime
  }
  type MarketCurrencySettings {
    baseCurrency: CurrencySetting!
    localCurrencies: Boolean!
    roundingEnabled: Boolean!
  }
  type MarketPriceInclusions {
    inclusiveDutiesPricingStrategy: InclusiveDutiesPricingStrategy!
    inclusiveTaxPricingStrategy: InclusiveTaxPricingStrategy!
  }
  interface MarketRegion {
    id: ID!
    name: String!
  }
  type MarketRegionCountry implements MarketRegion {
    id: ID!
    name: String!
    code: CountryCode!
    currency: CurrencySetting!
  }
  type MarketRegionConnection {
    nodes: [MarketRegion!]!
    pageInfo: PageInfo!
  }
  type RegionsCondition {
    applicationLevel: MarketConditionApplicationType
    regions(first: Int, after: String): MarketRegionConnection!
  }
  type MarketConditions {
    conditionTypes: [MarketConditionType!]!
    regionsCondition: RegionsCondition
  }
  type Market {
    id: ID!
    name: String!
    handle: String!
    status: MarketStatus!
    type: MarketType!
    enabled: Boolean! @deprecated(reason: "Use status instead.")
    primary: Boolean! @deprecated(reason: "The primary market is the one with the shop's currency.")
    conditions: MarketConditions
    currencySettings: MarketCurrencySettings
    priceInclusions: MarketPriceInclusions
    regions(first: Int, after: String): MarketRegionConnection!
      @deprecated(reason: "Use conditions instead.")
  }
  type MarketConnection {
    nodes: [Market!]!
    pageInfo: PageInfo!
  }
  type MarketUserError {
    field: [String!]
    message: String!
    code: MarketUserErrorCode
  }

  input MarketConditionsRegionInput {
    countryCode: CountryCode!
  }
  input MarketConditionsRegionsInput {
    applicationLevel: MarketConditionApplicationType
    regionIds: [ID!]
    regions: [MarketConditionsRegionInput!]
  }
  input MarketConditionsInput {
    regionsCondition: MarketConditionsRegionsInput
  }
  input MarketConditionsUpdateInput {
    conditionsToAdd: MarketConditionsInput
    conditionsToDelete: MarketConditionsInput
  }
  input MarketCurrencySettingsUpdateInput {
    baseCurrency: CurrencyCode
    localCurrencies: Boolean
    roundingEnabled: Boolean
  }
  input MarketPriceInclusionsInput {
    dutiesPricingStrategy: InclusiveDutiesPricingStrategy
    taxPricingStrategy: InclusiveTaxPricingStrategy
  }
  input MarketCreateInput {
    name: String!
    handle: String
    status: MarketStatus
    conditions: MarketConditionsInput
    currencySettings: MarketCurrencySettingsUpdateInput
    priceInclusions: MarketPriceInclusionsInput
  }
  input MarketUpdateInput {
    name: String
    handle: String
    status: MarketStatus
    conditions: MarketConditionsUpdateInput
    currencySettings: MarketCurrencySettingsUpdateInput
    priceInclusions: MarketPriceInclusionsInput
  }
  type MarketCreatePayload {
    market: Market
    userErrors: [MarketUserError!]!
  }
  type MarketUpdatePayload {
    market: Market
    userErrors: [MarketUserError!]!
  }

  extend type Query {
    markets(
      first: Int
      after: String
      type: MarketType
      status: MarketStatus
    ): MarketConnection!
    market(id: ID!): Market
  }
  extend type Mutation {
    marketCreate(input: MarketCreateInput!): MarketCreatePayload
    marketUpdate(id: ID!, input: MarketUpdateInput!): MarketUpdatePayload
  }
`;
