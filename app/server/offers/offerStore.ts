// Offers in Supabase (migration 20261129130000_offers.sql): the collector's offer is inserted with
// the public key as every lead is; reading them and every answer goes through the migration's
// functions with the service-role key, so a status only moves along the allowed steps.
import {
  callServiceFunction,
  serviceStoreFromEnv,
  type ServiceStore,
} from '~/server/serviceFunctions';
import type {ShopEnv} from '~/server/env';

export type OfferStore = ServiceStore;

export type OfferStatus =
  'open' | 'accepted' | 'countered' | 'declined' | 'buyer_accepted' | 'paid';

export interface OfferEvent {
  id: number;
  at: string;
  actor: 'buyer' | 'dealer' | 'shop';
  action: string;
  amount: number | null;
  message: string | null;
  draft_order_id: string | null;
}

export interface OfferRecord {
  id: string;
  created_at: string;
  updated_at: string;
  locale: 'en' | 'de';
  product_handle: string;
  product_title: string;
  variant_id: string;
  currency: string;
  /** The country the offer's site prices in (20261130090000_offer_country.sql). */
  country: string;
  asking_price: number;
  amount: number;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  status: OfferStatus;
  counter_amount: number | null;
  agreed_amount: number | null;
  draft_order_id: string | null;
  invoice_url: string | null;
  reserved_until: string | null;
  paid_at: string | null;
  events: OfferEvent[];
}

/** An offer as the admin page shows it: its times written out in the UK's time. */
export type OfferView = Omit<OfferRecord, 'events'> & {
  reservedUntilText: string | null;
  events: Array<OfferEvent & {atText: string}>;
};

/** Null when Supabase or its service-role key is not configured: offers cannot be answered. */
export function offerStoreFromEnv(shopEnv: ShopEnv): OfferStore | null {
  return serviceStoreFromEnv(shopEnv);
}

export const OFFER_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function listOffers(store: OfferStore, maxRows = 100) {
  return callServiceFunction<OfferRecord[]>(store, 'offer_list', {
    max_rows: maxRows,
  });
}

export function getOffer(store: OfferStore, offerId: string) {
  if (!OFFER_ID.test(offerId)) return Promise.resolve(null);
  return callServiceFunction<OfferRecord | null>(store, 'offer_get', {
    offer_id: offerId,
  });
}

/** Moves an offer on; null when it was not in one of `from` (someone answered first). */
export function transitionOffer(
  store: OfferStore,
  offerId: string,
  step: {
    from: OfferStatus[];
    to: OfferStatus | 'open';
    actor: 'buyer' | 'dealer' | 'shop';
    action: string;
    amount: number | null;
    message: string | null;
  },
) {
  return callServiceFunction<OfferRecord | null>(store, 'offer_transition', {
    offer_id: offerId,
    from_statuses: step.from.join(','),
    to_status: step.to,
    actor: step.actor,
    action: step.action,
    amount: step.amount,
    message: step.message,
  });
}

export function recordDraftOrder(
  store: OfferStore,
  offerId: string,
  draft: {id: string; invoiceUrl: string; reservedUntil: string | null},
) {
  return callServiceFunction<OfferRecord | null>(store, 'offer_record_draft', {
    offer_id: offerId,
    draft_order_id: draft.id,
    invoice_url: draft.invoiceUrl,
    reserved_until: draft.reservedUntil,
  });
}

/** A line in the offer's history: an e-mail sent, or why it was not. */
export function noteOffer(
  store: OfferStore,
  offerId: string,
  action: 'mail_sent' | 'mail_failed',
  message: string,
) {
  return callServiceFunction<null>(store, 'offer_note', {
    offer_id: offerId,
    action,
    message,
  });
}
