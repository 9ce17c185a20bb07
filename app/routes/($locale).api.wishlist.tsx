import {CacheShort} from '~/server/storefrontData';
import type {Route} from './+types/($locale).api.wishlist';
import {assertLocaleParam} from '~/i18n/route';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';

export const WISHLIST_MAX = 50;

export type WishlistItemData = Pick<
  WatchCardFragment,
  | 'handle'
  | 'title'
  | 'vendor'
  | 'featuredImage'
  | 'status'
  | 'priceRange'
  | 'soldPrice'
> & {
  price: {amount: string; currencyCode: string} | null;
};

/** Current price and status of the saved watches (?handles=a,b), so the panel never shows a stale copy. */
export async function loader({params, request, context}: Route.LoaderArgs) {
  // A resource route: the ($locale) layout's check does not run for it.
  assertLocaleParam(params);
  const handles = [
    ...new Set(
      (new URL(request.url).searchParams.get('handles') ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter((h) => /^[a-z0-9][a-z0-9-]*$/i.test(h)),
    ),
  ].slice(0, WISHLIST_MAX);
  if (!handles.length) return Response.json({products: []});
  const {readStorefront} = context;
  // One request: each handle is an aliased product lookup, so products stay in saved order.
  const query = wishlistQuery(handles.length);
  const variables = Object.fromEntries(
    handles.map((handle, i) => [`h${i}`, handle]),
  );
  const result = (await readStorefront(query, {
    variables,
    cache: CacheShort(),
    outage: 'last-good-copy',
    partialErrors: 'outage',
  })) as Record<string, WatchCardFragment | null>;
  const products = handles.flatMap((_, i) => {
    const product = result[`p${i}`];
    if (!product) return [];
    const item: WishlistItemData = {
      handle: product.handle,
      title: product.title,
      vendor: product.vendor,
      featuredImage: product.featuredImage,
      status: product.status,
      soldPrice: product.soldPrice,
      priceRange: product.priceRange,
      price:
        product.selectedOrFirstAvailableVariant?.price ??
        product.priceRange.minVariantPrice ??
        null,
    };
    return [item];
  });
  return Response.json(
    {products},
    {headers: {'Cache-Control': 'private, max-age=30'}},
  );
}

/** Built per call (the number of aliases varies), so it is not a codegen-typed document. */
function wishlistQuery(count: number) {
  const vars = Array.from({length: count}, (_, i) => `$h${i}: String!`).join(
    ', ',
  );
  const fields = Array.from(
    {length: count},
    (_, i) => `p${i}: product(handle: $h${i}) { ...WatchCard }`,
  ).join('\n');
  // The market's prices: Hydrogen fills $country and $language from the site's context.
  return `query WishlistProducts(${vars}, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {\n${fields}\n}\n${WATCH_CARD_FRAGMENT.replace('#graphql', '')}`;
}
