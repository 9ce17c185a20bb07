import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).book-a-viewing';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {translate} from '~/i18n/translate';
import {assertLocaleParam} from '~/i18n/route';
import {sitePath, type Site} from '~/domain/markets/sitePath';
import '~/i18n/areas/viewings';
import {privatePageHeaders} from '~/server/pageCache';
import {CacheShort} from '~/server/storefrontData';
import {issueLeadToken} from '~/server/leads/leadAction';
import {
  handleBookingAction,
  type WatchCheck,
} from '~/server/viewings/bookingAction';
import {slotPicker} from '~/server/viewings/slotPicker';
import {viewingServices} from '~/server/viewings/viewingServices';
import {remindInBackground} from '~/server/viewings/reminders';
import {VIEWING_PLACES, viewingPlace} from '~/content/viewingPlaces';
import {isLocalDate} from '~/domain/viewings/slots';
import {watchHandle} from '~/domain/viewings/bookingForm';
import {availabilityStatus} from '~/domain/watch/availability';
import {watchName} from '~/domain/watch/watchName';
import {BookingPage} from '~/components/viewings/BookingPage';

// A visitor's own page (its form carries a token of theirs): private, never shared by the edge.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const locale = shared?.locale ?? 'en';
  return contentPageMeta(shared, {
    title: translate(locale, 'viewings.title'),
    description: translate(locale, 'viewings.metaDescription'),
    image: false,
  });
};

type LoadContext = Route.LoaderArgs['context'];

/** The watch to be shown, if Shopify has it: its name and whether it can be viewed. */
async function findWatch(
  context: LoadContext,
  handle: string,
): Promise<WatchCheck | null> {
  const {product} = await context.readStorefront(VIEWING_WATCH_QUERY, {
    variables: {handle},
    cache: CacheShort(),
    outage: 'fail',
    partialErrors: 'outage',
  });
  if (!product) return null;
  return {
    handle: product.handle,
    title: watchName(product.vendor, product.title),
    available:
      availabilityStatus(product.status?.value) === 'available' &&
      product.availableForSale,
  };
}

function bookingHref(
  site: Site,
  params: {place?: string; day?: string; watch?: string | null},
) {
  const search = new URLSearchParams();
  if (params.watch) search.set('watch', params.watch);
  if (params.place) search.set('place', params.place);
  if (params.day) search.set('day', params.day);
  const query = search.toString();
  return `${sitePath('/book-a-viewing', site)}${query ? `?${query}` : ''}`;
}

export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = context.locale;
  const now = Date.now();
  const handle = watchHandle(url.searchParams.get('watch'));
  const watch = handle
    ? await findWatch(context, handle).catch(() => null)
    : null;
  const watchParam = watch?.available ? watch.handle : null;
  const place = viewingPlace(url.searchParams.get('place'));
  const requestedDay = url.searchParams.get('day');
  const services = viewingServices(context, request);
  if (services) remindInBackground(services, context.waitUntil);
  const picker = place
    ? await slotPicker(services?.store ?? null, place, {
        now,
        locale,
        day: isLocalDate(requestedDay) ? requestedDay : null,
        hrefFor: (day) =>
          bookingHref(context.site, {place: place.id, day, watch: watchParam}),
      })
    : null;
  return {
    token: await issueLeadToken(context),
    watch:
      handle && watch
        ? {title: watch.title, available: watch.available}
        : handle
          ? {title: null, available: false}
          : null,
    watchParam,
    places: VIEWING_PLACES.map((entry) => ({
      id: entry.id,
      name: entry.name[locale],
      address: entry.address[locale],
      href: bookingHref(context.site, {place: entry.id, watch: watchParam}),
      current: entry.id === place?.id,
    })),
    place: place ? {id: place.id, name: place.name[locale]} : null,
    picker,
    dayGone: Boolean(picker && requestedDay && !picker.day),
  };
}

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: nothing booked under '/xx'.
  assertLocaleParam(params);
  return handleBookingAction(
    {request, context},
    {findWatch: (handle) => findWatch(context, handle)},
  );
}

export default function BookAViewing() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <BookingPage page={page} result={result} />;
}

const VIEWING_WATCH_QUERY = `#graphql
  query ViewingWatch(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      handle
      title
      vendor
      availableForSale
      status: metafield(namespace: "custom", key: "availability_status") {
        value
      }
    }
  }
` as const;
