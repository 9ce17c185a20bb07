// JSON-LD for the product page: a schema.org Product with one Offer, and the breadcrumb trail.
import {
  schemaAvailability,
  schemaCondition,
} from '~/domain/product/merchantMapping';

export type ProductForJsonLd = {
  title: string;
  vendor: string;
  description: string;
  url: string;
  images: string[];
  reference: string;
  price: {amount: string; currencyCode: string} | null;
  status: string | null | undefined;
  condition: string | null | undefined;
  shopName: string;
  /** The condition report's grades, last service and first sale (decision 102). */
  conditionReport?: Array<{name: string; value: string}>;
};

/** The date one year after `now`, as YYYY-MM-DD (schema.org priceValidUntil). */
export function oneYearAhead(now: Date): string {
  const next = new Date(now.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next.toISOString().slice(0, 10);
}

/** schema.org Product with brand, sku/mpn (the reference number) and an Offer in the watch's currency. */
export function productJsonLd(
  product: ProductForJsonLd,
  now: Date = new Date(),
): Record<string, unknown> {
  const priced =
    product.price && Number(product.price.amount) > 0 ? product.price : null;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: product.url,
    priceCurrency: priced?.currencyCode ?? 'GBP',
    priceValidUntil: oneYearAhead(now),
    itemCondition: schemaCondition(product.condition),
    availability: schemaAvailability(product.status),
    seller: {'@type': 'Organization', name: product.shopName},
  };
  if (priced) offer.price = Number(priced.amount).toFixed(2);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images,
    url: product.url,
    brand: {'@type': 'Brand', name: product.vendor},
    offers: offer,
  };
  if (product.reference) {
    data.sku = product.reference;
    data.mpn = product.reference;
  }
  if (product.conditionReport?.length)
    data.additionalProperty = product.conditionReport.map((pair) => ({
      '@type': 'PropertyValue',
      ...pair,
    }));
  return data;
}

/**
 * Brand collection slug: lower-cased vendor, spaces as hyphens (the old site's addresses), with 'ö' as 'oe'
 * and '.'/'&' dropped so 'A. Lange & Söhne' -> 'a-lange-soehne' (the shop's collection handle).
 */
export function brandSlug(vendor: string): string {
  return vendor
    .trim()
    .toLowerCase()
    .replace(/ö/g, 'oe')
    .replace(/[.&]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
