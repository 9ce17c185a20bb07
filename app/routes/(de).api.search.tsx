import type {Route} from './+types/(de).api.search';
import type {WatchCardImageFragment} from 'storefrontapi.generated';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';

export const SEARCH_PANEL_LIMIT = 10;

export type SearchMatch = {
  handle: string;
  title: string;
  vendor: string;
  image: WatchCardImageFragment | null;
  price: {amount: string; currencyCode: string} | null;
};

export type SearchPanelResponse = {
  query: string;
  total: number;
  products: SearchMatch[];
};

/**
 * Live matches for the header's search panel: the whole catalogue, through the Storefront
 * API's search (case-insensitive over title, vendor, product type, tags and SKU = reference).
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '')
    .trim()
    .slice(0, 100);
  if (!query)
    return Response.json({
      query,
      total: 0,
      products: [],
    } satisfies SearchPanelResponse);
  const {search} = await context.storefront.query(SEARCH_PANEL_QUERY, {
    variables: {query, first: SEARCH_PANEL_LIMIT},
    cache: context.storefront.CacheShort(),
  });
  const products: SearchMatch[] = search.nodes.flatMap((node) =>
    node.__typename === 'Product'
      ? [
          {
            handle: node.handle,
            title: node.title,
            vendor: node.vendor,
            image:
              node.featuredImage ??
              node.selectedOrFirstAvailableVariant?.image ??
              null,
            price:
              node.selectedOrFirstAvailableVariant?.price ??
              node.priceRange.minVariantPrice ??
              null,
          },
        ]
      : [],
  );
  return Response.json(
    {query, total: search.totalCount, products} satisfies SearchPanelResponse,
    {
      headers: {'Cache-Control': 'private, max-age=30'},
    },
  );
}

const SEARCH_PANEL_QUERY = `#graphql
  query SearchPanel($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(query: $query, first: $first, types: [PRODUCT], sortKey: RELEVANCE) {
      totalCount
      nodes {
        __typename
        ... on Product {
          ...WatchCard
        }
      }
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;
