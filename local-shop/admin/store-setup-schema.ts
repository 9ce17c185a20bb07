// The Admin API's store set-up shapes, as Shopify names them (2026-04): metafield definitions,
// collections with rules and publications, webhook subscriptions, the app's access scopes.
export const STORE_SETUP_SDL = /* GraphQL */ `
  scalar DateTime
  scalar URL

  type AccessScope {
    handle: String!
    description: String!
  }
  type AppInstallation {
    id: ID!
    accessScopes: [AccessScope!]!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  enum MetafieldOwnerType {
    PRODUCT
    PRODUCTVARIANT
    COLLECTION
    CUSTOMER
    ORDER
    SHOP
  }
  enum MetafieldAdminAccess {
    MERCHANT_READ
    MERCHANT_READ_WRITE
    PRIVATE
    PUBLIC_READ
    PUBLIC_READ_WRITE
  }
  enum MetafieldAdminAccessInput {
    MERCHANT_READ
    MERCHANT_READ_WRITE
    PRIVATE
    PUBLIC_READ
    PUBLIC_READ_WRITE
  }
  enum MetafieldStorefrontAccess {
    NONE
    PUBLIC_READ
  }
  enum MetafieldStorefrontAccessInput {
    NONE
    PUBLIC_READ
  }
  enum MetafieldCustomerAccountAccess {
    NONE
    READ
    READ_WRITE
  }
  enum MetafieldCustomerAccountAccessInput {
    NONE
    READ
    READ_WRITE
  }

  type MetafieldDefinitionType {
    name: String!
    category: String!
  }
  type MetafieldDefinitionValidation {
    name: String!
    type: String!
    value: String
  }
  type MetafieldAccess {
    admin: MetafieldAdminAccess
    storefront: MetafieldStorefrontAccess
    customerAccount: MetafieldCustomerAccountAccess!
  }
  type MetafieldCapabilityAdminFilterable {
    eligible: Boolean!
    enabled: Boolean!
  }
  type MetafieldCapabilitySmartCollectionCondition {
    eligible: Boolean!
    enabled: Boolean!
  }
  type MetafieldCapabilityUniqueValues {
    eligible: Boolean!
    enabled: Boolean!
  }
  type MetafieldCapabilities {
    adminFilterable: MetafieldCapabilityAdminFilterable!
    smartCollectionCondition: MetafieldCapabilitySmartCollectionCondition!
    uniqueValues: MetafieldCapabilityUniqueValues!
  }
  type MetafieldDefinition {
    id: ID!
    name: String!
    namespace: String!
    key: String!
    description: String
    ownerType: MetafieldOwnerType!
    type: MetafieldDefinitionType!
    validations: [MetafieldDefinitionValidation!]!
    access: MetafieldAccess!
    capabilities: MetafieldCapabilities!
    pinnedPosition: Int
    metafieldsCount: Int!
  }
  type MetafieldDefinitionConnection {
    nodes: [MetafieldDefinition!]!
    pageInfo: PageInfo!
  }

  input MetafieldDefinitionValidationInput {
    name: String!
    value: String!
  }
  input MetafieldAccessInput {
    admin: MetafieldAdminAccessInput
    storefront: MetafieldStorefrontAccessInput
    customerAccount: MetafieldCustomerAccountAccessInput
  }
  input MetafieldAccessUpdateInput {
    admin: MetafieldAdminAccessInput
    storefront: MetafieldStorefrontAccessInput
    customerAccount: MetafieldCustomerAccountAccessInput
  }
  input MetafieldCapabilityAdminFilterableInput {
    enabled: Boolean!
  }
  input MetafieldCapabilitySmartCollectionConditionInput {
    enabled: Boolean!
  }
  input MetafieldCapabilityUniqueValuesInput {
    enabled: Boolean!
  }
  input MetafieldCapabilityCreateInput {
    adminFilterable: MetafieldCapabilityAdminFilterableInput
    smartCollectionCondition: MetafieldCapabilitySmartCollectionConditionInput
    uniqueValues: MetafieldCapabilityUniqueValuesInput
  }
  input MetafieldCapabilityUpdateInput {
    adminFilterable: MetafieldCapabilityAdminFilterableInput
    smartCollectionCondition: MetafieldCapabilitySmartCollectionConditionInput
    uniqueValues: MetafieldCapabilityUniqueValuesInput
  }
  input MetafieldDefinitionInput {
    namespace: String
    key: String!
    name: String!
    description: String
    ownerType: MetafieldOwnerType!
    type: String!
    validations: [MetafieldDefinitionValidationInput!]
    pin: Boolean
    access: MetafieldAccessInput
    capabilities: MetafieldCapabilityCreateInput
  }
  input MetafieldDefinitionUpdateInput {
    namespace: String
    key: String!
    ownerType: MetafieldOwnerType!
    name: String
    description: String
    validations: [MetafieldDefinitionValidationInput!]
    pin: Boolean
    access: MetafieldAccessUpdateInput
    capabilities: MetafieldCapabilityUpdateInput
  }
  input MetafieldDefinitionIdentifierInput {
    ownerType: MetafieldOwnerType!
    namespace: String
    key: String!
  }
  type MetafieldDefinitionCreateUserError {
    field: [String!]
    message: String!
    code: String
  }
  type MetafieldDefinitionUpdateUserError {
    field: [String!]
    message: String!
    code: String
  }
  type MetafieldDefinitionDeleteUserError {
    field: [String!]
    message: String!
    code: String
  }
  type MetafieldDefinitionCreatePayload {
    createdDefinition: MetafieldDefinition
    userErrors: [MetafieldDefinitionCreateUserError!]!
  }
  type MetafieldDefinitionUpdatePayload {
    updatedDefinition: MetafieldDefinition
    userErrors: [MetafieldDefinitionUpdateUserError!]!
  }
  type MetafieldDefinitionDeletePayload {
    deletedDefinitionId: ID
    userErrors: [MetafieldDefinitionDeleteUserError!]!
  }

  enum CollectionRuleColumn {
    TAG
    TITLE
    TYPE
    VENDOR
    VARIANT_PRICE
    IS_PRICE_REDUCED
    VARIANT_COMPARE_AT_PRICE
    VARIANT_WEIGHT
    VARIANT_INVENTORY
    VARIANT_TITLE
    PRODUCT_METAFIELD_DEFINITION
    VARIANT_METAFIELD_DEFINITION
    PRODUCT_CATEGORY_ID
    PRODUCT_CATEGORY_ID_WITH_DESCENDANTS
  }
  enum CollectionRuleRelation {
    BEGINS_WITH
    CONTAINS
    ENDS_WITH
    EQUALS
    GREATER_THAN
    IS_NOT_SET
    IS_SET
    LESS_THAN
    NOT_CONTAINS
    NOT_EQUALS
  }
  type CollectionRuleMetafieldCondition {
    metafieldDefinition: MetafieldDefinition!
  }
  type CollectionRuleTextCondition {
    value: String!
  }
  union CollectionRuleConditionObject =
    | CollectionRuleMetafieldCondition
    | CollectionRuleTextCondition
  type CollectionRule {
    column: CollectionRuleColumn!
    relation: CollectionRuleRelation!
    condition: String!
    conditionObject: CollectionRuleConditionObject
  }
  type CollectionRuleSet {
    appliedDisjunctively: Boolean!
    rules: [CollectionRule!]!
  }
  enum CountPrecision {
    EXACT
    AT_LEAST
  }
  type Count {
    count: Int!
    precision: CountPrecision!
  }
  interface Publishable {
    publishedOnPublication(publicationId: ID!): Boolean!
  }
  type Collection implements Publishable {
    id: ID!
    handle: String!
    title: String!
    descriptionHtml: String!
    ruleSet: CollectionRuleSet
    productsCount: Count
    updatedAt: DateTime!
    publishedOnPublication(publicationId: ID!): Boolean!
  }
  type CollectionConnection {
    nodes: [Collection!]!
    pageInfo: PageInfo!
  }
  input CollectionRuleInput {
    column: CollectionRuleColumn!
    relation: CollectionRuleRelation!
    condition: String!
    conditionObjectId: ID
  }
  input CollectionRuleSetInput {
    appliedDisjunctively: Boolean!
    rules: [CollectionRuleInput!]
  }
  input CollectionInput {
    id: ID
    title: String
    handle: String
    descriptionHtml: String
    ruleSet: CollectionRuleSetInput
  }
  input CollectionDeleteInput {
    id: ID!
  }
  type CollectionCreatePayload {
    collection: Collection
    userErrors: [UserError!]!
  }
  type CollectionUpdatePayload {
    collection: Collection
    userErrors: [UserError!]!
  }
  type CollectionDeletePayload {
    deletedCollectionId: ID
    userErrors: [UserError!]!
  }

  type Publication {
    id: ID!
    name: String!
    autoPublish: Boolean!
  }
  type PublicationConnection {
    nodes: [Publication!]!
    pageInfo: PageInfo!
  }
  input PublicationInput {
    publicationId: ID
    publishDate: DateTime
  }
  type PublishablePublishPayload {
    publishable: Publishable
    userErrors: [UserError!]!
  }
  type StringConnection {
    nodes: [String!]!
    pageInfo: PageInfo!
  }

  enum WebhookSubscriptionTopic {
    PRODUCTS_CREATE
    PRODUCTS_UPDATE
    PRODUCTS_DELETE
    ORDERS_PAID
    APP_UNINSTALLED
  }
  enum WebhookSubscriptionFormat {
    JSON
    XML
  }
  type ApiVersion {
    handle: String!
    displayName: String!
    supported: Boolean!
  }
  type WebhookSubscription {
    id: ID!
    topic: WebhookSubscriptionTopic!
    uri: String!
    format: WebhookSubscriptionFormat!
    metafieldNamespaces: [String!]!
    includeFields: [String!]!
    filter: String
    apiVersion: ApiVersion!
    createdAt: DateTime!
    updatedAt: DateTime!
  }
  type WebhookSubscriptionConnection {
    nodes: [WebhookSubscription!]!
    pageInfo: PageInfo!
  }
  input WebhookSubscriptionInput {
    uri: String
    format: WebhookSubscriptionFormat
    includeFields: [String!]
    metafieldNamespaces: [String!]
    filter: String
  }
  type WebhookSubscriptionCreatePayload {
    webhookSubscription: WebhookSubscription
    userErrors: [UserError!]!
  }
  type WebhookSubscriptionUpdatePayload {
    webhookSubscription: WebhookSubscription
    userErrors: [UserError!]!
  }
  type WebhookSubscriptionDeletePayload {
    deletedWebhookSubscriptionId: ID
    userErrors: [UserError!]!
  }

  extend type Query {
    currentAppInstallation: AppInstallation!
    metafieldDefinitions(
      ownerType: MetafieldOwnerType!
      namespace: String
      key: String
      first: Int
      after: String
    ): MetafieldDefinitionConnection!
    metafieldDefinition(
      id: ID
      identifier: MetafieldDefinitionIdentifierInput
    ): MetafieldDefinition
    collection(id: ID!): Collection
    collectionByHandle(handle: String!): Collection
    collections(first: Int, after: String, query: String): CollectionConnection!
    publications(first: Int, after: String): PublicationConnection!
    productVendors(first: Int, after: String): StringConnection!
    webhookSubscriptions(
      first: Int
      after: String
      topics: [WebhookSubscriptionTopic!]
      uri: String
      format: WebhookSubscriptionFormat
    ): WebhookSubscriptionConnection!
  }

  extend type Mutation {
    metafieldDefinitionCreate(
      definition: MetafieldDefinitionInput!
    ): MetafieldDefinitionCreatePayload
    metafieldDefinitionUpdate(
      definition: MetafieldDefinitionUpdateInput!
    ): MetafieldDefinitionUpdatePayload
    metafieldDefinitionDelete(
      id: ID
      identifier: MetafieldDefinitionIdentifierInput
      deleteAllAssociatedMetafields: Boolean
    ): MetafieldDefinitionDeletePayload
    collectionCreate(input: CollectionInput!): CollectionCreatePayload
    collectionUpdate(input: CollectionInput!): CollectionUpdatePayload
    collectionDelete(input: CollectionDeleteInput!): CollectionDeletePayload
    publishablePublish(
      id: ID!
      input: [PublicationInput!]!
    ): PublishablePublishPayload
    webhookSubscriptionCreate(
      topic: WebhookSubscriptionTopic!
      webhookSubscription: WebhookSubscriptionInput!
    ): WebhookSubscriptionCreatePayload
    webhookSubscriptionUpdate(
      id: ID!
      webhookSubscription: WebhookSubscriptionInput!
    ): WebhookSubscriptionUpdatePayload
    webhookSubscriptionDelete(id: ID!): WebhookSubscriptionDeletePayload
  }
`;
