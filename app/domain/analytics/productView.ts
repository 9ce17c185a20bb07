/** What Shopify's product_viewed event reports about a watch page. */
export type ProductViewed = {
  products: Array<{
    id: string;
    title: string;
    vendor: string;
    variantId: string;
    variantTitle: string;
    price: string;
    quantity: number;
    sku?: string;
  }>;
};

/** The product_viewed data for a watch, or null when it has no priced variant to report. */
export function productViewed(product: {
  id: string;
  title: string;
  vendor: string;
  variant: {
    id: string;
    title: string;
    sku?: string | null;
    price?: {amount: string} | null;
  } | null;
}): ProductViewed | null {
  const {variant} = product;
  if (!variant?.price) return null;
  return {
    products: [
      {
        id: product.id,
        title: product.title,
        vendor: product.vendor,
        variantId: variant.id,
        variantTitle: variant.title,
        price: variant.price.amount,
        quantity: 1,
        ...(variant.sku ? {sku: variant.sku} : {}),
      },
    ],
  };
}
