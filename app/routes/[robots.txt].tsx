import type {Route} from './+types/[robots.txt]';
import {robotsTxt} from '~/lib/sitemap/robots';

/** /robots.txt: crawlers stay out of the cart, admin, API and filtered or searched listings. */
export function loader({request}: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
