import {Link, useLocation} from 'react-router';
import {localizePath} from '~/i18n/locale';
import {useLocale, useT} from '~/i18n/useTranslation';

/** Switches language and stays on the same page (and query). */
export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useT();
  const {pathname, search} = useLocation();
  const other = locale === 'en' ? 'de' : 'en';
  const target = new URLSearchParams(search);
  target.set('lang', other);
  return (
    // A document request, so the server saves the choice in the `lang` cookie (app/i18n/detect.ts)
    // and answers with the clean address of the same page in the other language.
    <Link
      reloadDocument
      to={`${localizePath(pathname, other)}?${target.toString()}`}
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
