// The Google Merchant Center feed (RSS 2.0 with the g: namespace) of every watch Google would
// accept: priced, photographed and of a status the shop acts on.
// Built on the server from the Storefront API; the mapping of condition and availability is
// the product page's own (merchantMapping), so JSON-LD and the feed never disagree.
import {conditionOf, availabilityOf} from '~/domain/product/merchantMapping';
import {
  conditionReportDetails,
  parseConditionReport,
} from '~/domain/product/conditionReport';
import {isPriceMissing} from '~/domain/money';
import {availabilityStatus} from '~/domain/watch/availability';
import {firstReference} from '~/domain/watch/reference';
import {DEFAULT_SITE, sitePath, type Site} from '~/domain/markets/sitePath';
import {cutText, element, escapeXml} from './xml';

/** Google's taxonomy: Apparel & Accessories > Jewelry > Watches. */
export const GOOGLE_PRODUCT_CATEGORY = '201';
export const FEED_DESCRIPTION_LIMIT = 5000;
export const FEED_ADDITIONAL_IMAGES = 10;
export const FEED_FILE_NAME = 'product-feed.xml';
/** Merchant Center reads at most 1000 characters of a product_detail's attribute_value. */
export const FEED_DETAIL_VALUE_LIMIT = 1000;

/** One product as the feed query returns it (a subset of Shopify's Product). */
export type FeedProduct = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  description: string;
  images: {nodes: Array<{url: string}>};
  priceRange: {minVariantPrice: {amount: string; currencyCode: string}};
  /** Whether the market the feed was asked in sells it now (Shopify's availableForSale). */
  availableForSale?: boolean;
  selectedOrFirstAvailableVariant?: {sku?: string | null} | null;
  status?: {value: string} | null;
  reference?: {value: string} | null;
  condition?: {value: string} | null;
  conditionOldKey?: {value: string} | null;
  conditionOldKey2?: {value: string} | null;
  signature?: {value: string} | null;
  /** `custom.condition_report`, the json metafield (app/domain/product/conditionReport.ts). */
  conditionReport?: {value: string} | null;
};

export type FeedChannel = {
  /** Origin of the storefront, e.g. https://www.example.co.uk (links are absolute). */
  origin: string;
  title: string;
  description: string;
  /** The site whose pages the items link to: its market's currency is the feed's. */
  site?: Site;
};

/** The numeric part of a Shopify global id: gid://shopify/Product/123 -> 123. */
export function legacyId(gid: string): string {
  return gid.split('/').pop() ?? gid;
}

/** '12500.00 GBP': two decimals and the ISO currency, as Merchant Center reads prices. */
export function feedPrice(money: {
  amount: string;
  currencyCode: string;
}): string {
  return `${Number(money.amount).toFixed(2)} ${money.currencyCode}`;
}

/** Why a watch is left out of the feed: Google disapproves items without a price or image. */
export type FeedExclusion = 'no-price' | 'no-image' | 'status-unknown';

export function feedExclusion(product: FeedProduct): FeedExclusion | null {
  if (isPriceMissing(product.priceRange?.minVariantPrice)) return 'no-price';
  if (!product.images.nodes.some((image) => image.url)) return 'no-image';
  if (availabilityStatus(product.status?.value) === 'unknown')
    return 'status-unknown';
  return null;
}

export function belongsInFeed(product: FeedProduct): boolean {
  return feedExclusion(product) === null;
}

/** The watches left out of the feed and why, for the merchandiser's report. */
export function feedExclusions(products: FeedProduct[]) {
  return products.flatMap((product) => {
    const reason = feedExclusion(product);
    return reason
      ? [{handle: product.handle, title: product.title, reason}]
      : [];
  });
}

/** The condition text, from the proper key or the old site's misspelt ones. */
function conditionTextOf(product: FeedProduct): string | undefined {
  return (
    product.condition?.value ||
    product.conditionOldKey?.value ||
    product.conditionOldKey2?.value ||
    undefined
  );
}

