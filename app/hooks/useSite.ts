import {siteOf, type Site} from '~/domain/markets/sitePath';
import {useRootData} from '~/hooks/rootData';
import {useLocale} from '~/i18n/useTranslation';

/** The market and language of the page, as its address names them (the root loader read it). */
export function useSite(): Site {
  const language = useLocale();
  return siteOf(useRootData()?.market, language);
}
