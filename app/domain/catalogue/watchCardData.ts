import type {WatchCardFragment} from 'storefrontapi.generated';

type Money = {amount: string; currencyCode: string};
type CardImage = {url: string; altText?: string | null};
type Field = {value: string} | null;

/**
 * What a watch card shows or uses in the browser. A list page's assembled copy keeps only
 * this: every other field would be parsed from the list cache, rendered and sent twice (HTML
 * and turbo-stream) for each of its 24 cards (docs/decisions/024-lighter-list-pages.md).
 * A full WatchCardFragment fits this shape, so home carousels and related watches pass theirs.
 */
export type WatchCardData = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  availableForSale: boolean;
  featuredImage?: CardImage | null;
  /** Only where the variant has no price of its own. */
  priceRange?: {minVariantPrice: Money};
  selectedOrFirstAvailableVariant?: {
    id: string;
    availableForSale: boolean;
    price?: Money;
    /** Only where the watch has no featured image. */
    image?: CardImage | null;
  } | null;
  status?: Field;
  /** A draft order's hold on the watch (decision 131): shown as reserved until then. */
  reservedUntil?: Field;
  reference?: Field;
  box?: Field;
  papers?: Field;
  year?: Field;
  caseSize?: Field;
  caseMaterial?: Field;
  movement?: Field;
  condition?: Field;
  /** The achieved price of a sold watch, in pounds (custom.sold_price). */
  soldPrice?: Field;
};

/** The metafields a card reads: availability, reference, box & papers, specifications, sold price. */
const CARD_FIELDS = [
  'status',
  'reservedUntil',
  'reference',
  'box',
  'papers',
  'year',
  'caseSize',
  'caseMaterial',
  'movement',
  'condition',
  'soldPrice',
] as const;

function cardImage(image: CardImage | null | undefined): CardImage | null {
  if (!image) return null;
  return image.altText
    ? {url: image.url, altText: image.altText}
    : {url: image.url};
}

/** A copy of an amount and its currency, without anything else the API sent beside them. */
function money(value: Money | null | undefined): Money | null {
  return value
    ? {amount: value.amount, currencyCode: value.currencyCode}
    : null;
}

/** A card's data from the Storefront API's fragment: what it shows and nothing else. */
export function watchCardData(product: WatchCardFragment): WatchCardData {
  const variant = product.selectedOrFirstAvailableVariant;
  const price = money(variant?.price);
  const card: WatchCardData = {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    availableForSale: product.availableForSale,
    featuredImage: cardImage(product.featuredImage),
    selectedOrFirstAvailableVariant: variant
      ? {
          id: variant.id,
          availableForSale: variant.availableForSale,
          ...(price ? {price} : {}),
          ...(product.featuredImage ? {} : {image: cardImage(variant.image)}),
        }
      : null,
  };
  const range = money(product.priceRange?.minVariantPrice);
  if (!price && range) card.priceRange = {minVariantPrice: range};
  for (const field of CARD_FIELDS) {
    const value = product[field]?.value;
    // An absent metafield is left out rather than sent as null 24 times.
    if (value != null) card[field] = {value};
  }
  return card;
}
