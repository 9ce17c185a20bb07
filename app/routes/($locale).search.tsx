import {redirect} from 'react-router';
import type {Route} from './+types/($locale).search';
import {sitePath} from '~/domain/markets/sitePath';
import {catalogueQueryString} from '~/domain/catalogue/filters';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

/**
 * Shopify's standard search address, /search?q=…, which old links, bookmarks and Shopify's own
 * services use: a permanent redirect to all watches searched for the same text.
 */
export function loader({request, context}: Route.LoaderArgs) {
  const search = (new URL(request.url).searchParams.get('q') ?? '').trim();
  return redirect(
    sitePath('/products', context.site) + catalogueQueryString({search}),
    301,
  );
}

export default function SearchRedirect() {
  return null;
}
