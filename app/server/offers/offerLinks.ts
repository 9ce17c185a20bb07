// The link in a counter-offer e-mail (decision 131): HMAC-SHA-256 with SESSION_SECRET over the
// offer, the countered amount and the time the link was made, so it accepts that counter only,
// for seven days, and cannot be made for another offer. It carries no e-mail address. A link of a
// counter the dealer has since replaced says so, with the counter that stands (decision 135).
import {signText, verifyText} from '~/server/signing';
import {leadUrl, type LeadSiteFacts} from '~/domain/markets/leadSite';
import {OFFER_ID} from './offerStore';

export const COUNTER_LINK_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

function payload(offerId: string, amount: number, issuedAt: number) {
  return `offer-link.v1.counter.${offerId}.${amount.toFixed(2)}.${issuedAt}`;
}

/** Absolute link to accept a counter, on the offer's site: /offers/counter?offer=<id>&t=<seconds>&s=<signature>. */
export async function counterLink(
  {secret, origin, ...site}: {secret: string; origin: string} & LeadSiteFacts,
  offerId: string,
  amount: number,
  issuedAtMs = Date.now(),
): Promise<string> {
  const seconds = Math.floor(issuedAtMs / 1000);
  const url = leadUrl('/offers/counter', site, origin);
  url.searchParams.set('offer', offerId);
  url.searchParams.set('t', String(seconds));
  url.searchParams.set(
    's',
    await signText(secret, payload(offerId, amount, seconds)),
  );
  return url.toString();
}

export type CounterLinkState =
  | {state: 'valid' | 'replaced'; offerId: string}
  | {state: 'expired' | 'invalid'};

/** The offer's counters: the one that stands, and the ones it replaced (decision 135). */
export interface OfferCounters {
  current: number | null;
  earlier: number[];
}

/**
 * Whether a counter link still holds: signed by us for the counter that stands, younger than
 * seven days. A link signed for a counter since replaced says so (`replaced`).
 */
export async function checkCounterLink(
  secret: string,
  url: URL,
  countersOf: (offerId: string) => Promise<OfferCounters | null>,
  now = Date.now(),
): Promise<CounterLinkState> {
  const offerId = url.searchParams.get('offer') ?? '';
  const time = url.searchParams.get('t') ?? '';
  const signature = url.searchParams.get('s') ?? '';
  if (
    !OFFER_ID.test(offerId) ||
    !/^\d{1,12}$/.test(time) ||
    signature.length > 100
  )
    return {state: 'invalid'};
  const counters = await countersOf(offerId);
  if (!counters) return {state: 'invalid'};
  const issuedAt = Number(time);
  const signedFor = async (amount: number) =>
    verifyText(secret, payload(offerId, amount, issuedAt), signature);
  let state: 'valid' | 'replaced' | null = null;
  if (counters.current !== null && (await signedFor(counters.current)))
    state = 'valid';
  else
    for (const amount of counters.earlier)
      if (await signedFor(amount)) state = 'replaced';
  if (!state) return {state: 'invalid'};
  const age = now - issuedAt * 1000;
  if (age < -5 * 60 * 1000 || age > COUNTER_LINK_LIFE_MS)
    return {state: 'expired'};
  return {state, offerId};
}

/** The counters an offer's history holds, newest standing (OfferCounters). */
export function countersOf(offer: {
  counter_amount: number | null;
  events: Array<{action: string; amount: number | null}>;
}): OfferCounters {
  const current = offer.counter_amount;
  const earlier = offer.events
    .filter((event) => event.action === 'countered' && event.amount !== null)
    .map((event) => event.amount as number)
    .filter((amount) => amount !== current);
  return {current, earlier: [...new Set(earlier)]};
}
