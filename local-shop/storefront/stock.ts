// The stock book: every watch the dealer lists, indexed once, with the merchandiser's changes
// applied on top of the catalogue. Everything the Storefront API answers is read from here.
import type {WatchSeed} from '../catalogue/types';

export type ProductStatus = 'ACTIVE' | 'DRAFT' | 'ARCHIVED';

/** Shopify's ProductVariantInventoryPolicy: DENY stops selling at zero, CONTINUE sells on. */
export type InventoryPolicy = 'DENY' | 'CONTINUE';

export interface ShopImage {
  id: string;
  url: string;
  altText: string;
  /** The merchant's German alt text (Shopify translates image alt text), where the watch has one. */
  altTextDe?: string;
  width: number;
  height: number;
}

export type ImagesFor = (seed: WatchSeed, origin: string) => ShopImage[];

/** What a merchandiser may change; persisted per handle. */
export interface MerchandiserChange {
  metafields?: Record<string, string | null>;
  price?: number | null;
  compareAtPrice?: number | null;
  quantity?: number;
  inventoryPolicy?: InventoryPolicy;
  /** The inventory item's `tracked`: untracked stock never runs out, as in Shopify. */
  tracked?: boolean;
  status?: ProductStatus;
  tags?: string[];
  updatedAt?: string;
}

export interface Watch {
  /** Product number; the variant shares it (one variant per watch). */
  n: number;
  /** Bumped by every merchandiser change, so per-watch caches know when to recompute. */
  revision: number;
  seed: WatchSeed;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  description: string;
  price: number | null;
  compareAtPrice: number | null;
  quantity: number;
  inventoryPolicy: InventoryPolicy;
  tracked: boolean;
  status: ProductStatus;
  metafields: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** First reference number: the variant SKU. */
  sku: string;
  // Lower-cased texts, computed once per change so search stays linear and cheap.
  titleLower: string;
  vendorLower: string;
  typeLower: string;
  tagsLower: string[];
  skuLower: string;
  /** Every searchable text joined: title, vendor, type, tags, sku. */
  searchText: string;
}

export interface ShopCollection {
  n: number;
  handle: string;
  title: string;
  description: string;
  updatedAt: string;
  includes(watch: Watch): boolean;
}

