// A compact way to write one watch of the dealer's stock. The brand files call `watch()` with the
// facts a merchandiser would type; this fills what Shopify would hold anyway (product type, the
// `custom` metafields, a handle) so the data files stay readable and every record has one shape.
import type {WatchLook, WatchSeed, WatchTranslation} from './types';

export interface WatchInput {
  /** Defaults to the title turned into a handle. */
  handle?: string;
  title: string;
  vendor: string;
  /** custom.reference_number; the first reference also becomes the variant SKU. */
  ref: string;
  price: number | null;
  compareAt?: number | null;
  status: string;
  year?: string;
  size?: string;
  caseMaterial?: string;
  bracelet?: string;
  movement?: string;
  wr?: string;
  crystal?: string;
  condition?: string;
  dial?: string;
  /** Raw text as typed ('Yes', 'yes', 'true', 'No'); leave out for an absent metafield. */
  box?: string;
  papers?: string;
  signature?: string;
  /** Free-form further specifications (power_reserve, complications, ...). */
  extra?: Record<string, string>;
  tags: string[];
  /** One string per paragraph. */
  text: string[];
  look: WatchLook;
  /** Gallery size; defaults to 4-6 chosen from the handle so galleries differ. */
  images?: number;
  quantity?: number;
  /** ISO date; defaults to a date spread over 2024-2026 from the handle. */
  created?: string;
  collections?: string[];
  de?: {title: string; text: string[]};
  /** Fixed prices by market handle, in its currency (Shopify's price lists). */
  marketPrices?: Record<string, number>;
  /** Markets whose catalogue leaves this watch out. */
  notSoldIn?: string[];
}

/** Lower-case handle: accents folded, anything else non-alphanumeric becomes one hyphen. */
export function toHandle(text: string): string {
  return text
    .toLowerCase()
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ä/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Small stable string hash (FNV-1a), used so defaults do not depend on file order. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// Products were created between these two dates (the shop opened on Shopify in January 2024).
const CREATED_FROM = Date.UTC(2024, 0, 8, 9, 0, 0);
const CREATED_TO = Date.UTC(2026, 10, 14, 17, 0, 0);

export function spreadDate(key: string): string {
  const span = CREATED_TO - CREATED_FROM;
  // Whole minutes keep the ISO strings tidy.
  const offset =
    Math.floor(((hashString(key) / 0xffffffff) * span) / 60000) * 60000;
  return new Date(CREATED_FROM + offset).toISOString();
}

export function watch(input: WatchInput): WatchSeed {
  const handle = input.handle ?? toHandle(input.title);
  const metafields: WatchSeed['metafields'] = {
    availability_status: input.status,
    reference_number: input.ref,
  };
  const optional: Array<[string, string | undefined]> = [
    ['year', input.year],
    ['case_size', input.size],
    ['case_material', input.caseMaterial],
    ['bracelet_material', input.bracelet],
    ['movement', input.movement],
    ['water_resistance', input.wr],
    ['crystal', input.crystal],
    ['condition', input.condition],
    ['dial', input.dial],
    ['box', input.box],
    ['papers', input.papers],
    ['signature_watches', input.signature],
  ];
  for (const [key, value] of optional)
    if (value !== undefined) metafields[key] = value;
  for (const [key, value] of Object.entries(input.extra ?? {}))
    metafields[key] = value;

  const de: WatchTranslation | undefined = input.de
    ? {title: input.de.title, description: input.de.text.join('\n\n')}
    : undefined;

  return {
    handle,
    title: input.title,
    vendor: input.vendor,
    productType: 'Watch',
    tags: input.tags,
    description: input.text.join('\n\n'),
    price: input.price,
    compareAtPrice: input.compareAt ?? null,
    quantity: input.quantity ?? 1,
    createdAt: input.created ?? spreadDate(handle),
    imageCount: input.images ?? 4 + (hashString(handle) % 3),
    look: input.look,
    metafields,
    ...(input.collections ? {extraCollections: input.collections} : {}),
    ...(de ? {de} : {}),
    ...(input.marketPrices ? {marketPrices: input.marketPrices} : {}),
    ...(input.notSoldIn ? {notSoldIn: input.notSoldIn} : {}),
  };
}
