import type {MessageKey} from '~/i18n/translate';
import type {LeadFormKind} from './forms';
// The titles below are lead texts: whoever reads this table gets them with it.
import '~/i18n/areas/leads';

/** The forms that post to /api/<address>, and what the page says when JavaScript is off. */
export const LEAD_API_ROUTES = {
  enquiry: {
    kind: 'enquiry',
    title: 'leads.pageEnquiryTitle',
  },
  sell: {
    kind: 'sellQuick',
    title: 'leads.pageSellTitle',
  },
  newsletter: {
    kind: 'newsletter',
    title: 'leads.pageNewsletterTitle',
  },
  sourcing: {
    kind: 'sourcing',
    title: 'leads.pageSourcingTitle',
  },
} as const satisfies Record<string, {kind: LeadFormKind; title: MessageKey}>;

export type LeadApiAddress = keyof typeof LEAD_API_ROUTES;

/** The lead API at /api/<address>, or a 404 for an address that takes no form. */
export function leadApiRoute(address: string | undefined) {
  if (!address || !Object.hasOwn(LEAD_API_ROUTES, address))
    throw new Response(null, {status: 404});
  return LEAD_API_ROUTES[address as LeadApiAddress];
}
