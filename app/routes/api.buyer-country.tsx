// The country Oxygen says the visitor is in (the `oxygen-buyer-country` header), for the browser's
// first-visit market offer: pages are shared from the edge by URL, so they never read it.
import type {Route} from './+types/api.buyer-country';

export function loader({request}: Route.LoaderArgs) {
  const country = request.headers.get('oxygen-buyer-country');
  return Response.json(
    {country: country && /^[A-Z]{2}$/.test(country) ? country : null},
    {headers: {'Cache-Control': 'private, no-store'}},
  );
}
