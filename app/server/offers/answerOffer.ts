// The dealer's answers to an offer, and the buyer's acceptance of a counter (decisions 131, 135).
// Each moves the offer's status in the database first (only one answer can win), then does what
// the answer means in Shopify (a draft order at the agreed price, holding the watch), then
// e-mails the buyer. A draft order that cannot be made puts the offer back where it was.
import type {AppLoadContext} from 'react-router';
import {
  mailConfigFromEnv,
  sendMail,
  type MailConfig,
} from '~/server/alerts/mailer';
import {
  shopifyAdminApi,
  type AdminApi,
} from '~/server/availability/shopifyAdmin';
import {
  createOfferDraftOrder,
  reservationEnd,
  withdrawOfferDraftOrder,
} from './draftOrder';
import {buyerMail, type OfferMailContext} from './offerMails';
import {counterLink} from './offerLinks';
import {
  getOffer,
  noteOffer,
  offerStoreFromEnv,
  recordDraftOrder,
  transitionOffer,
  type OfferRecord,
  type OfferStore,
} from './offerStore';

/** The dealer may counter an open offer, counter again, or replace a counter accepted unpaid. */
const COUNTERABLE: OfferRecord['status'][] = [
  'open',
  'countered',
  'buyer_accepted',
];

/** How long an agreed price holds the watch when OFFER_RESERVE_HOURS is not set. */
export const DEFAULT_RESERVE_HOURS = 48;

export interface OfferServices {
  store: OfferStore;
  admin: AdminApi;
  mail: MailConfig;
  mailContext: OfferMailContext;
  secret: string;
  reserveHours: number;
  now: () => number;
}

/** Null when offers cannot be answered here (no Supabase service key or no Admin API token). */
export function offerServices(
  {shopEnv, dealer}: Pick<AppLoadContext, 'shopEnv' | 'dealer'>,
  request: Request,
): OfferServices | null {
  const store = offerStoreFromEnv(shopEnv);
  const admin = shopifyAdminApi(shopEnv);
  if (!store || !admin) return null;
  return {
    store,
    admin,
    mail: mailConfigFromEnv(shopEnv, dealer.email),
    mailContext: {
      // Links in e-mails point at the shop's public address; offline, where the request came in.
      origin: shopEnv.PUBLIC_SHOP_ORIGIN ?? new URL(request.url).origin,
      shopName: dealer.shopName,
    },
    secret: shopEnv.SESSION_SECRET,
    reserveHours: shopEnv.OFFER_RESERVE_HOURS ?? DEFAULT_RESERVE_HOURS,
    now: () => Date.now(),
  };
}

export type DealerAnswer =
  | {action: 'accept'; message: string | null}
  | {action: 'counter'; amount: number; message: string | null}
  | {action: 'decline'; message: string | null};

export type AnswerResult =
  | {ok: true; offer: OfferRecord; mailed: boolean}
  | {ok: false; error: string; offer?: OfferRecord | null};

