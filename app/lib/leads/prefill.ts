// The enquiry page reached from a watch without JavaScript: "Enquire Now" is a link carrying
// the watch, so the form opens prefilled whether or not the panel enhances it.
import {localizePath, type Locale} from '~/i18n/locale';
import {LIMITS} from './limits';

export const ENQUIRY_PAGE_PATH = '/api/enquiry';

function clean(value: string | null, limit: number): string {
  return (
    (value ?? '')
      // Control characters in a link's query become spaces.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, limit)
  );
}

/** The watch an enquiry link carries (`?sku=…&watch=…`), trimmed to the form's limits. */
export function enquiryPrefill(url: URL) {
  return {
    productSku: clean(url.searchParams.get('sku'), LIMITS.productSku),
    productTitle: clean(url.searchParams.get('watch'), LIMITS.productTitle),
  };
}

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
