// Live prices for the signature samples that are catalogue products: one value per claim, the
// carousel shows what the watch's own page shows.
import {isPriceMissing, type MoneyLike} from '~/domain/money';

type PricedProduct = {
  handle: string;
  priceRange: {minVariantPrice: {amount: string; currencyCode: string}};
};

/** '/products/foo' -> 'foo'; anything else (no page) -> ''. */
export function productHandleOf(link: string | undefined): string {
  return /^\/products\/([^/?#]+)$/.exec(link ?? '')?.[1] ?? '';
}

/** Priced products by handle; an unpriced one keeps the sample's own wording. */
export function livePrices(
  products: PricedProduct[],
): Record<string, MoneyLike> {
  return Object.fromEntries(
    products
      .filter((product) => !isPriceMissing(product.priceRange.minVariantPrice))
      .map((product) => [product.handle, product.priceRange.minVariantPrice]),
  );
}
