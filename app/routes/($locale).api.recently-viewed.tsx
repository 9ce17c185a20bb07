import {CacheShort} from '~/server/storefrontData';
import type {Route} from './+types/($locale).api.recently-viewed';
import {assertLocaleParam} from '~/i18n/route';
import {WATCH_CARD_FRAGMENT} from '~/graphql/watchCard';
import {isOutage} from '~/server/lastGoodCopy';
import {requestedHandles} from '~/browser/recentlyViewed';

/**
 * Fresh card data for the watches this browser viewed last (their handles live in local
 * storage, so the browser asks with a plain fetch). Status and price are live: short cache,
 * private answer.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  // A resource route: the ($locale) layout's check does not run for it.
  assertLocaleParam(params);
  const handles = requestedHandles(new URL(request.url));
  const {readStorefront} = context;
  const results = await Promise.all(
    handles.map((handle) =>
      readStorefront(RECENTLY_VIEWED_QUERY, {
        variables: {handle},
        cache: CacheShort(),
        outage: 'last-good-copy',
        partialErrors: 'outage',
      })
        .then((result) => result.product)
        .catch((error: unknown) => {
          // An outage is a 503, never an empty list.
          if (isOutage(error)) throw error;
          console.error(`Recently viewed ${handle} could not be loaded`, error);
          return null;
        }),
    ),
  );
  const products = results.filter(
    (product): product is NonNullable<typeof product> => Boolean(product),
  );
  return Response.json(
    {products},
    {headers: {'Cache-Control': 'private, max-age=30'}},
  );
}

const RECENTLY_VIEWED_QUERY = `#graphql
  query RecentlyViewedProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...WatchCard
    }
  }
  ${WATCH_CARD_FRAGMENT}
` as const;
