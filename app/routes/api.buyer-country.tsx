// The country Oxygen says the visitor is in (the `oxygen-buyer-country` header), for the browser's
// first-visit market offer: pages are shared from the edge by URL, so they never read it.
import type {Route} from './+types/api.buyer-country';

export function loader({request}: Route.LoaderArgs) {
  const country = request.headers.get('oxygen-buyer-country');
  // A loopback buyer is a local run: MiniOxygen fills in a made-up buyer in the US then.
  const local = /^(127\.|::1$)/.test(
    request.headers.get('oxygen-buyer-ip') ?? '',
  );
  return Response.json(
    {country: !local && country && /^[A-Z]{2}$/.test(country) ? country : null},
    {headers: {'Cache-Control': 'private, no-store'}},
  );
}
