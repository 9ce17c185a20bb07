// A hand-written subset of Shopify's Admin GraphQL API: the shapes a merchandiser's tools use to
// change status, tags, metafields, price and stock. Same mutation names and inputs as Shopify.
import {buildSchema} from 'graphql';
import {STORE_SETUP_SDL} from './store-setup-schema';

export const ADMIN_SDL = /* GraphQL */ `
  enum ProductStatus {
    ACTIVE
    ARCHIVED
    DRAFT
  }

  "Shopify's idempotency key for inventory mutations (required on them from 2026-04)."
  directive @idempotent(key: String!) on FIELD

  enum ProductVariantInventoryPolicy {
    DENY
    CONTINUE
  }

  type Query {
    shop: Shop!
    product(id: ID!): Product
    productByIdentifier(identifier: ProductIdentifierInput!): Product
    productByHandle(handle: String!): Product
    productVariant(id: ID!): ProductVariant
  }

  type Shop {
    name: String!
    currencyCode: String!
  }

  input ProductIdentifierInput {
    id: ID
    handle: String
  }

  type Product {
    id: ID!
    handle: String!
    title: String!
    vendor: String!
    productType: String!
    status: ProductStatus!
    tags: [String!]!
    createdAt: String!
    updatedAt: String!
    totalInventory: Int!
    metafield(namespace: String, key: String!): Metafield
    metafields(first: Int, namespace: String): MetafieldConnection!
    variants(first: Int): ProductVariantConnection!
  }

  type Metafield {
    id: ID!
    namespace: String!
    key: String!
    value: String!
    type: String!
    ownerType: String!
  }
  type MetafieldConnection {
    nodes: [Metafield!]!
  }

  type ProductVariant {
    id: ID!
    title: String!
    sku: String
    "Decimal string; null when the watch is unpriced (a local-shop reading: Shopify always has a price)."
    price: String
    compareAtPrice: String
    inventoryQuantity: Int!
    inventoryPolicy: ProductVariantInventoryPolicy!
    inventoryItem: InventoryItem!
    product: Product!
  }
  type ProductVariantConnection {
    nodes: [ProductVariant!]!
  }
  type InventoryItem {
    id: ID!
    sku: String
    tracked: Boolean!
    inventoryLevels(first: Int): InventoryLevelConnection!
  }
  "The local shop has one location, gid://shopify/Location/1."
  type Location {
    id: ID!
    name: String!
  }
  type InventoryQuantity {
    name: String!
    quantity: Int!
  }
  type InventoryLevel {
    id: ID!
    location: Location!
    quantities(names: [String!]!): [InventoryQuantity!]!
  }
  type InventoryLevelConnection {
    nodes: [InventoryLevel!]!
  }
  input InventoryItemInput {
    sku: String
    tracked: Boolean
  }

  type UserError {
    field: [String!]
    message: String!
  }
  type MetafieldsSetUserError {
    field: [String!]
    message: String!
    code: String
  }

  input MetafieldsSetInput {
    ownerId: ID!
    namespace: String
    key: String!
    value: String!
    type: String
    compareDigest: String
  }
  type MetafieldsSetPayload {
    metafields: [Metafield!]
    userErrors: [MetafieldsSetUserError!]!
  }

  input MetafieldIdentifierInput {
    ownerId: ID!
    namespace: String!
    key: String!
  }
  type MetafieldIdentifier {
    ownerId: ID!
    namespace: String!
    key: String!
  }
  type MetafieldsDeletePayload {
    deletedMetafields: [MetafieldIdentifier]
    userErrors: [UserError!]!
  }

  input MetafieldInput {
    namespace: String
    key: String!
    value: String!
    type: String
  }
  input ProductCreateInput {
    title: String!
    handle: String
    vendor: String
    productType: String
    descriptionHtml: String
    status: ProductStatus
    tags: [String!]
    metafields: [MetafieldInput!]
  }
  type ProductCreatePayload {
    product: Product
    userErrors: [UserError!]!
  }

  input ProductUpdateInput {
    id: ID!
    status: ProductStatus
    tags: [String!]
  }
  type ProductUpdatePayload {
    product: Product
    userErrors: [UserError!]!
  }

  input ProductVariantsBulkInput {
    id: ID!
    price: String
    compareAtPrice: String
    inventoryPolicy: ProductVariantInventoryPolicy
    inventoryItem: InventoryItemInput
  }
  type ProductVariantsBulkUpdateUserError {
    field: [String!]
    message: String!
    code: String
  }
  type ProductVariantsBulkUpdatePayload {
    product: Product
    productVariants: [ProductVariant!]
    userErrors: [ProductVariantsBulkUpdateUserError!]!
  }

  input InventoryQuantityInput {
    inventoryItemId: ID!
    locationId: ID!
    quantity: Int!
    compareQuantity: Int
    changeFromQuantity: Int
  }
  input InventorySetQuantitiesInput {
    name: String!
    reason: String!
    referenceDocumentUri: String
    ignoreCompareQuantity: Boolean
    quantities: [InventoryQuantityInput!]!
  }
  type InventoryChange {
    name: String!
    delta: Int!
    quantityAfterChange: Int
    item: InventoryItem
  }
  type InventoryAdjustmentGroup {
    reason: String!
    changes: [InventoryChange!]!
  }
  type InventorySetQuantitiesUserError {
    field: [String!]
    message: String!
    code: String
  }
  type InventorySetQuantitiesPayload {
    inventoryAdjustmentGroup: InventoryAdjustmentGroup
    userErrors: [InventorySetQuantitiesUserError!]!
  }

  type Mutation {
    metafieldsSet(metafields: [MetafieldsSetInput!]!): MetafieldsSetPayload
    metafieldsDelete(
      metafields: [MetafieldIdentifierInput!]!
    ): MetafieldsDeletePayload
    "A product with one default variant (unpriced, no stock), as Shopify creates it; product: or the older input:."
    productCreate(
      product: ProductCreateInput
      input: ProductCreateInput
    ): ProductCreatePayload
    "Shopify's current shape is product:, the older one input:; both are accepted."
    productUpdate(
      product: ProductUpdateInput
      input: ProductUpdateInput
    ): ProductUpdatePayload
    productVariantsBulkUpdate(
      productId: ID!
      variants: [ProductVariantsBulkInput!]!
    ): ProductVariantsBulkUpdatePayload
    inventorySetQuantities(
      input: InventorySetQuantitiesInput!
    ): InventorySetQuantitiesPayload
  }
`;

export const adminSchema = buildSchema(ADMIN_SDL + STORE_SETUP_SDL);
