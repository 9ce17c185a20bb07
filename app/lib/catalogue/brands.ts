// Brand slugs and display names (docs/decisions/006) and the brands the
// catalogue filter offers.

/**
 * The slug is the lowercased vendor with spaces replaced by hyphens. Characters a URL
 * cannot carry cleanly are folded the way the shop's collection handles are written:
 * 'ö' -> 'oe' (Söhne -> soehne), '&' and '.' dropped, repeated hyphens collapsed.
 * 'A. Lange & Söhne' -> 'a-lange-soehne'; 'Patek Philippe' -> 'patek-philippe'.
 */
export function brandSlug(vendor: string): string {
  return vendor
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** Splits the slug on hyphens and capitalises each word; 'soehne' is shown as 'Söhne'. */
export function brandDisplayName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) =>
      word.toLowerCase() === 'soehne'
        ? 'Söhne'
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** Whether a vendor belongs to a brand slug (case-insensitive, as the old site compared). */
export function vendorMatchesSlug(vendor: string, slug: string): boolean {
  return brandSlug(vendor) === slug.trim().toLowerCase();
}

/** The Brand filter's choices, exactly as specified, with the vendor each one matches. */
export const FILTER_BRANDS = [
  {slug: 'rolex', vendor: 'Rolex'},
  {slug: 'patek-philippe', vendor: 'Patek Philippe'},
  {slug: 'audemars-piguet', vendor: 'Audemars Piguet'},
  {slug: 'vacheron-constantin', vendor: 'Vacheron Constantin'},
  {slug: 'a-lange-soehne', vendor: 'A. Lange & Söhne'},
  {slug: 'richard-mille', vendor: 'Richard Mille'},
] as const;

export type FilterBrandSlug = (typeof FILTER_BRANDS)[number]['slug'];

export function isFilterBrand(value: string): value is FilterBrandSlug {
  return FILTER_BRANDS.some((brand) => brand.slug === value);
}

/** The brands with a sourcing banner, text block and FAQ on their collection page. */
export const MAJOR_BRANDS = [
  'rolex',
  'patek-philippe',
  'audemars-piguet',
  'richard-mille',
] as const;

/** The vendor name a brand's watches most likely carry: the filter's canonical one, else `fallback`. */
export function brandVendorGuess(slug: string, fallback: string): string {
  return FILTER_BRANDS.find((brand) => brand.slug === slug)?.vendor ?? fallback;
}
