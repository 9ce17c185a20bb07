// The visitor's cart as JSON for the header, the drawer and analytics: a plain fetch reads it,
// not a fetcher, so no route module is imported after hydration that a shopper leaving the page
// could see cancelled (docs/decisions/111-webkit-journeys.md). Personal: never stored anywhere.
import type {Route} from './+types/(de).api.cart';
import {readVisitorCart} from '~/server/cart/cartOfVisitor';
import {PRIVATE_CACHE_CONTROL} from '~/server/pageCache';

export async function loader({context}: Route.LoaderArgs) {
  return Response.json(await readVisitorCart(context.cart), {
    headers: {'Cache-Control': PRIVATE_CACHE_CONTROL},
  });
}
