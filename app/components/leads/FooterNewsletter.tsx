import {useT} from '~/i18n/useTranslation';
import {NewsletterSignup} from './NewsletterSignup';

/** The footer's newsletter block on every page: heading, text and the light sign-up form. */
export function FooterNewsletter({token}: {token: string}) {
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
      <NewsletterSignup source="footer" token={token} tone="dark" />
    </section>
  );
}
