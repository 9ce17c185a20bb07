// The visitor's cart as JSON for the header, the drawer and analytics: a plain fetch reads it,
// not a fetcher, so no route module is imported after hydration that a shopper leaving the page
// could see cancelled (docs/decisions/111-webkit-journeys.md). Personal: never stored anywhere.
import type {Route} from './+types/($locale).api.cart';
import {assertLocaleParam} from '~/i18n/route';
import {readVisitorCart} from '~/server/cart/cartOfVisitor';
import {PRIVATE_CACHE_CONTROL} from '~/server/pageCache';

export async function loader({params, context}: Route.LoaderArgs) {
  // A resource route: the ($locale) layout's check does not run for it.
  assertLocaleParam(params);
  return Response.json(
    await readVisitorCart(context.cart, context.storefront.i18n.country),
    {
      headers: {'Cache-Control': PRIVATE_CACHE_CONTROL},
    },
  );
}
