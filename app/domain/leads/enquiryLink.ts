// "Enquire Now" (on a watch, a service or a sell option) is a link to the enquiry page carrying
// what it is about, so it works without JavaScript; with JavaScript the enquiry panel opens instead.
import {sitePath, type Site} from '~/domain/markets/sitePath';

export const ENQUIRY_PAGE_PATH = '/api/enquiry';

export interface EnquiryAbout {
  productSku?: string;
  productTitle?: string;
  subject?: string;
}

/** The enquiry page's address for what an enquiry is about, on the visitor's site. */
export function enquiryHref(site: Site, about: EnquiryAbout = {}): string {
  const query = new URLSearchParams();
  if (about.productSku) query.set('sku', about.productSku);
  if (about.productTitle) query.set('watch', about.productTitle);
  if (about.subject) query.set('subject', about.subject);
  const search = query.toString();
  return `${sitePath(ENQUIRY_PAGE_PATH, site)}${search ? `?${search}` : ''}`;
}
