/** The storefront's languages: English at the root, German under /de. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
  );
}

/**
 * A page of the default market (UK) in a language: '/products' -> '/de/products'. Only for
 * e-mails, which remember the reader's language but not a market; pages and sitemaps link with
 * sitePath
 * (app/domain/markets/sitePath.ts) so that every link stays on the visitor's site.
 */
export function defaultMarketPath(path: string, locale: Locale): string {
  const bare = path.replace(/^\/de(?=\/|$)/, '') || '/';
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
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
