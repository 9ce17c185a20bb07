// Product, ProductVariant and Collection resolvers. Product and variant both read the same
// Watch record (one variant per watch); their resolvers are explicit so no field of one leaks
// into the other.
import {GraphQLError} from 'graphql';
import {emptyConnection, type ResolverMap, type ShopContext} from './context';
import {
  evaluateFilters,
  UnsupportedFilterError,
  type FilterEvaluation,
  type ProductFilterInput,
} from './filters';
import type {Pricing} from '../markets/pricing';
import {gid} from './ids';
import {money} from './money';
import {paginate, type PageArgs} from './pagination';
import {matchesSearch, parseSearch} from './search-syntax';
import {sortMatches} from './sorting';
import type {ShopCollection, ShopImage, Watch} from './stock';

export function imageOut(image: ShopImage, language?: string) {
  return {
    __typename: 'Image',
    id: image.id,
    url: image.url,
    altText:
      language === 'DE' && image.altTextDe ? image.altTextDe : image.altText,
    width: image.width,
    height: image.height,
    src: image.url,
    originalSrc: image.url,
    transformedSrc: image.url,
    thumbhash: null,
  };
}

function translated(w: Watch, ctx: ShopContext) {
  return ctx.language === 'DE' ? w.seed.de : undefined;
}

function titleOf(w: Watch, ctx: ShopContext) {
  return translated(w, ctx)?.title ?? w.title;
}