/** Vendor -> collection handle: lower-case, spaces to hyphens, '&' and '.' dropped, umlauts spelt out. */
export function brandSlug(vendor: string): string {
  return vendor
    .toLowerCase()
    .replace(/ö/g, 'oe')
    .replace(/ä/g, 'ae')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[&.]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

export function isSignature(watch: Pick<Watch, 'metafields'>): boolean {
  const flag = (watch.metafields.signature_watches ?? '').trim().toLowerCase();
  return flag === 'true' || flag === 'yes';
}

/**
 * Shopify's rule for this shop: priced, and in stock unless the stock is untracked or the
 * variant sells on when out of stock (inventoryPolicy CONTINUE).
 */
export function isAvailableForSale(
  watch: Pick<Watch, 'quantity' | 'price' | 'inventoryPolicy' | 'tracked'>,
): boolean {
  const priced = watch.price !== null && watch.price > 0;
  const inStock =
    watch.quantity > 0 ||
    !watch.tracked ||
    watch.inventoryPolicy === 'CONTINUE';
  return priced && inStock;
}

/** How many a cart line may hold: none when not for sale, no limit when stock does not bind. */
export function stockLimit(watch: Watch): number {
  if (!isAvailableForSale(watch)) return 0;
  if (!watch.tracked || watch.inventoryPolicy === 'CONTINUE')
    return Number.POSITIVE_INFINITY;
  return watch.quantity;
}

const LEADING_BRANDS: Array<[string, string]> = [
  ['Rolex', 'rolex'],
  ['Patek Philippe', 'patek-philippe'],
  ['Audemars Piguet', 'audemars-piguet'],
  ['Richard Mille', 'richard-mille'],
  ['Vacheron Constantin', 'vacheron-constantin'],
  ['A. Lange & Söhne', 'a-lange-soehne'],
];

function titleFromHandle(handle: string): string {
  return handle
    .split('-')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}

export class StockBook {
  readonly watches: Watch[] = [];
  readonly collections: ShopCollection[] = [];
  private byHandle = new Map<string, Watch>();
  private byNumber = new Map<number, Watch>();
  private collectionByHandle = new Map<string, ShopCollection>();
  private changes = new Map<string, MerchandiserChange>();
  private imageCache = new Map<string, ShopImage[]>();
  origin = 'http://127.0.0.1:4000';
  /** Called after every merchandiser change (persistence and webhooks hook in here). */
  onChange: (watch: Watch) => void = () => {};
  /** Called after a watch is created through the Admin API. */
  onCreate: (watch: Watch) => void = () => {};
  /** Watches created through the Admin API, saved for the next start. */
  private created: WatchSeed[] = [];
  /** Bumped on every change; memoised lists below are valid for one version only. */
  private version = 0;
  private memo = new Map<string, {version: number; value: Watch[]}>();

  constructor(
    seeds: WatchSeed[],
    private imagesFor: ImagesFor,
    savedChanges: Record<string, MerchandiserChange> = {},
    createdSeeds: WatchSeed[] = [],
  ) {
    seeds.forEach((seed, i) => {
      const watch = fromSeed(seed, i + 1);
      this.watches.push(watch);
      this.byHandle.set(watch.handle, watch);
      this.byNumber.set(watch.n, watch);
    });

    for (const seed of createdSeeds)
      if (!this.byHandle.has(seed.handle)) this.create(seed, {}, false);
    for (const [handle, change] of Object.entries(savedChanges)) {
      if (this.byHandle.has(handle)) this.applyChange(handle, change, false);
    }
    this.buildCollections(seeds);
  }

  private buildCollections(seeds: WatchSeed[]) {
    const epoch = seeds.reduce(
      (min, s) => (s.createdAt < min ? s.createdAt : min),
      '2020-01-01T00:00:00Z',
    );
    const add = (
      handle: string,
      title: string,
      description: string,
      includes: (w: Watch) => boolean,
    ) => {
      if (this.collectionByHandle.has(handle)) return;
      const c: ShopCollection = {
        n: this.collections.length + 1,
        handle,
        title,
        description,
        updatedAt: epoch,
        includes,
      };
      this.collections.push(c);
      this.collectionByHandle.set(handle, c);
    };
    const vendors = new Map<string, string>();
    for (const s of seeds)
      if (!vendors.has(brandSlug(s.vendor)))
        vendors.set(brandSlug(s.vendor), s.vendor);
    const brand = (slug: string, fallbackName: string) => {
      const name = vendors.get(slug) ?? fallbackName;
      add(
        slug,
        name,
        `Pre-owned ${name} watches.`,
        (w) => brandSlug(w.vendor) === slug,
      );
    };
    for (const [name, slug] of LEADING_BRANDS) brand(slug, name);
    for (const slug of [...vendors.keys()].sort())
      brand(slug, vendors.get(slug)!);
    add(
      'all-watches',
      'All Watches',
      'Every pre-owned watch in stock.',
      // The store's automated collection leaves out the tag `not-listed`; signature watches
      // stay out even if a merchandiser forgot to tag one.
      (w) => !isSignature(w) && !w.tagsLower.includes('not-listed'),
    );
    add(
      'signature-watches',
      'Signature Watches',
      'Signature timepieces.',
      (w) => isSignature(w),
    );
    const extras = new Set<string>();
    for (const s of seeds)
      for (const h of s.extraCollections ?? []) extras.add(h);
    for (const h of [...extras].sort()) {
      add(h, titleFromHandle(h), '', (w) =>
        (w.seed.extraCollections ?? []).includes(h),
      );
    }
  }

  /** Watches a shopper can see: ACTIVE ones (DRAFT and ARCHIVED vanish from the Storefront API). */
  published(): Watch[] {
    return this.remember('published', () =>
      this.watches.filter((w) => w.status === 'ACTIVE'),
    );
  }

  /** The published watches of a collection, in catalogue order (memoised until the next change). */
  collectionMembers(c: ShopCollection): Watch[] {
    return this.remember(`collection:${c.handle}`, () =>
      this.published().filter((w) => c.includes(w)),
    );
  }

  /** Memoises a derived list until the stock next changes; callers must not mutate it. */
  remember(key: string, compute: () => Watch[]): Watch[] {
    const hit = this.memo.get(key);
    if (hit && hit.version === this.version) return hit.value;
    if (this.memo.size > 200) this.memo.clear();
    const value = compute();
    this.memo.set(key, {version: this.version, value});
    return value;
  }

  find(handle: string): Watch | undefined {
    return this.byHandle.get(handle);
  }

  findPublished(handle: string): Watch | undefined {
    const w = this.byHandle.get(handle);
    return w && w.status === 'ACTIVE' ? w : undefined;
  }

  byId(n: number): Watch | undefined {
    return this.byNumber.get(n);
  }

  collection(handle: string): ShopCollection | undefined {
    return this.collectionByHandle.get(handle);
  }

  collectionById(n: number): ShopCollection | undefined {
    return this.collections[n - 1];
  }

  collectionsOf(watch: Watch): ShopCollection[] {
    return this.collections.filter((c) => c.includes(watch));
  }

  images(watch: Watch): ShopImage[] {
    let images = this.imageCache.get(watch.handle);
    if (!images) {
      images =
        watch.seed.imageCount > 0
          ? this.imagesFor(watch.seed, this.origin)
          : [];
      this.imageCache.set(watch.handle, images);
    }
    return images;
  }

  /** Adds a watch (Admin API productCreate): numbered after the others, saved and announced. */
  create(
    seed: WatchSeed,
    change: MerchandiserChange = {},
    notify = true,
  ): Watch {
    if (this.byHandle.has(seed.handle))
      throw new Error(`Handle ${seed.handle} is already taken`);
    const watch = fromSeed(seed, this.watches.length + 1);
    this.watches.push(watch);
    this.byHandle.set(watch.handle, watch);
    this.byNumber.set(watch.n, watch);
    this.created.push(seed);
    if (Object.keys(change).length)
      this.applyChange(seed.handle, change, false);
    this.version++;
    if (notify) this.onCreate(watch);
    return watch;
  }

  /** Watches created through the Admin API, as saved for the next start. */
  createdSeeds(): WatchSeed[] {
    return [...this.created];
  }

  /** Merchandiser changes, as saved for the next start. */
  savedChanges(): Record<string, MerchandiserChange> {
    return Object.fromEntries(this.changes);
  }

  applyChange(
    handle: string,
    change: MerchandiserChange,
    notify = true,
  ): Watch {
    const watch = this.byHandle.get(handle);
    if (!watch) throw new Error(`No product with handle ${handle}`);
    const merged: MerchandiserChange = {...this.changes.get(handle)};
    if (change.metafields)
      merged.metafields = {...merged.metafields, ...change.metafields};
    for (const key of [
      'price',
      'compareAtPrice',
      'quantity',
      'inventoryPolicy',
      'tracked',
      'status',
      'tags',
    ] as const) {
      if (change[key] !== undefined)
        (merged as Record<string, unknown>)[key] = change[key];
    }
    merged.updatedAt = change.updatedAt ?? new Date().toISOString();
    this.changes.set(handle, merged);
    Object.assign(watch, fromSeed(watch.seed, watch.n, merged), {
      revision: watch.revision + 1,
    });
    this.version++;
    if (notify) this.onChange(watch);
    return watch;
  }
}

function fromSeed(
  seed: WatchSeed,
  n: number,
  change: MerchandiserChange = {},
): Watch {
  const metafields: Record<string, string> = {};
  for (const [k, v] of Object.entries(seed.metafields))
    if (typeof v === 'string') metafields[k] = v;
  for (const [k, v] of Object.entries(change.metafields ?? {})) {
    if (v === null) delete metafields[k];
    else metafields[k] = v;
  }
  const tags = change.tags ?? seed.tags;
  const sku = (metafields.reference_number ?? '').split(',')[0].trim();
  const watch: Watch = {
    n,
    revision: 0,
    seed,
    handle: seed.handle,
    title: seed.title,
    vendor: seed.vendor,
    productType: seed.productType,
    tags: [...tags],
    description: seed.description,
    price: change.price !== undefined ? change.price : seed.price,
    compareAtPrice:
      change.compareAtPrice !== undefined
        ? change.compareAtPrice
        : (seed.compareAtPrice ?? null),
    quantity: change.quantity ?? seed.quantity,
    inventoryPolicy: change.inventoryPolicy ?? 'DENY',
    tracked: change.tracked ?? true,
    status: change.status ?? 'ACTIVE',
    metafields,
    createdAt: seed.createdAt,
    updatedAt: change.updatedAt ?? seed.createdAt,
    sku,
    titleLower: seed.title.toLowerCase(),
    vendorLower: seed.vendor.toLowerCase(),
    typeLower: seed.productType.toLowerCase(),
    tagsLower: tags.map((t) => t.toLowerCase()),
    skuLower: sku.toLowerCase(),
    searchText: '',
  };
  watch.searchText = [
    watch.titleLower,
    watch.vendorLower,
    watch.typeLower,
    ...watch.tagsLower,
    watch.skuLower,
  ].join('\n');
  return watch;
}
