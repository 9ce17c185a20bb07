// QueryRoot and Mutation: the Storefront API entry points the local shop answers.
import {GraphQLError} from 'graphql';
import type {CartPayload} from './carts';
import {emptyConnection, type ResolverMap, type ShopContext} from './context';
import {evaluateFilters, UnsupportedFilterError} from './filters';
import {gidNumber, parseGid} from './ids';
import {paginate} from './pagination';
import {collectionWatches, productConnectionOf} from './products';
import {matchesSearch, parseSearch, relevance} from './search-syntax';
import {
  localizationObject,
  menuObject,
  shopObject,
  sitemapObject,
} from './shop';
import {sortMatches} from './sorting';
import type {Pricing} from '../markets/pricing';
import type {ShopCollection, Watch} from './stock';

function productBy(
  args: {handle?: string; id?: string},
  ctx: ShopContext,
): Watch | null {
  if (args.handle != null) return ctx.stock.findPublished(args.handle) ?? null;
  if (args.id != null) {
    const n = gidNumber(args.id, 'Product');
    const w = n ? ctx.stock.byId(n) : undefined;
    return w && w.status === 'ACTIVE' ? w : null;
  }
  throw new GraphQLError('Either handle or id must be provided', {
    extensions: {code: 'BAD_USER_INPUT'},
  });
}

function collectionBy(
  args: {handle?: string; id?: string},
  ctx: ShopContext,
): ShopCollection | null {
  if (args.handle != null) return ctx.stock.collection(args.handle) ?? null;
  if (args.id != null) {
    const n = gidNumber(args.id, 'Collection');
    return (n && ctx.stock.collectionById(n)) || null;
  }
  throw new GraphQLError('Either handle or id must be provided', {
    extensions: {code: 'BAD_USER_INPUT'},
  });
}

/** node(id): products, variants, collections and carts; anything else is null. */
function nodeBy(id: string, ctx: ShopContext): unknown {
  const parsed = parseGid(id);
  if (!parsed) return null;
  const n = Number(parsed.id);
  switch (parsed.type) {
    case 'Product':
    case 'ProductVariant': {
      const w = ctx.stock.byId(n);
      return w && w.status === 'ACTIVE'
        ? Object.create(w, {__typename: {value: parsed.type}})
        : null;
    }
    case 'Collection': {
      const c = ctx.stock.collectionById(n);
      return c ? Object.create(c, {__typename: {value: 'Collection'}}) : null;
    }
    default:
      return null;
  }
}

/** SearchUnavailableProductsType: HIDE drops sold-out watches, LAST (the default) moves them last. */
function placeUnavailable(
  watches: Watch[],
  mode: string | null | undefined,
  pricing: Pricing,
): Watch[] {
  if (mode === 'HIDE') return watches.filter(pricing.forSale);
  if (mode === 'SHOW') return watches;
  return [
    ...watches.filter(pricing.forSale),
    ...watches.filter((w) => !pricing.forSale(w)),
  ];
}

function withFilterErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof UnsupportedFilterError)
      throw new GraphQLError(e.message, {
        extensions: {code: 'NOT_IMPLEMENTED'},
      });
    throw e;
  }
}

function searchConnection(args: any, ctx: ShopContext) {
  const types: string[] = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
  const search = parseSearch(args.query);
  const base = types.includes('PRODUCT')
    ? ctx.stock.remember(`search:${args.query}`, () =>
        ctx.stock.published().filter((w) => matchesSearch(search, w)),
      )
    : [];
  const filtered = withFilterErrors(() =>
    evaluateFilters(base, args.productFilters, ctx.pricing),
  );
  let sorted = sortMatches(
    base,
    filtered,
    args.sortKey ?? 'RELEVANCE',
    Boolean(args.reverse),
    ctx.pricing,
    search,
  );
  sorted = placeUnavailable(sorted, args.unavailableProducts, ctx.pricing);
  const page = paginate(sorted, args, (w) => w.n);
  return {
    ...page,
    edges: page.edges.map((e) => ({
      ...e,
      node: Object.create(e.node, {__typename: {value: 'Product'}}),
    })),
    nodes: page.nodes.map((n) =>
      Object.create(n, {__typename: {value: 'Product'}}),
    ),
    totalCount: sorted.length,
    productFilters: () => filtered.facets(),
  };
}

function predictiveSearch(args: any, ctx: ShopContext) {
  const limit = Math.max(1, Math.min(10, args.limit ?? 10));
  const types: string[] = args.types ?? [
    'PRODUCT',
    'COLLECTION',
    'PAGE',
    'ARTICLE',
    'QUERY',
  ];
  const text = String(args.query ?? '')
    .trim()
    .toLowerCase();
  const search = parseSearch(args.query ?? '');
  let products: Watch[] = [];
  if (text && types.includes('PRODUCT')) {
    const found = ctx.stock.remember(`search:${args.query}`, () =>
      ctx.stock.published().filter((w) => matchesSearch(search, w)),
    );
    const scored = found
      .map((w) => ({w, score: relevance(search, w)}))
      .sort((a, b) => b.score - a.score || a.w.n - b.w.n)
      .map((x) => x.w);
    products = placeUnavailable(
      scored,
      args.unavailableProducts,
      ctx.pricing,
    ).slice(0, limit);
  }
  const collections =
    text && types.includes('COLLECTION')
      ? ctx.stock.collections
          .filter((c) => c.title.toLowerCase().includes(text))
          .slice(0, limit)
      : [];
  const queries =
    text && types.includes('QUERY')
      ? [...new Set(ctx.stock.published().map((w) => w.vendor))]
          .filter((v) => v.toLowerCase().includes(text))
          .slice(0, limit)
          .map((v) => ({
            text: v.toLowerCase(),
            styledText: v.toLowerCase(),
            trackingParameters: null,
          }))
      : [];
  return {products, collections, queries, pages: [], articles: []};
}

