// The rules of an offer on a watch (docs/decisions/131-offers-through-draft-orders.md): which
// watches take offers, how an amount is read, and what an amount is told against the asking
// price and the dealer's floor. Error messages are keys of the leads texts; a '|' carries the
// price the message names.
import type {AvailabilityStatus} from '~/domain/watch/availability';
import {isPurchasable} from '~/domain/watch/availability';
// Its messages are lead texts: whoever reads them gets them with it.
import '~/i18n/areas/leads';

/**
 * The most an offer may name, in any currency of the markets: no watch here costs ten million
 * pounds, and the dearest currency (HKD) names about ten times the pounds.
 */
export const MAX_OFFER = 100_000_000;

export const OFFER_ERR = {
  amount: 'leads.errOfferAmount',
  atAsking: 'leads.errOfferAtAsking',
  belowFloor: 'leads.errOfferBelowFloor',
  notForSale: 'leads.offerNotForSale',
} as const;

/** The currencies a sign or code typed beside an amount may mean ('$' is any dollar). */
function currenciesOfMark(mark: string): string[] {
  const upper = mark.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper)) return [upper];
  const signs: Record<string, string[]> = {
    '£': ['GBP'],
    '€': ['EUR'],
    $: ['USD', 'HKD', 'SGD'],
    US$: ['USD'],
    HK$: ['HKD'],
    S$: ['SGD'],
    SG$: ['SGD'],
  };
  return signs[upper] ?? [];
}

const MARK = /^(?:[A-Z]{3}|[A-Z]{0,2}[£€$])|(?:[A-Z]{3}|[A-Z]{0,2}[£€$])$/gi;

/**
 * An amount as a collector types it ('12500', '12,500', '£12,500', '€ 12.500', 'HK$99,000',
 * '12500.50 EUR') in the site's currency, or null. A currency sign or code may stand before or
 * after it, and must be the site's when `currency` is given (€500 on a pound site is not £500);
 * thousands may be grouped by commas, dots or spaces; cents come after the last separator as one
 * or two digits.
 */
export function parseOfferAmount(
  text: string,
  currency?: string,
): number | null {
  const spaceless = text.replace(/[\s\u00a0\u202f]/g, '');
  const marks = spaceless.match(MARK) ?? [];
  if (
    currency &&
    marks.some((mark) => !currenciesOfMark(mark).includes(currency))
  )
    return null;
  const compact = spaceless.replace(MARK, '');
  const match =
    /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+)(?:[.,](\d{1,2}))?$/.exec(
      compact,
    );
  if (!match) return null;
  const whole = Number(match[1].replace(/[.,]/g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const amount = whole + cents / 100;
  return amount > 0 && amount <= MAX_OFFER ? amount : null;
}

/** Whether a watch takes offers: one that can be bought (the dealer says so and Shopify agrees). */
export function takesOffers(
  status: AvailabilityStatus,
  availableForSale: boolean | null | undefined,
): boolean {
  return isPurchasable(status, availableForSale);
}

/** The least offer the dealer considers: `floorPercent` of the asking price, rounded up. */
export function offerFloor(
  askingPrice: number,
  floorPercent: number | undefined,
): number | null {
  if (!floorPercent) return null;
  return Math.ceil((askingPrice * floorPercent) / 100);
}

export type OfferVerdict =
  | {ok: true}
  | {ok: false; error: typeof OFFER_ERR.atAsking; price: number}
  | {ok: false; error: typeof OFFER_ERR.belowFloor; price: number};

/** An offer must be below the asking price (else: buy it) and not below the dealer's floor. */
export function offerVerdict(
  amount: number,
  askingPrice: number,
  floorPercent?: number,
): OfferVerdict {
  if (amount >= askingPrice)
    return {ok: false, error: OFFER_ERR.atAsking, price: askingPrice};
  const floor = offerFloor(askingPrice, floorPercent);
  if (floor !== null && amount < floor)
    return {ok: false, error: OFFER_ERR.belowFloor, price: floor};
  return {ok: true};
}
