import type {ReactNode} from 'react';
import {CountryList} from '~/components/markets/CountrySelector';
import {
  COLLECTION_LINKS,
  INFORMATION_LINKS,
  LEGAL_LINKS,
} from '~/domain/navigation';
import {ShopLink} from '~/components/ShopLink';
import type {DealerDetails} from '~/domain/dealer';
import {useT} from '~/i18n/useTranslation';

export function Footer({
  dealer,
  year,
  newsletter,
}: {
  dealer: DealerDetails;
  year: number;
  newsletter?: ReactNode;
}) {
  const t = useT();
  return (
    <footer className="mt-24 bg-ink text-neutral-200">
      <div className="mx-auto grid max-w-[1440px] grid-cols-1 gap-10 px-4 py-14 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-authenticity">
          <h2
            id="footer-authenticity"
            className="font-display text-lg text-white"
          >
            {t('chrome.authenticityHeading')}
          </h2>
          <p className="mt-3 text-sm">{t('chrome.authenticityText')}</p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <span aria-hidden="true">✓ </span>
              <span>{t('chrome.promiseAuthenticity')}</span>
            </li>
            <li>
              <span aria-hidden="true">✓ </span>
              <span>{t('chrome.promiseAvailability')}</span>
            </li>
            <li>
              <span aria-hidden="true">✓ </span>
              <span>{t('chrome.promiseSecure')}</span>
            </li>
          </ul>
        </section>
        <LinkColumn
          id="footer-collection"
          heading={t('chrome.collectionHeading')}
          links={COLLECTION_LINKS.map((link) => ({
            to: link.to,
            label: link.label,
          }))}
        />
        <LinkColumn
          id="footer-information"
          heading={t('chrome.informationHeading')}
          links={INFORMATION_LINKS.map((link) => ({
            to: link.to,
            label: t(link.label),
          }))}
        />
        <section aria-labelledby="footer-contact">
          <h2
            id="footer-contact"
            className="text-sm font-semibold tracking-widest text-white uppercase"
          >
            {t('chrome.contactHeading')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm pointer-coarse:space-y-0">
            <li>
              <a href={`mailto:${dealer.email}`} className="footer-link">
                {dealer.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${dealer.phone.replace(/\s+/g, '')}`}
                className="footer-link"
              >
                {dealer.phone}
              </a>
            </li>
          </ul>
          <h3 className="mt-6 text-sm font-semibold tracking-widest text-white uppercase">
            {t('chrome.followUs')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-4 text-sm">
            <li>
              <a
                href={dealer.instagramUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="footer-link"
              >
                {t('chrome.instagram')}
              </a>
            </li>
            <li>
              <a
                href={dealer.marketplaceUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="footer-link"
              >
                {t('chrome.marketplace')}
              </a>
            </li>
          </ul>
          {newsletter ? <div className="mt-6">{newsletter}</div> : null}
        </section>
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-[1440px] flex-col gap-3 px-4 py-6 text-xs lg:flex-row lg:items-center lg:justify-between lg:pr-24 lg:pl-8">
          <p>{t('chrome.copyright', {year, shop: dealer.shopName})}</p>
          <CountryList />
          <nav aria-label={t('chrome.legal')}>
            <ul className="flex flex-wrap gap-x-4">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <ShopLink to={link.to} className="footer-link">
                    {t(link.label)}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            <a
              href={dealer.agencyUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="footer-link"
            >
              {t('chrome.siteBy', {agency: dealer.agencyName})}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** One titled column of footer links. */
function LinkColumn({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: Array<{to: string; label: string}>;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2
        id={id}
        className="text-sm font-semibold tracking-widest text-white uppercase"
      >
        {heading}
      </h2>
      <ul className="mt-3 space-y-2 text-sm pointer-coarse:space-y-0">
        {links.map((link) => (
          <li key={link.to}>
            <ShopLink to={link.to} className="footer-link">
              {link.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
