/** The storefront's languages: English at the root, German under /de. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
  );
}

/** BCP 47 tag for Intl formatting and <html lang>. */
export function languageTag(locale: Locale): string {
  return locale === 'de' ? 'de-DE' : 'en-GB';
}

/** The locale of a BCP 47 tag as <html lang> carries it: 'de-DE' -> 'de'; anything else English. */
export function localeFromTag(tag: string | null | undefined): Locale {
  const language = (tag ?? '').toLowerCase().split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
