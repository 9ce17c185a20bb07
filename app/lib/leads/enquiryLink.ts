// "Enquire Now" on a watch is a link to the enquiry page carrying the watch, so it works
// without JavaScript; with JavaScript the enquiry panel opens instead.
import {localizePath, type Locale} from '~/i18n/locale';

export const ENQUIRY_PAGE_PATH = '/api/enquiry';

/** The enquiry page's address for one watch, in the visitor's language. */
export function enquiryHref(
  locale: Locale,
  watch: {productSku: string; productTitle: string},
): string {
  const query = new URLSearchParams({
    sku: watch.productSku,
    watch: watch.productTitle,
  });
  return `${localizePath(ENQUIRY_PAGE_PATH, locale)}?${query}`;
}