/** RELATED: other watches for sale, same brand first, then closest in price. */
function recommendations(args: any, ctx: ShopContext): Watch[] | null {
  const product = args.productHandle
    ? ctx.stock.findPublished(args.productHandle)
    : (productBy({id: args.productId}, ctx) ?? undefined);
  if (!product) return null;
  if (args.intent === 'COMPLEMENTARY') return [];
  const price = product.price ?? 0;
  return ctx.stock
    .published()
    .filter((w) => w !== product && ctx.pricing.forSale(w))
    .sort(
      (a, b) =>
        Number(b.vendor === product.vendor) -
          Number(a.vendor === product.vendor) ||
        Math.abs((a.price ?? 0) - price) - Math.abs((b.price ?? 0) - price) ||
        a.n - b.n,
    )
    .slice(0, 10);
}

function stringConnection(values: string[], first: number) {
  const unique = [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));
  return paginate(unique, {first}, (s) => s);
}

export const rootResolvers: ResolverMap = {
  QueryRoot: {
    shop: (_s, _a, ctx) => shopObject(ctx),
    localization: (_s, _a, ctx) => localizationObject(ctx),
    product: (_s, a, ctx) => productBy(a, ctx),
    productByHandle: (_s, a, ctx) => productBy({handle: a.handle}, ctx),
    products: (_s, a, ctx) => {
      const c = productConnectionOf(ctx.stock.published(), ctx.pricing, a);
      // Shopify offers facets only on collections and search.
      return {...c, filters: []};
    },
    collection: (_s, a, ctx) => collectionBy(a, ctx),
    collectionByHandle: (_s, a, ctx) => collectionBy({handle: a.handle}, ctx),
    collections: (_s, a, ctx) => {
      const search = parseSearch(a.query ?? '');
      let list = ctx.stock.collections.filter(
        (c) =>
          search.kind === 'all' ||
          c.title.toLowerCase().includes(String(a.query).toLowerCase()) ||
          c.handle === a.query,
      );
      if (a.sortKey === 'TITLE')
        list = [...list].sort((x, y) => x.title.localeCompare(y.title, 'en'));
      if (a.reverse) list = [...list].reverse();
      return {...paginate(list, a, (c) => c.n), totalCount: list.length};
    },
    search: (_s, a, ctx) => searchConnection(a, ctx),
    predictiveSearch: (_s, a, ctx) => predictiveSearch(a, ctx),
    productRecommendations: (_s, a, ctx) => recommendations(a, ctx),
    productTags: (_s, a, ctx) =>
      stringConnection(
        ctx.stock.published().flatMap((w) => w.tags),
        a.first,
      ),
    productTypes: (_s, a, ctx) =>
      stringConnection(
        ctx.stock.published().map((w) => w.productType),
        a.first,
      ),
    node: (_s, a, ctx) => nodeBy(a.id, ctx),
    nodes: (_s, a, ctx) => a.ids.map((id: string) => nodeBy(id, ctx)),
    menu: (_s, a, ctx) => menuObject(a.handle, ctx),
    sitemap: (_s, a, ctx) => sitemapObject(a.type, ctx),
    cart: (_s, a, ctx) => ctx.carts.find(a.id),
    // The dealer's editorial content lives in the storefront, so the shop has no pages or blogs.
    page: () => null,
    pages: (_s, a) => paginate([], a, () => ''),
    blog: () => null,
    blogs: (_s, a) => paginate([], a, () => ''),
    article: () => null,
    articles: (_s, a) => paginate([], a, () => ''),
    // Hydrogen's storefrontRedirect asks this on every 404; the dealer has no admin redirects.
    urlRedirects: (_s, a) => paginate([], a, () => ''),
  },
  Mutation: {
    cartCreate: (_s, a, ctx) => ctx.carts.create(a.input, ctx.country),
    cartLinesAdd: (_s, a, ctx) => ctx.carts.linesAdd(a.cartId, a.lines),
    cartLinesUpdate: (_s, a, ctx) => ctx.carts.linesUpdate(a.cartId, a.lines),
    cartLinesRemove: (_s, a, ctx) => ctx.carts.linesRemove(a.cartId, a.lineIds),
    cartNoteUpdate: (_s, a, ctx) => ctx.carts.noteUpdate(a.cartId, a.note),
    cartAttributesUpdate: (_s, a, ctx) =>
      ctx.carts.attributesUpdate(a.cartId, a.attributes),
    cartBuyerIdentityUpdate: (_s, a, ctx) =>
      ctx.carts.buyerIdentityUpdate(a.cartId, a.buyerIdentity),
    cartDiscountCodesUpdate: (_s, a, ctx) =>
      ctx.carts.discountCodesUpdate(a.cartId, a.discountCodes),
  },
};

export type {CartPayload};
export {collectionWatches, emptyConnection};
