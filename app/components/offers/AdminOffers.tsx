import {Form, useNavigation} from 'react-router';
import {formatPrice} from '~/domain/money';
import type {OfferRecord, OfferView} from '~/server/offers/offerStore';
import {historyLine} from './offerHistory';

type AnswerResult =
  | {ok: true; offerId: string; status: string; mailed: boolean}
  | {ok: false; offerId: string; error: string}
  | null;

const STATUS_TEXT: Record<OfferRecord['status'], string> = {
  open: 'Waiting for your answer',
  accepted: 'Accepted: draft order sent',
  countered: 'Countered: waiting for the buyer',
  declined: 'Declined',
  buyer_accepted: 'Counter accepted: draft order sent',
  paid: 'Paid: the watch is sold',
};

const money = (amount: number, currencyCode: string) =>
  formatPrice({amount, currencyCode}, 'en');

const buttonClass =
  'min-h-11 rounded px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/** The dealer's offers page: each offer, its history and, while it waits, the answer form. */
export function AdminOffers({
  available,
  offers,
  result,
}: {
  available: boolean;
  offers: OfferView[];
  result: AnswerResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-3xl">Offers</h1>
      {!available ? (
        <p role="alert" className="mt-6">
          Offers cannot be read or answered: Supabase&apos;s service-role key or
          the Shopify Admin API token is not configured.
        </p>
      ) : null}
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-6 rounded border px-4 py-3 text-sm ${result.ok ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}
        >
          {result.ok
            ? `Answer saved: ${STATUS_TEXT[result.status as OfferRecord['status']] ?? result.status}.${result.mailed ? ' The buyer has been e-mailed.' : ' The e-mail to the buyer could not be sent; see the history.'}`
            : result.error}
        </p>
      ) : null}
      {available && offers.length === 0 ? (
        <p className="mt-6 text-neutral-600">No offers yet.</p>
      ) : null}
      <ol className="mt-8 space-y-8">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="rounded-lg border border-neutral-300 p-5"
            data-testid="admin-offer"
            data-offer={offer.id}
          >
            <h2 className="font-display text-xl">
              {money(offer.amount, offer.currency)} for {offer.product_title}
            </h2>
            <p className="mt-1 text-sm text-neutral-700">
              Asking {money(offer.asking_price, offer.currency)} ·{' '}
              <span data-testid="offer-status">
                {STATUS_TEXT[offer.status]}
              </span>
            </p>
            <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">Name</dt>
              <dd>{offer.name}</dd>
              <dt className="font-medium">E-mail</dt>
              <dd>{offer.email}</dd>
              <dt className="font-medium">Phone</dt>
              <dd>{offer.phone ?? '—'}</dd>
              <dt className="font-medium">Language</dt>
              <dd>{offer.locale === 'de' ? 'German' : 'English'}</dd>
              <dt className="font-medium">Site</dt>
              <dd data-testid="offer-site">
                {offer.country} · {offer.currency}
              </dd>
              {offer.invoice_url ? (
                <>
                  <dt className="font-medium">Draft order</dt>
                  <dd>
                    <a className="underline" href={offer.invoice_url}>
                      {offer.draft_order_id}
                    </a>
                    {offer.reservedUntilText
                      ? ` · reserved until ${offer.reservedUntilText}`
                      : null}
                  </dd>
                </>
              ) : null}
            </dl>
            <History events={offer.events} currency={offer.currency} />
            {offer.status === 'open' ||
            offer.status === 'countered' ||
            offer.status === 'buyer_accepted' ? (
              <Form method="post" className="mt-5 grid gap-3">
                <input type="hidden" name="offer" value={offer.id} />
                <label className="text-sm font-medium">
                  Message to the buyer (optional)
                  <textarea
                    name="message"
                    rows={3}
                    maxLength={5000}
                    className="mt-1 block w-full rounded border border-neutral-300 px-3 py-2 text-base"
                  />
                </label>
                <label className="text-sm font-medium">
                  {offer.status === 'open'
                    ? `Counter amount (${offer.currency})`
                    : `New counter amount (${offer.currency})`}
                  <input
                    name="amount"
                    inputMode="decimal"
                    autoComplete="off"
                    className="mt-1 block min-h-11 w-full rounded border border-neutral-300 px-3 py-2 text-base sm:w-60"
                  />
                </label>
                <div className="flex flex-wrap gap-3">
                  {offer.status === 'open' ? (
                    <button
                      type="submit"
                      name="answer"
                      value="accept"
                      disabled={busy}
                      className={`${buttonClass} bg-ink text-white`}
                    >
                      Accept {money(offer.amount, offer.currency)}
                    </button>
                  ) : null}
                  <button
                    type="submit"
                    name="answer"
                    value="counter"
                    disabled={busy}
                    className={`${buttonClass} border border-ink`}
                  >
                    {offer.status === 'open' ? 'Counter' : 'Counter again'}
                  </button>
                  {offer.status !== 'buyer_accepted' ? (
                    <button
                      type="submit"
                      name="answer"
                      value="decline"
                      disabled={busy}
                      className={`${buttonClass} border border-red-700 text-red-800`}
                    >
                      Decline
                    </button>
                  ) : null}
                </div>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function History({
  events,
  currency,
}: {
  events: OfferView['events'];
  currency: string;
}) {
  return (
    <ol
      className="mt-4 space-y-1 border-l-2 border-neutral-200 pl-4 text-sm"
      aria-label="History"
    >
      {events.map((event) => {
        const line = historyLine(event, (amount) => money(amount, currency));
        return (
          <li key={event.id} data-testid="offer-event">
            <time dateTime={event.at} className="text-neutral-600">
              {event.atText}
            </time>{' '}
            · {line.text}
            {line.quote ? (
              <span className="block whitespace-pre-line text-neutral-800">
                “{line.quote}”
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