/**
 * The condition report as `g:product_detail` entries (section_name, attribute_name,
 * attribute_value): grades per part, the last service, provenance and authentication steps.
 * Nothing when the watch has no report or nothing usable in it.
 */
function productDetails(product: FeedProduct, indent: string): string {
  const inner = `${indent}  `;
  return conditionReportDetails(
    parseConditionReport(product.conditionReport?.value),
  )
    .map(
      (detail) =>
        `${indent}<g:product_detail>\n` +
        element('g:section_name', detail.section, inner) +
        element('g:attribute_name', detail.name, inner) +
        element(
          'g:attribute_value',
          cutText(detail.value, FEED_DETAIL_VALUE_LIMIT),
          inner,
        ) +
        `${indent}</g:product_detail>\n`,
    )
    .join('');
}

/**
 * A market's feed leaves out the watches its catalogue does not sell: those the default market
 * sells now and this one cannot (Shopify answers availableForSale: false, or no product at all).
 */
export function soldInMarket(
  marketProducts: FeedProduct[],
  defaultMarketProducts: FeedProduct[],
): FeedProduct[] {
  const sellable = new Set(
    defaultMarketProducts
      .filter((product) => product.availableForSale)
      .map((product) => product.id),
  );
  return marketProducts.filter(
    (product) => product.availableForSale || !sellable.has(product.id),
  );
}

/** One <item>: every field Merchant Center needs for a pre-owned watch. */
export function feedItem(
  product: FeedProduct,
  origin: string,
  site: Site = DEFAULT_SITE,
): string {
  const images = product.images.nodes.map((image) => image.url).filter(Boolean);
  const reference =
    firstReference(product.reference?.value) ||
    product.selectedOrFirstAvailableVariant?.sku?.trim() ||
    '';
  const link = new URL(
    sitePath(`/products/${encodeURIComponent(product.handle)}`, site),
    origin,
  ).toString();
  const i = '      ';
  return (
    '    <item>\n' +
    element('g:id', legacyId(product.id), i) +
    element('g:title', product.title, i) +
    element(
      'g:description',
      cutText(product.description.trim(), FEED_DESCRIPTION_LIMIT) ||
        product.title,
      i,
    ) +
    element('g:link', link, i) +
    element('g:image_link', images[0], i) +
    images
      .slice(1, 1 + FEED_ADDITIONAL_IMAGES)
      .map((url) => element('g:additional_image_link', url, i))
      .join('') +
    element('g:price', feedPrice(product.priceRange.minVariantPrice), i) +
    element('g:brand', product.vendor, i) +
    element('g:mpn', reference, i) +
    // Brand and MPN identify a watch; with both, identifiers exist (no GTIN is needed).
    element(
      'g:identifier_exists',
      product.vendor.trim() && reference ? 'yes' : 'no',
      i,
    ) +
    element('g:condition', conditionOf(conditionTextOf(product)), i) +
    element('g:availability', availabilityOf(product.status?.value), i) +
    element('g:google_product_category', GOOGLE_PRODUCT_CATEGORY, i) +
    productDetails(product, i) +
    '    </item>\n'
  );
}

/** The whole feed document; watches Google would disapprove are left out. */
export function renderMerchantFeed(
  products: FeedProduct[],
  channel: FeedChannel,
): string {
  const items = products
    .filter(belongsInFeed)
    .map((product) => feedItem(product, channel.origin, channel.site));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n' +
    '  <channel>\n' +
    `    <title>${escapeXml(channel.title)}</title>\n` +
    `    <link>${escapeXml(new URL(sitePath('/', channel.site ?? DEFAULT_SITE), channel.origin).toString())}</link>\n` +
    `    <description>${escapeXml(channel.description)}</description>\n` +
    items.join('') +
    '  </channel>\n' +
    '</rss>\n'
  );
}
