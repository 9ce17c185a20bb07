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
    .replace(/[&.]/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/**
 * How each house writes its own name, for pages that have a slug but no product at hand.
 * A slug is only an address: 'fp-journe' is 'F.P. Journe', never 'Fp Journe'.
 */
export const BRAND_NAMES: Record<string, string> = {
  rolex: 'Rolex',
  'patek-philippe': 'Patek Philippe',
  'audemars-piguet': 'Audemars Piguet',
  'vacheron-constantin': 'Vacheron Constantin',
  'a-lange-soehne': 'A. Lange & Söhne',
  'richard-mille': 'Richard Mille',
  'fp-journe': 'F.P. Journe',
  iwc: 'IWC',
  'jaeger-lecoultre': 'Jaeger-LeCoultre',
  omega: 'Omega',
  cartier: 'Cartier',
  tudor: 'Tudor',
  panerai: 'Panerai',
  breguet: 'Breguet',
  blancpain: 'Blancpain',
  'grand-seiko': 'Grand Seiko',
  heuer: 'Heuer',
  'tag-heuer': 'TAG Heuer',
  zenith: 'Zenith',
};

/**
 * A brand's display name: the vendor as the merchandiser typed it on the brand's watches,
 * else the brand table, else the collection's own title; the slug's words only as a last resort.
 */
export function brandDisplayName(
  slug: string,
  {vendors = [], title}: {vendors?: string[]; title?: string | null} = {},
): string {
  const key = slug.trim().toLowerCase();
  const vendor = vendors.find((name) => vendorMatchesSlug(name, key));
  if (vendor) return vendor.trim();
  if (BRAND_NAMES[key]) return BRAND_NAMES[key];
  if (title?.trim()) return title.trim();
  return key
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
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
