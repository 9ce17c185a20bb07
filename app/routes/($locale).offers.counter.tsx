import {
  data,
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import type {Route} from './+types/($locale).offers.counter';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {formatPrice} from '~/domain/money';
import {useT} from '~/i18n/useTranslation';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageHeaders} from '~/server/pageCache';
import {checkCounterLink, countersOf} from '~/server/offers/offerLinks';
import {getOffer} from '~/server/offers/offerStore';
import {ukTime} from '~/server/offers/offerMails';
import {acceptCounter, offerServices} from '~/server/offers/answerOffer';
import {ShopLink} from '~/components/ShopLink';
import '~/i18n/areas/leads';

// A page for one buyer's signed link: private, never shared.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'leads.counterTitle');

const NO_STORE = {'Cache-Control': 'private, no-store'};

type View =
  | {state: 'expired' | 'invalid' | 'answered' | 'failed'}
  | {
      state: 'countered' | 'replaced';
      title: string;
      handle: string;
      amount: string;
    }
  | {
      state: 'accepted';
      title: string;
      handle: string;
      amount: string;
      invoiceUrl: string;
      until: string | null;
    };

/** The offer a signed counter link names, when the link holds. */
async function linkedOffer({
  request,
  context,
}: Route.LoaderArgs | Route.ActionArgs) {
  const services = offerServices(context, request);
  if (!services)
    return {services: null, state: 'invalid' as const, offer: null};
  const offer = await getOffer(
    services.store,
    new URL(request.url).searchParams.get('offer') ?? '',
  );
  const link = await checkCounterLink(
    services.secret,
    new URL(request.url),
    async () => (offer ? countersOf(offer) : null),
  );
  if (link.state === 'expired' || link.state === 'invalid')
    return {services, state: link.state, offer: null};
  return {services, state: link.state, offer};
}

function viewOf(
  offer: NonNullable<Awaited<ReturnType<typeof getOffer>>>,
  locale: 'en' | 'de',
  replaced = false,
): View {
  const base = {
    title: offer.product_title,
    handle: offer.product_handle,
    amount: formatPrice(
      {
        amount: offer.agreed_amount ?? offer.counter_amount ?? offer.amount,
        currencyCode: offer.currency,
      },
      locale,
    ),
  };
  // An old link shows the counter that stands, and that it was replaced.
  if (offer.status === 'countered')
    return {state: replaced ? 'replaced' : 'countered', ...base};
  if (replaced) return {state: 'answered'};
  if (offer.status === 'buyer_accepted' && offer.invoice_url)
    return {
      state: 'accepted',
      ...base,
      invoiceUrl: offer.invoice_url,
      until: offer.reserved_until ? ukTime(offer.reserved_until, locale) : null,
    };
  return {state: 'answered'};
}

/** /offers/counter?offer=…&t=…&s=…: the dealer's counter, and the button that accepts it. */
export async function loader(args: Route.LoaderArgs) {
  const {state, offer} = await linkedOffer(args);
  const view: View =
    state === 'expired' || state === 'invalid'
      ? {state}
      : offer
        ? viewOf(offer, args.context.locale, state === 'replaced')
        : {state: 'invalid'};
  return data(view, {headers: NO_STORE});
}

export async function action(args: Route.ActionArgs) {
  assertLocaleParam(args.params);
  const {services, state, offer} = await linkedOffer(args);
  // A replaced counter cannot be accepted through its old link: the page says what stands now.
  if (state === 'replaced' && offer)
    return data<View>(viewOf(offer, args.context.locale, true), {
      status: 409,
      headers: NO_STORE,
    });
  if (state !== 'valid' || !services || !offer)
    return data<View>(
      {state: state === 'valid' || state === 'replaced' ? 'invalid' : state},
      {status: 403, headers: NO_STORE},
    );
  const outcome = await acceptCounter(services, offer.id);
  if (outcome.ok)
    return data<View>(viewOf(outcome.offer, args.context.locale), {
      headers: NO_STORE,
    });
  return data<View>(
    {state: outcome.error === 'answered' ? 'answered' : 'failed'},
    {status: 409, headers: NO_STORE},
  );
}

export default function CounterOfferPage() {
  const loaded: View = useLoaderData<typeof loader>();
  const answered: View | undefined = useActionData<typeof action>();
  const view = answered ?? loaded;
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-display text-4xl">{t('leads.counterTitle')}</h1>
      {view.state === 'countered' ? (
        <>
          <p className="mt-6 text-lg">
            {t('leads.counterIntro', {title: view.title, amount: view.amount})}
          </p>
          <p className="mt-3 text-neutral-700">{t('leads.counterReserve')}</p>
          <Form method="post" className="mt-6">
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 w-full rounded bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 sm:w-auto"
            >
              {t('leads.counterAccept', {amount: view.amount})}
            </button>
          </Form>
        </>
      ) : view.state === 'accepted' ? (
        <>
          <p role="status" className="mt-6 text-lg">
            {t('leads.counterAccepted', {until: view.until ?? ''})}
          </p>
          <p className="mt-6">
            <a
              href={view.invoiceUrl}
              className="inline-flex min-h-11 items-center rounded bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t('leads.counterPay', {amount: view.amount})}
            </a>
          </p>
        </>
      ) : view.state === 'replaced' ? (
        <p role="alert" className="mt-6 text-lg">
          {t('leads.counterReplaced', {title: view.title, amount: view.amount})}
        </p>
      ) : (
        <p role="alert" className="mt-6">
          {t(
            view.state === 'expired'
              ? 'leads.counterExpired'
              : view.state === 'answered'
                ? 'leads.counterAnswered'
                : view.state === 'failed'
                  ? 'leads.counterFailed'
                  : 'leads.counterInvalid',
          )}
        </p>
      )}
      <ShopLink
        to={'handle' in view ? `/products/${view.handle}` : '/'}
        className="tap-link mt-10 inline-block text-sm underline"
      >
        {'handle' in view ? t('leads.offerBack') : t('leads.backHome')}
      </ShopLink>
    </section>
  );
}
