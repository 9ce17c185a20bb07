/**
 * Shopify's image CDN resizes by query string (`width`, `height`, `crop`), as the local
 * shop does: one URL builder and a few width ladders keep every <img> correctly sized
 * without shipping Hydrogen's general-purpose Image component to the browser.
 */
export type ShopImageData = {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
};

/** The widest a card is drawn in the usual layouts: a phone's full width, or four columns of 1440 px. */
export const CARD_CSS_WIDTH = 400;

/** Screen densities a ladder serves; a denser screen takes the 2x file, sharp enough at card size. */
export const LADDER_DENSITIES = [1, 1.5, 2] as const;

/**
 * One candidate per density at the widest drawn size. Every width is one more URL in each
 * card's HTML (24 cards a page), so a ladder holds only widths a screen would pick.
 */
export function densityLadder(
  cssWidth: number,
  densities: readonly number[] = LADDER_DENSITIES,
): number[] {
  return densities.map((density) => Math.round(cssWidth * density));
}

/** Widths offered per use, from the smallest phone to a 3x screen at the largest rendered size. */
export const IMAGE_WIDTHS = {
  /** Product gallery: full width on phones, half of 1440 px on desktop. */
  gallery: [400, 600, 800, 1000, 1200, 1440],
  /** Catalogue cards: 400, 600 and 800 (a 412 px phone at 1.75x takes 800, as it did from a longer ladder). */
  card: densityLadder(CARD_CSS_WIDTH),
  /** Thumbnails in the gallery strip, cart, search and wishlist (64–96 px). */
  thumb: [96, 192, 288],
} as const satisfies Record<string, readonly number[]>;

/** `sizes` per use, matching the layouts (cards: 1–4 columns in a page at most 1440 px wide). */
export const IMAGE_SIZES = {
  gallery: '(min-width: 1440px) 720px, (min-width: 1024px) 50vw, 100vw',
  card: '(min-width: 1440px) 340px, (min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

/** The URL up to its size parameters ('...jpg?v=1&'), parsed once per image rather than per width. */
function sizePrefix(url: string): string {
  const [base, query = ''] = url.split('?');
  if (!query) return `${base}?`;
  const params = new URLSearchParams(query);
  for (const name of ['width', 'height', 'crop']) params.delete(name);
  const kept = params.toString();
  return kept ? `${base}?${kept}&` : `${base}?`;
}

function sized(prefix: string, width: number, aspect?: number): string {
  return aspect
    ? `${prefix}width=${width}&height=${Math.round(width / aspect)}&crop=center`
    : `${prefix}width=${width}`;
}

/** The CDN URL for one width; square crops when `aspect` is 1 (height follows the aspect). */
export function shopImageUrl(
  url: string,
  width: number,
  aspect?: number,
): string {
  return sized(sizePrefix(url), width, aspect);
}

/** `srcset` over a width ladder. */
export function shopImageSrcSet(
  url: string,
  widths: readonly number[],
  aspect?: number,
): string {
  const prefix = sizePrefix(url);
  return widths
    .map((width) => `${sized(prefix, width, aspect)} ${width}w`)
    .join(', ');
}

/** A `<link rel=preload>` for a page's largest image, so it is fetched from the first bytes of <head>. */
export type ImagePreload = {href: string; srcSet?: string; sizes?: string};

export function imagePreload(
  url: string,
  widths: readonly number[],
  sizes: string,
  aspect?: number,
): ImagePreload {
  return {
    href: shopImageUrl(url, widths[Math.min(2, widths.length - 1)], aspect),
    srcSet: shopImageSrcSet(url, widths, aspect),
    sizes,
  };
}

type CardLike = {
  featuredImage?: {url: string} | null;
  selectedOrFirstAvailableVariant?: {image?: {url: string} | null} | null;
};

/** Preload for the first card of a list (the largest paint of a catalogue page on a phone). */
export function firstCardPreload(
  products: readonly CardLike[] | null | undefined,
): ImagePreload | null {
  const first = products?.[0];
  const url =
    first?.featuredImage?.url ??
    first?.selectedOrFirstAvailableVariant?.image?.url;
  return url ? imagePreload(url, IMAGE_WIDTHS.card, IMAGE_SIZES.card, 1) : null;
}
