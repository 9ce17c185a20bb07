import {useEffect, useState} from 'react';
import {SidePanel} from '~/components/SidePanel';
import {usePanels} from '~/components/panels';
import {useT} from '~/i18n/useTranslation';
import {EnquiryForm} from './EnquiryForm';
import {DealerContactLinks} from './DealerContactLinks';
import '~/i18n/areas/leads';

/** Enquiry panel auto-close after success. */
export const ENQUIRY_AUTO_CLOSE_MS = 3000;

/**
 * The enquiry panel (no product: phone, WhatsApp, e-mail and the form) and the enquiry
 * dialog (opened for a product, a sell option or sourcing). Open it with
 * `usePanels().openPanel('enquiry', {productSku, productTitle, subject})`.
 */
export function EnquiryPanel() {
  const t = useT();
  const {payload, active, closePanel} = usePanels();
  const [succeededAt, setSucceededAt] = useState<number | null>(null);
  const forProduct = Boolean(payload?.productSku);
  const open = active === 'enquiry';

  useEffect(() => {
    if (!open) setSucceededAt(null);
  }, [open]);

  useEffect(() => {
    if (succeededAt === null) return;
    const timer = window.setTimeout(closePanel, ENQUIRY_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeededAt, closePanel]);

  return (
    <SidePanel
      name="enquiry"
      wide
      title={
        forProduct ? t('leads.enquiryDialogTitle') : t('leads.enquiryTitle')
      }
    >
      {forProduct ? (
        <div className="mb-5 rounded bg-stone px-4 py-3 text-sm">
          <p className="font-medium">{payload?.productTitle}</p>
          {payload?.productSku && payload.productSku !== 'SOURCING' ? (
            <p className="text-neutral-600">
              {t('leads.enquiryReference', {sku: payload.productSku})}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mb-6 space-y-2 text-sm">
          <p>{t('leads.enquiryIntro')}</p>
          <DealerContactLinks withEmail className="space-y-1" />
        </div>
      )}
      <EnquiryForm
        key={`${payload?.productSku ?? ''}|${payload?.subject ?? ''}`}
        productSku={payload?.productSku}
        productTitle={payload?.productTitle}
        subject={payload?.subject}
        onSuccess={() => setSucceededAt(Date.now())}
      />
    </SidePanel>
  );
}
