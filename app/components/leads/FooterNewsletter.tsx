import {useT} from '~/i18n/useTranslation';
import {NewsletterForm} from './NewsletterForm';
import '~/i18n/areas/leads';

/** The footer's newsletter form; success clears the field (Conform resets the form). */
export function FooterNewsletter() {
  const t = useT();
  return (
    <section aria-labelledby="footer-newsletter">
      <h3
        id="footer-newsletter"
        className="text-sm font-semibold tracking-widest text-white uppercase"
      >
        {t('leads.footerNewsletterHeading')}
      </h3>
      <p className="mt-2 mb-3 text-sm">{t('leads.newsletterText')}</p>
      <NewsletterForm source="footer" tone="dark" />
    </section>
  );
}
