// The fields every watch card needs (list pages, home carousels, related watches).
// Metafields are aliased so components read `product.status?.value` instead of
// searching a metafields array.
export const WATCH_CARD_FRAGMENT = `#graphql
  fragment WatchCardImage on Image {
    id
    url
    altText
    width
    height
  }
  fragment WatchCard on Product {
    id
    handle
    title
    vendor
    availableForSale
    featuredImage {
      ...WatchCardImage
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    selectedOrFirstAvailableVariant {
      id
      sku
      availableForSale
      quantityAvailable
      price {
        amount
        currencyCode
      }
      image {
        ...WatchCardImage
      }
      product {
        title
        handle
      }
    }
    status: metafield(namespace: "custom", key: "availability_status") {
      value
    }
    reservedUntil: metafield(namespace: "custom", key: "reserved_until") {
      value
    }
    reference: metafield(namespace: "custom", key: "reference_number") {
      value
    }
    box: metafield(namespace: "custom", key: "box") {
      value
    }
    papers: metafield(namespace: "custom", key: "papers") {
      value
    }
    year: metafield(namespace: "custom", key: "year") {
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
    condition: metafield(namespace: "custom", key: "condition") {
      value
    }
    signature: metafield(namespace: "custom", key: "signature_watches") {
      value
    }
    soldPrice: metafield(namespace: "custom", key: "sold_price") {
      value
    }
  }
` as const;
