import {whatsappLink, type DealerDetails} from '~/domain/dealer';
import type {Locale} from '~/i18n/locale';
import {translate} from '~/i18n/translate';
import '~/i18n/areas/product';

/** The pre-filled chat message naming the watch and its reference, in the page's language. */
export function whatsappMessage(
  title: string,
  reference: string,
  locale: Locale = 'en',
): string {
  return reference
    ? translate(locale, 'product.whatsappMessage', {title, reference})
    : translate(locale, 'product.whatsappMessageNoRef', {title});
}

/** {host}/{phone}?text=… for a watch (the text percent-encoded). */
export function productWhatsappLink(
  dealer: Pick<DealerDetails, 'whatsappHost' | 'whatsappNumber'>,
  title: string,
  reference: string,
  locale: Locale = 'en',
): string {
  return whatsappLink(dealer, whatsappMessage(title, reference, locale));
}
