import textScriptUrls from 'virtual:language-texts';
import type {Locale} from '~/i18n/locale';

/**
 * The script holding a page's language texts, for the page to preload, or null for English
 * (whose texts come with the shell). The browser imports it before hydrating a German page, and
 * found only then it costs a round trip after React has arrived (docs/decisions/117-german-texts-preloaded.md).
 */
export function languageTextsScript(locale: Locale): string | null {
  return textScriptUrls[locale] ?? null;
}
