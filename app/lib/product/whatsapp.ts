import {whatsappLink, type DealerDetails} from '~/lib/dealer';

/** The pre-filled chat message naming the watch and its reference. */
export function whatsappMessage(title: string, reference: string): string {
  return reference
    ? `Hello, I am interested in the ${title} (Ref. ${reference}).`
    : `Hello, I am interested in the ${title}.`;
}

/** {host}/{phone}?text=… for a watch. */
export function productWhatsappLink(
  dealer: Pick<DealerDetails, 'whatsappHost' | 'whatsappNumber'>,
  title: string,
  reference: string,
): string {
  return whatsappLink(dealer, whatsappMessage(title, reference));
}
