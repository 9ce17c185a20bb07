import type {MessageKey} from '~/i18n/translate';
import type {LeadFormKind} from './forms';
// The titles below are lead texts: whoever reads this table gets them with it.
import '~/i18n/areas/leads';

/** The forms that post to /api/<address>, and what the page says when JavaScript is off. */
export const LEAD_API_ROUTES = {
  enquiry: {
    kind: 'enquiry',
    metaTitle: 'Send an Enquiry',
    title: 'leads.pageEnquiryTitle',
  },
  sell: {
    kind: 'sellQuick',
    metaTitle: 'Sell Your Watch',
    title: 'leads.pageSellTitle',
  },
  newsletter: {
    kind: 'newsletter',
    metaTitle: 'Newsletter',
    title: 'leads.pageNewsletterTitle',
  },
  sourcing: {
    kind: 'sourcing',
    metaTitle: 'Watch Sourcing',
    title: 'leads.pageSourcingTitle',
  },
} as const satisfies Record<
  string,
  {kind: LeadFormKind; metaTitle: string; title: MessageKey}
>;

export type LeadApiAddress = keyof typeof LEAD_API_ROUTES;

/** The lead API at /api/<address>, or a 404 for an address that takes no form. */
export function leadApiRoute(address: string | undefined) {
  if (!address || !Object.hasOwn(LEAD_API_ROUTES, address))
    throw new Response(null, {status: 404});
  return LEAD_API_ROUTES[address as LeadApiAddress];
}
