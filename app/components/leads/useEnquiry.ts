import {useCallback} from 'react';
import {usePanels} from '~/components/panels';

/**
 * The shared enquiry opener for catalogue, product and content pages:
 *   const enquire = useEnquiry();
 *   enquire()                                   -> general enquiry panel
 *   enquire({productSku: ref, productTitle})    -> enquiry dialog, subject 'Enquiry: {title}'
 *   enquire.sell('Consignment Sales')           -> subject 'Sell Your Watch - Consignment Sales'
 *   enquire.sourcing()                          -> code SOURCING, title 'Watch Sourcing'
 */
export function useEnquiry() {
  const {openPanel} = usePanels();
  const open = useCallback(
    (payload?: {
      productSku?: string;
      productTitle?: string;
      subject?: string;
    }) => openPanel('enquiry', payload),
    [openPanel],
  );
  return Object.assign(open, {
    sell: (option: string) =>
      openPanel('enquiry', {
        productSku: 'SELL',
        productTitle: `Sell Your Watch - ${option}`,
        subject: `Sell Your Watch - ${option}`,
      }),
    sourcing: () =>
      openPanel('enquiry', {
        productSku: 'SOURCING',
        productTitle: 'Watch Sourcing',
      }),
  });
}
