import {useDealer} from '~/hooks/rootData';
import {whatsappLink} from '~/domain/dealer';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';

/** The dealer's phone and WhatsApp (and e-mail) as labelled links: contact page and enquiry panel. */
export function DealerContactLinks({
  withEmail = false,
  className,
}: {
  withEmail?: boolean;
  className: string;
}) {
  const t = useT();
  const dealer = useDealer();
  return (
    <ul className={className}>
      <li>
        <span className="font-medium">{t('leads.contactPhone')}: </span>
        <a
          className="underline"
          href={`tel:${dealer.phone.replace(/\s+/g, '')}`}
        >
          {dealer.phone}
        </a>
      </li>
      <li>
        <span className="font-medium">{t('leads.contactWhatsApp')}: </span>
        <a
          className="underline"
          href={whatsappLink(dealer, '')}
          rel="noopener noreferrer"
          target="_blank"
        >
          +{dealer.whatsappNumber}
        </a>
      </li>
      {withEmail ? (
        <li>
          <span className="font-medium">{t('leads.contactEmailLabel')}: </span>
          <a className="underline" href={`mailto:${dealer.email}`}>
            {dealer.email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
