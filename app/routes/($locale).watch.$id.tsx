import {CacheShort} from '~/server/storefrontData';
import {redirect} from 'react-router';
import type {Route} from './+types/($locale).watch.$id';
import {sitePath} from '~/domain/markets/sitePath';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

/** The old site's /watch/{id}: a permanent redirect to the product page, 404 when unknown. */
export async function loader({params, context}: Route.LoaderArgs) {
  const raw = (params.id ?? '').trim();
  const id = raw.startsWith('gid://')
    ? raw
    : /^\d+$/.test(raw)
      ? `gid://shopify/Product/${raw}`
      : null;
  if (!id) throw new Response(null, {status: 404});
  const {node} = await context.readStorefront(WATCH_BY_ID_QUERY, {
    variables: {id},
    cache: CacheShort(),
    outage: 'last-good-copy',
    partialErrors: 'outage',
  });
  const handle = node && 'handle' in node ? node.handle : null;
  if (!handle) throw new Response(null, {status: 404});
  return redirect(sitePath(`/products/${handle}`, context.site), 301);
}

export default function WatchRedirect() {
  return null;
}

const WATCH_BY_ID_QUERY = `#graphql
  query WatchById($id: ID!) {
    node(id: $id) {
      ... on Product {
        handle
      }
    }
  }
` as const;
