import {useCallback} from 'react';
import {useRouteLoaderData} from 'react-router';
import {DEFAULT_LOCALE, isLocale, type Locale} from './locale';
import {translate, type MessageKey, type Vars} from './translate';

/** The page's language, as the root loader decided it from the URL. */
export function useLocale(): Locale {
  const data = useRouteLoaderData('root') as {locale?: unknown} | undefined;
  return isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE;
}

/** t('cart.empty') in the page's language. */
export function useT() {
  const locale = useLocale();
  return useCallback((key: MessageKey, vars?: Vars) => translate(locale, key, vars), [locale]);
}
