// The cart as every page sees it: each line carries the variant's stock so the
// drawer can stop the quantity at what the dealer actually holds.
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartMoney on MoneyV2 {
    currencyCode
    amount
  }
  fragment CartLine on CartLine {
    id
    quantity
    cost {
      totalAmount {
        ...CartMoney
      }
      amountPerQuantity {
        ...CartMoney
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        availableForSale
        quantityAvailable
        price {
          ...CartMoney
        }
        image {
          id
          url
          altText
          width
          height
        }
        product {
          id
          handle
          title
          vendor
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    updatedAt
    note
    buyerIdentity {
      countryCode
      email
    }
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
    cost {
      subtotalAmount {
        ...CartMoney
      }
      totalAmount {
        ...CartMoney
      }
      totalTaxAmount {
        ...CartMoney
      }
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
  }
` as const;