function descriptionOf(w: Watch, ctx: ShopContext) {
  return translated(w, ctx)?.description ?? w.description;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function paragraphsHtml(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
}

function truncate(text: string, at: number | null | undefined) {
  const plain = text.replace(/\s*\n\s*/g, ' ').trim();
  if (!at || plain.length <= at) return plain;
  return plain.slice(0, at).trimEnd() + '…';
}

function metafieldOf(
  w: Watch,
  namespace: string | null | undefined,
  key: string,
) {
  if ((namespace ?? 'custom') !== 'custom') return null;
  const value = w.metafields[key];
  if (value === undefined) return null;
  return {
    __typename: 'Metafield',
    id: gid('Metafield', `${w.n}-${key}`),
    namespace: 'custom',
    key,
    value,
    type: 'single_line_text_field',
    description: null,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    reference: null,
    references: null,
    parentResource: {...w, __typename: 'Product'},
  };
}

const metafieldsNone = (_: unknown, args: {identifiers: unknown[]}) =>
  args.identifiers.map(() => null);
/** The price in the buyer's market currency (@inContext country); unpriced is 0. */
const presentmentPrice = (w: Watch, _a: unknown, ctx: ShopContext) =>
  money(ctx.pricing.price(w) ?? 0, ctx.pricing.currency);
const presentmentCompareAt = (w: Watch, _a: unknown, ctx: ShopContext) => {
  const compareAt = ctx.pricing.compareAtPrice(w);
  return compareAt ? money(compareAt, ctx.pricing.currency) : null;
};
/** For sale in the buyer's market: in stock, priced, and in the market's catalogue. */
const forSaleIn = (w: Watch, ctx: ShopContext) => ctx.pricing.forSale(w);

function optionOf(w: Watch) {
  return {
    __typename: 'ProductOption',
    id: gid('ProductOption', w.n),
    name: 'Title',
    values: ['Default Title'],
    optionValues: [
      {
        __typename: 'ProductOptionValue',
        id: gid('ProductOptionValue', w.n),
        name: 'Default Title',
        firstSelectableVariant: w,
        swatch: null,
      },
    ],
  };
}

/** Matches the requested options against Title = Default Title. */
function variantFor(
  w: Watch,
  selected: Array<{name: string; value: string}> | null | undefined,
  caseInsensitive: boolean,
  ignoreUnknown: boolean,
): Watch | null {
  for (const o of selected ?? []) {
    const same = (a: string, b: string) =>
      caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
    if (!same(o.name, 'Title')) {
      if (ignoreUnknown) continue;
      return null;
    }
    if (!same(o.value, 'Default Title')) return null;
  }
  return w;
}

function variantConnection(w: Watch, args: PageArgs) {
  return paginate([w], args, (v) => v.n);
}

export function productConnectionOf(
  base: Watch[],
  pricing: Pricing,
  args: PageArgs & {
    sortKey?: string;
    reverse?: boolean;
    query?: string | null;
    filters?: ProductFilterInput[] | null;
  },
) {
  const search = parseSearch(args.query ?? '');
  const searched =
    search.kind === 'all' ? base : base.filter((w) => matchesSearch(search, w));
  let filtered: FilterEvaluation;
  try {
    filtered = evaluateFilters(searched, args.filters, pricing);
  } catch (e) {
    if (e instanceof UnsupportedFilterError)
      throw new GraphQLError(e.message, {
        extensions: {code: 'NOT_IMPLEMENTED'},
      });
    throw e;
  }
  const sorted = sortMatches(
    searched,
    filtered,
    args.sortKey,
    Boolean(args.reverse),
    pricing,
    search,
  );
  const page = paginate(sorted, args, (w) => w.n);
  return {
    ...page,
    totalCount: filtered.matches.length,
    // Facets are computed only when asked for, from the same pass.
    filters: () => filtered.facets(),
  };
}

export function collectionWatches(
  c: ShopCollection,
  ctx: ShopContext,
): Watch[] {
  return ctx.stock.collectionMembers(c);
}

export const productResolvers: ResolverMap = {
  Product: {
    id: (w: Watch) => gid('Product', w.n),
    handle: (w: Watch) => w.handle,
    title: (w: Watch, _a, ctx) => titleOf(w, ctx),
    description: (w: Watch, a: {truncateAt?: number}, ctx) =>
      truncate(descriptionOf(w, ctx), a.truncateAt),
    descriptionHtml: (w: Watch, _a, ctx) =>
      paragraphsHtml(descriptionOf(w, ctx)),
    vendor: (w: Watch) => w.vendor,
    productType: (w: Watch) => w.productType,
    tags: (w: Watch) => w.tags,
    createdAt: (w: Watch) => w.createdAt,
    updatedAt: (w: Watch) => w.updatedAt,
    publishedAt: (w: Watch) => w.createdAt,
    availableForSale: (w: Watch, _a, ctx) => forSaleIn(w, ctx),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    totalInventory: (w: Watch) => w.quantity,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    category: () => null,
    seo: () => ({title: null, description: null}),
    featuredImage: (w: Watch, _a, ctx) => {
      const first = ctx.stock.images(w)[0];
      return first ? imageOut(first, ctx.language) : null;
    },
    images: (w: Watch, a, ctx) => {
      const images = ctx.stock
        .images(w)
        .map((image) => imageOut(image, ctx.language));
      return paginate(a.reverse ? images.reverse() : images, a, (i) => i.id);
    },
    media: (w: Watch, a, ctx) => {
      const media = ctx.stock.images(w).map((image) => ({
        __typename: 'MediaImage',
        id: image.id.replace('/ProductImage/', '/MediaImage/'),
        alt:
          ctx.language === 'DE' && image.altTextDe
            ? image.altTextDe
            : image.altText,
        mediaContentType: 'IMAGE',
        image: imageOut(image, ctx.language),
        previewImage: imageOut(image, ctx.language),
        presentation: null,
      }));
      return paginate(a.reverse ? media.reverse() : media, a, (m) => m.id);
    },
    metafield: (w: Watch, a: {namespace?: string; key: string}) =>
      metafieldOf(w, a.namespace, a.key),
    metafields: (
      w: Watch,
      a: {identifiers: Array<{namespace?: string; key: string}>},
    ) => a.identifiers.map((i) => metafieldOf(w, i.namespace, i.key)),
    options: (w: Watch, a: {first?: number}) =>
      a.first === 0 ? [] : [optionOf(w)],
    priceRange: (w: Watch, a, ctx) => ({
      minVariantPrice: presentmentPrice(w, a, ctx),
      maxVariantPrice: presentmentPrice(w, a, ctx),
    }),
    compareAtPriceRange: (w: Watch, a, ctx) => {
      const compareAt =
        presentmentCompareAt(w, a, ctx) ?? money(0, ctx.pricing.currency);
      return {minVariantPrice: compareAt, maxVariantPrice: compareAt};
    },
    variants: (w: Watch, a) => variantConnection(w, a),
    variantsCount: () => ({count: 1, precision: 'EXACT'}),
    selectedOrFirstAvailableVariant: (w: Watch, a) =>
      variantFor(
        w,
        a.selectedOptions,
        a.caseInsensitiveMatch,
        a.ignoreUnknownOptions ?? true,
      ) ?? w,
    variantBySelectedOptions: (w: Watch, a) =>
      variantFor(
        w,
        a.selectedOptions,
        a.caseInsensitiveMatch,
        a.ignoreUnknownOptions ?? false,
      ),
    adjacentVariants: () => [],
    encodedVariantExistence: () => 'v1_0',
    encodedVariantAvailability: (w: Watch, _a, ctx) =>
      forSaleIn(w, ctx) ? 'v1_0' : 'v1_',
    collections: (w: Watch, a, ctx) => {
      const list = ctx.stock.collectionsOf(w);
      return {
        ...paginate(a.reverse ? list.reverse() : list, a, (c) => c.n),
        totalCount: list.length,
      };
    },
    sellingPlanGroups: () => emptyConnection(),
  },
  ProductVariant: {
    id: (w: Watch) => gid('ProductVariant', w.n),
    title: () => 'Default Title',
    sku: (w: Watch) => w.sku,
    barcode: () => null,
    price: presentmentPrice,
    priceV2: presentmentPrice,
    compareAtPrice: presentmentCompareAt,
    compareAtPriceV2: presentmentCompareAt,
    availableForSale: (w: Watch, _a, ctx) => forSaleIn(w, ctx),
    currentlyNotInStock: () => false,
    quantityAvailable: (w: Watch) => w.quantity,
    requiresShipping: () => true,
    requiresComponents: () => false,
    taxable: () => true,
    weight: () => 0,
    weightUnit: () => 'KILOGRAMS',
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    shopPayInstallmentsPricing: () => null,
    selectedOptions: () => [{name: 'Title', value: 'Default Title'}],
    image: (w: Watch, _a, ctx) => {
      const first = ctx.stock.images(w)[0];
      return first ? imageOut(first, ctx.language) : null;
    },
    product: (w: Watch) => w,
    metafield: () => null,
    metafields: metafieldsNone,
    quantityRule: () => ({minimum: 1, maximum: null, increment: 1}),
    quantityPriceBreaks: () => emptyConnection(),
    components: () => emptyConnection(),
    groupedBy: () => emptyConnection(),
    sellingPlanAllocations: () => emptyConnection(),
    storeAvailability: () => emptyConnection(),
  },
  Collection: {
    id: (c: ShopCollection) => gid('Collection', c.n),
    handle: (c: ShopCollection) => c.handle,
    title: (c: ShopCollection) => c.title,
    description: (c: ShopCollection, a: {truncateAt?: number}) =>
      truncate(c.description, a.truncateAt),
    descriptionHtml: (c: ShopCollection) => paragraphsHtml(c.description),
    image: () => null,
    seo: () => ({title: null, description: null}),
    updatedAt: (c: ShopCollection) => c.updatedAt,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    metafield: () => null,
    metafields: metafieldsNone,
    products: (c: ShopCollection, a, ctx) =>
      productConnectionOf(collectionWatches(c, ctx), ctx.pricing, a),
  },
};
