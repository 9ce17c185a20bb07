import {useCallback} from 'react';
import {useRootData} from '~/hooks/rootData';
import {catalogFor, loadCatalog, loadFailed} from './catalog';
import {DEFAULT_LOCALE, type Locale} from './locale';
import {translate, type MessageKey, type Vars} from './translate';

/**
 * The page's language, as the root loader decided it from the URL. Until the browser has that
 * language's texts this suspends: the router renders navigations in a transition, so the old
 * page stays up until the new one can render in its own language (no flash of English).
 */
export function useLocale(): Locale {
  const locale = useRootData()?.locale ?? DEFAULT_LOCALE;
  return requireCatalog(locale);
}

/** The locale when its texts are in memory; otherwise throws the pending download (Suspense). */
export function requireCatalog(locale: Locale): Locale {
  // After a failed download the page renders with the English texts instead of waiting for ever.
  if (catalogFor(locale) || loadFailed(locale)) return locale;
  throw loadCatalog(locale);
}

/** t('cart.empty') in the page's language. */
export function useT() {
  const locale = useLocale();
  return useCallback(
    (key: MessageKey, vars?: Vars) => translate(locale, key, vars),
    [locale],
  );
}
