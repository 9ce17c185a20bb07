import {SidePanel} from '~/components/SidePanel';
import {usePanels} from '~/components/panels';
import {useT} from '~/i18n/useTranslation';
import {OfferForm} from './OfferForm';
import '~/i18n/areas/leads';

/**
 * The offer panel of a watch page (decision 131), opened with
 * `openPanel('offer', {handle, productTitle, productSku})`. Its confirmation stays until the
 * shopper closes the panel.
 */
export function OfferPanel() {
  const t = useT();
  const {payload} = usePanels();
  const handle = payload?.handle;
  return (
    <SidePanel name="offer" wide title={t('leads.offerTitle')}>
      {handle ? (
        <>
          <div className="mb-5 rounded bg-stone px-4 py-3 text-sm">
            <p className="font-medium">{payload?.productTitle}</p>
            {payload?.productSku ? (
              <p className="text-neutral-600">
                {t('leads.enquiryReference', {sku: payload.productSku})}
              </p>
            ) : null}
          </div>
          <p className="mb-5 text-sm text-neutral-700">
            {t('leads.offerIntro')}
          </p>
          <OfferForm key={handle} handle={handle} />
        </>
      ) : null}
    </SidePanel>
  );
}
