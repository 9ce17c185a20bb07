// One line of an offer's history on the dealer's page: who did what, for how much, and the
// dealer's message as a quote; a mail line names which e-mail went (its note is the mail's kind).
import type {OfferEvent} from '~/server/offers/offerStore';

const ACTION_TEXT: Record<string, string> = {
  submitted: 'Offer made',
  accepted: 'Accepted',
  countered: 'Countered',
  declined: 'Declined',
  buyer_accepted: 'Buyer accepted the counter',
  reopened: 'Reopened',
  draft_order_created: 'Draft order made',
  draft_order_withdrawn: 'Draft order withdrawn, its hold released',
  paid: 'Paid',
  mail_sent: 'E-mail sent to the buyer',
  mail_failed: 'E-mail to the buyer failed',
};

const ACTOR_TEXT = {buyer: 'Buyer', dealer: 'You', shop: 'Shop'} as const;

/** Which e-mail a mail line of the history was (its note names the kind). */
const MAIL_TEXT: Record<string, string> = {
  accepted: 'the payment link',
  countered: 'the counter-offer',
  declined: 'the decline',
};

export function historyLine(
  event: Pick<OfferEvent, 'actor' | 'action' | 'amount' | 'message'>,
  money: (amount: number) => string,
): {text: string; quote: string | null} {
  const mail = event.action === 'mail_sent' || event.action === 'mail_failed';
  const which =
    mail && event.message
      ? `: ${MAIL_TEXT[event.message] ?? event.message}`
      : '';
  return {
    text: `${ACTOR_TEXT[event.actor]}: ${ACTION_TEXT[event.action] ?? event.action}${
      event.amount !== null ? ` ${money(event.amount)}` : ''
    }${which}`,
    quote: mail ? null : event.message,
  };
}
