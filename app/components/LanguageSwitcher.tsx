import {Link, useLocation} from 'react-router';
import {siteInLanguage, sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';

/** Switches language and stays on the same page (and query) and market; none in a one-language market. */
export function LanguageSwitcher() {
  const site = useSite();
  const t = useT();
  const {pathname, search} = useLocation();
  const other = site.language === 'en' ? 'de' : 'en';
  const twin = siteInLanguage(site, other);
  if (!twin) return null;
  const target = new URLSearchParams(search);
  target.set('lang', other);
  return (
    // A document request, so the server saves the choice in the `lang` cookie (app/i18n/detect.ts)
    // and answers with the clean address of the same page in the other language.
    <Link
      reloadDocument
      // The one link that leaves the site on purpose (tests/e2e/market-sites.spec.ts).
      data-site-switch
      to={`${sitePath(pathname, twin)}?${target.toString()}`}
      hrefLang={other === 'de' ? 'de' : 'en'}
      lang={other}
      className="inline-flex size-11 items-center justify-center rounded text-xs font-semibold hover:bg-neutral-100 lg:size-10"
    >
      {/* The name starts with what is seen (WCAG 2.5.3), then says what it does. */}
      {other.toUpperCase()}
      <span className="sr-only">
        {' – '}
        {t('chrome.language')}:{' '}
        {other === 'de' ? t('chrome.german') : t('chrome.english')}
      </span>
    </Link>
  );
}
