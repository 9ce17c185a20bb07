// The watch an enquiry link carries (enquiryLink.ts), read on the server for the form.
import {LIMITS} from '~/domain/leads/limits';
import {cleanText} from '~/domain/leads/schemas';

function clean(value: string | null, limit: number): string {
  return cleanText(value ?? '').slice(0, limit);
}

/** What an enquiry link carries (`?sku=…&watch=…&subject=…`), trimmed to the form's limits. */
export function enquiryPrefill(url: URL) {
  return {
    productSku: clean(url.searchParams.get('sku'), LIMITS.productSku),
    productTitle: clean(url.searchParams.get('watch'), LIMITS.productTitle),
    subject: clean(url.searchParams.get('subject'), LIMITS.subject),
  };
}