function reason(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

async function mailBuyer(
  services: OfferServices,
  offer: OfferRecord,
  mail: Parameters<typeof buyerMail>[2],
  message: string | null,
): Promise<boolean> {
  try {
    await sendMail(
      services.mail,
      buyerMail(services.mailContext, offer, mail, message),
    );
    await noteOffer(services.store, offer.id, 'mail_sent', mail.kind).catch(
      () => {},
    );
    return true;
  } catch (error) {
    console.error(
      `[offers] ${offer.id}: the ${mail.kind} e-mail was not sent (${reason(error)})`,
    );
    await noteOffer(services.store, offer.id, 'mail_failed', mail.kind).catch(
      () => {},
    );
    return false;
  }
}

/** The draft order at the agreed price; on failure the offer goes back to `back`. */
async function draftFor(
  services: OfferServices,
  agreed: OfferRecord,
  back: 'open' | 'countered',
  message: string | null,
): Promise<AnswerResult> {
  try {
    const draft = await createOfferDraftOrder(services.admin, {
      id: agreed.id,
      variantId: agreed.variant_id,
      email: agreed.email,
      agreedAmount: agreed.agreed_amount ?? agreed.amount,
      currency: agreed.currency,
      reserveUntil: reservationEnd(services.reserveHours, services.now()),
    });
    const recorded = await recordDraftOrder(services.store, agreed.id, draft);
    const offer = recorded ?? agreed;
    const mailed = await mailBuyer(
      services,
      offer,
      {
        kind: 'accepted',
        amount: agreed.agreed_amount ?? agreed.amount,
        invoiceUrl: draft.invoiceUrl,
        reservedUntil: draft.reservedUntil,
      },
      message,
    );
    return {ok: true, offer, mailed};
  } catch (error) {
    console.error(`[offers] ${agreed.id}: no draft order (${reason(error)})`);
    const reopened = await transitionOffer(services.store, agreed.id, {
      from: [agreed.status],
      to: back,
      actor: 'shop',
      action: 'reopened',
      // Back to a counter: the buyer's link names its amount, which must stay.
      amount: back === 'countered' ? agreed.counter_amount : null,
      message: 'The draft order could not be made; nothing was reserved.',
    }).catch(() => null);
    return {
      ok: false,
      error: `The draft order could not be made (${reason(error)}). The offer is ${back} again.`,
      offer: reopened,
    };
  }
}

/** The dealer accepts, counters or declines an offer, with a message for the buyer. */
export async function answerOffer(
  services: OfferServices,
  offerId: string,
  answer: DealerAnswer,
): Promise<AnswerResult> {
  const offer = await getOffer(services.store, offerId);
  if (!offer) return {ok: false, error: 'There is no such offer.'};
  if (answer.action === 'counter') {
    if (!COUNTERABLE.includes(offer.status))
      return {ok: false, error: 'This offer has already been answered.', offer};
    if (!(answer.amount > offer.amount && answer.amount < offer.asking_price))
      return {
        ok: false,
        error: 'A counter must be above the offer and below the asking price.',
        offer,
      };
    if (offer.status !== 'open' && answer.amount === offer.counter_amount)
      return {
        ok: false,
        error: 'A new counter must be another amount than the last one.',
        offer,
      };
    // A counter the buyer accepted holds the watch under a draft order: it is withdrawn first
    // (its hold released, its invoice dead), and Shopify refuses if it has just been paid.
    if (offer.draft_order_id) {
      try {
        await withdrawOfferDraftOrder(services.admin, {
          draftOrderId: offer.draft_order_id,
          variantId: offer.variant_id,
        });
      } catch (error) {
        return {
          ok: false,
          error: `The draft order could not be withdrawn (${reason(error)}); nothing changed.`,
          offer,
        };
      }
    }
    // From the status read above only: an answer that came in meanwhile wins.
    const countered = await transitionOffer(services.store, offerId, {
      from: [offer.status],
      to: 'countered',
      actor: 'dealer',
      action: 'countered',
      amount: answer.amount,
      message: answer.message,
    });
    if (!countered)
      return {
        ok: false,
        error: 'The offer changed meanwhile; look at it again.',
        offer,
      };
    const acceptUrl = await counterLink(
      {
        secret: services.secret,
        origin: services.mailContext.origin,
        locale: countered.locale,
        country: countered.country,
      },
      offerId,
      answer.amount,
      services.now(),
    );
    const mailed = await mailBuyer(
      services,
      countered,
      {kind: 'countered', amount: answer.amount, acceptUrl},
      answer.message,
    );
    return {ok: true, offer: countered, mailed};
  }
  if (answer.action === 'decline') {
    const declined = await transitionOffer(services.store, offerId, {
      from: ['open', 'countered'],
      to: 'declined',
      actor: 'dealer',
      action: 'declined',
      amount: null,
      message: answer.message,
    });
    if (!declined)
      return {ok: false, error: 'This offer has already been answered.', offer};
    const mailed = await mailBuyer(
      services,
      declined,
      {kind: 'declined'},
      answer.message,
    );
    return {ok: true, offer: declined, mailed};
  }
  const accepted = await transitionOffer(services.store, offerId, {
    from: ['open'],
    to: 'accepted',
    actor: 'dealer',
    action: 'accepted',
    amount: offer.amount,
    message: answer.message,
  });
  if (!accepted)
    return {ok: false, error: 'This offer has already been answered.', offer};
  return draftFor(services, accepted, 'open', answer.message);
}

/**
 * The buyer accepts the dealer's counter (through the signed link): the draft order at the
 * countered price. A second press finds the draft already made and answers with it.
 */
export async function acceptCounter(
  services: OfferServices,
  offerId: string,
): Promise<AnswerResult> {
  const offer = await getOffer(services.store, offerId);
  if (!offer) return {ok: false, error: 'missing'};
  if (offer.status === 'buyer_accepted' && offer.invoice_url)
    return {ok: true, offer, mailed: false};
  if (offer.status !== 'countered' || offer.counter_amount === null)
    return {ok: false, error: 'answered', offer};
  const agreed = await transitionOffer(services.store, offerId, {
    from: ['countered'],
    to: 'buyer_accepted',
    actor: 'buyer',
    action: 'buyer_accepted',
    amount: offer.counter_amount,
    message: null,
  });
  if (!agreed) {
    const now = await getOffer(services.store, offerId);
    return now?.status === 'buyer_accepted' && now.invoice_url
      ? {ok: true, offer: now, mailed: false}
      : {ok: false, error: 'answered', offer: now};
  }
  return draftFor(services, agreed, 'countered', null);
}
