// A hand-written subset of Shopify's Admin GraphQL API: the shapes a merchandiser's tools use to
// change status, tags, metafields, price and stock. Same mutation names and inputs as Shopify.
import {buildSchema} from 'graphql';
import {MARKETS_SDL} from './markets-schema';
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
    draftOrder(id: ID!): DraftOrder
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

  enum DraftOrderStatus {
    OPEN
    INVOICE_SENT
    COMPLETED
  }
  enum DraftOrderAppliedDiscountType {
    FIXED_AMOUNT
    PERCENTAGE
  }
  input MoneyInput {
    amount: String!
    currencyCode: CurrencyCode!
  }
  input DraftOrderAppliedDiscountInput {
    value: Float!
    valueType: DraftOrderAppliedDiscountType!
    title: String
    description: String
    amount: String
  }
  input DraftOrderLineItemInput {
    variantId: ID
    quantity: Int!
    appliedDiscount: DraftOrderAppliedDiscountInput
    priceOverride: MoneyInput
    title: String
    originalUnitPrice: String
  }
  input DraftOrderInput {
    email: String
    note: String
    tags: [String!]
    lineItems: [DraftOrderLineItemInput!]
    appliedDiscount: DraftOrderAppliedDiscountInput
    reserveInventoryUntil: String
    "The currency the buyer pays in: the shop's or an enabled market's."
    presentmentCurrencyCode: CurrencyCode
  }
  input EmailInput {
    to: String
    subject: String
    customMessage: String
  }
  type MoneyV2 {
    amount: String!
    currencyCode: String!
  }
  type MoneyBag {
    shopMoney: MoneyV2!
    presentmentMoney: MoneyV2!
  }
  type DraftOrderAppliedDiscount {
    value: Float!
    valueType: DraftOrderAppliedDiscountType!
    title: String
    description: String!
    amountSet: MoneyBag!
  }
  type DraftOrderLineItem {
    id: ID!
    title: String!
    quantity: Int!
    sku: String
    variant: ProductVariant
    product: Product
    originalUnitPriceSet: MoneyBag!
    appliedDiscount: DraftOrderAppliedDiscount
    originalTotalSet: MoneyBag!
    discountedTotalSet: MoneyBag!
  }
  type DraftOrderLineItemConnection {
    nodes: [DraftOrderLineItem!]!
  }
  type Order {
    id: ID!
    name: String!
  }
  type DraftOrder {
    id: ID!
    name: String!
    status: DraftOrderStatus!
    email: String
    note2: String
    tags: [String!]!
    invoiceUrl: String
    invoiceSentAt: String
    "ISO 8601 date and time (Shopify's DateTime)."
    reserveInventoryUntil: String
    createdAt: String!
    updatedAt: String!
    completedAt: String
    currencyCode: String!
    presentmentCurrencyCode: String!
    order: Order
    appliedDiscount: DraftOrderAppliedDiscount
    subtotalPriceSet: MoneyBag!
    totalPriceSet: MoneyBag!
    lineItems(first: Int): DraftOrderLineItemConnection!
  }
  type DraftOrderCreatePayload {
    draftOrder: DraftOrder
    userErrors: [UserError!]!
  }
  type DraftOrderUpdatePayload {
    draftOrder: DraftOrder
    userErrors: [UserError!]!
  }
  type DraftOrderDeletePayload {
    deletedId: ID
    userErrors: [UserError!]!
  }
  input DraftOrderDeleteInput {
    id: ID!
  }
  type DraftOrderInvoiceSendPayload {
    draftOrder: DraftOrder
    userErrors: [UserError!]!
  }

  type Mutation {
    "Shopify's draft order: lines by variant, reserveInventoryUntil holds their stock."
    draftOrderCreate(input: DraftOrderInput!): DraftOrderCreatePayload
    draftOrderUpdate(id: ID!, input: DraftOrderInput!): DraftOrderUpdatePayload
    "An unpaid draft order deleted; what it reserved is on sale again."
    draftOrderDelete(input: DraftOrderDeleteInput!): DraftOrderDeletePayload
    draftOrderInvoiceSend(
      id: ID!
      email: EmailInput
    ): DraftOrderInvoiceSendPayload
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

export const adminSchema = buildSchema(
  ADMIN_SDL + STORE_SETUP_SDL + MARKETS_SDL,
);
