import {data, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/admin.offers';
import {requireAdmin} from '~/server/admin/basicAuth';
import {limitsFromEnv} from '~/server/limits/sharedCounter';
import {privatePageHeaders} from '~/server/pageCache';
import {BodyTooLargeError, formDataWithin} from '~/server/requestBody';
import {parseOfferAmount} from '~/domain/offers/offerRules';
import {listOffers, type OfferRecord} from '~/server/offers/offerStore';
import {ukTime} from '~/server/offers/offerMails';
import {
  answerOffer,
  offerServices,
  type DealerAnswer,
} from '~/server/offers/answerOffer';
import {AdminOffers} from '~/components/offers/AdminOffers';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

/** /admin/offers: offers on watches and their histories; accept, counter or decline. */
export const meta: Route.MetaFunction = () => [
  {title: 'Offers'},
  {name: 'robots', content: 'noindex'},
];

const NO_STORE = {'Cache-Control': 'private, no-store'};

async function admitted({
  request,
  context,
}: Route.LoaderArgs | Route.ActionArgs) {
  const denied = await requireAdmin(
    request,
    context.shopEnv.ADMIN_PASSWORD,
    limitsFromEnv(context.shopEnv),
  );
  if (denied) throw denied;
  return offerServices(context, request);
}

/** Times are written on the server: browser code carries no Intl (its locale data is slow to load). */
function viewOf(offer: OfferRecord) {
  return {
    ...offer,
    reservedUntilText: offer.reserved_until
      ? ukTime(offer.reserved_until, 'en')
      : null,
    events: offer.events.map((event) => ({
      ...event,
      atText: ukTime(event.at, 'en'),
    })),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const services = await admitted(args);
  if (!services)
    return data(
      {available: false as const, offers: []},
      {status: 503, headers: NO_STORE},
    );
  return data(
    {
      available: true as const,
      offers: (await listOffers(services.store)).map(viewOf),
    },
    {headers: NO_STORE},
  );
}

function readAnswer(form: FormData): DealerAnswer | string {
  const message =
    String(form.get('message') ?? '')
      .trim()
      .slice(0, 5000) || null;
  switch (form.get('answer')) {
    case 'accept':
      return {action: 'accept', message};
    case 'decline':
      return {action: 'decline', message};
    case 'counter': {
      const amount = parseOfferAmount(String(form.get('amount') ?? ''));
      if (amount === null)
        return "Enter the counter amount in the offer's currency, such as 12,500.";
      return {action: 'counter', amount, message};
    }
    default:
      return 'Choose accept, counter or decline.';
  }
}

export async function action(args: Route.ActionArgs) {
  const services = await admitted(args);
  if (!services) return data({result: null}, {status: 503, headers: NO_STORE});
  let form: FormData;
  try {
    form = await formDataWithin(args.request, 16 * 1024);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError;
    return data(
      {
        result: {
          ok: false as const,
          offerId: '',
          error: tooLarge
            ? 'The answer is too long to send.'
            : 'The form could not be read.',
        },
      },
      {status: tooLarge ? 413 : 400, headers: NO_STORE},
    );
  }
  const offerId = String(form.get('offer') ?? '');
  const answer = readAnswer(form);
  const result =
    typeof answer === 'string'
      ? {ok: false as const, offerId, error: answer}
      : await answerOffer(services, offerId, answer).then((outcome) =>
          outcome.ok
            ? {
                ok: true as const,
                offerId,
                status: outcome.offer.status,
                mailed: outcome.mailed,
              }
            : {ok: false as const, offerId, error: outcome.error},
        );
  // The page's loader runs again after this answer and lists the offers as they now are.
  return data({result}, {status: result.ok ? 200 : 409, headers: NO_STORE});
}

export default function AdminOffersPage() {
  const loaded = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  return (
    <AdminOffers
      available={loaded.available}
      offers={loaded.offers}
      result={changed?.result ?? null}
    />
  );
}
