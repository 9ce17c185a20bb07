import type {Route} from './+types/($locale).api.search';
import {assertLocaleParam} from '~/i18n/route';
import type {WatchCardImageFragment} from 'storefrontapi.generated';
import {EMPTY_STATE} from '~/domain/catalogue/filters';
import {loadCataloguePage} from '~/server/catalogue/query';
import {cardPrice} from '~/domain/watch/cardPrice';
import type {SoldPriceShown} from '~/domain/watch/soldPrice';

export const SEARCH_PANEL_LIMIT = 10;

export type SearchMatch = {
  handle: string;
  title: string;
  vendor: string;
  image: WatchCardImageFragment | null;
  price: {amount: string; currencyCode: string} | null;
  /** A sold watch's figure (pounds, decision 142) in place of its converted asking price. */
  sold: SoldPriceShown | null;
};

export type SearchPanelResponse = {
  query: string;
  total: number;
  products: SearchMatch[];
};

/**
 * Live matches for the header's search panel: the first page of the catalogue's own search
 * (the listed watches only, docs/decisions/070-catalogue-eligibility.md), so the panel's total
 * and watches are those of the results page it links to.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  // A resource route: the ($locale) layout's check does not run for it.
  assertLocaleParam(params);
  const query = (new URL(request.url).searchParams.get('q') ?? '')
    .trim()
    .slice(0, 100);
  if (!query)
    return Response.json({
      query,
      total: 0,
      products: [],
    } satisfies SearchPanelResponse);
  const page = await loadCataloguePage(context.readStorefront, {
    source: {kind: 'search', query},
    state: {...EMPTY_STATE, search: query},
    pageSize: SEARCH_PANEL_LIMIT,
  });
  const products: SearchMatch[] = page.products.map((product) => {
    const {price, sold} = cardPrice(product, context.site.market.currency);
    return {
      handle: product.handle,
      title: product.title,
      vendor: product.vendor,
      image:
        product.featuredImage ??
        product.selectedOrFirstAvailableVariant?.image ??
        null,
      price,
      sold,
    };
  });
  return Response.json(
    {query, total: page.total, products} satisfies SearchPanelResponse,
    {
      headers: {'Cache-Control': 'private, max-age=30'},
    },
  );
}
