/** The storefront's languages: English at the root, German under /de. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
  );
}

/** The language a URL path is in: /de and /de/... are German, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return /^\/de(\/|$)/.test(pathname) ? 'de' : 'en';
}

/** The path without its language prefix: '/de/products' -> '/products'. */
export function stripLocale(pathname: string): string {
  const stripped = pathname.replace(/^\/de(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/** The same page in another language: localizePath('/products', 'de') -> '/de/products'. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** What the Storefront API's @inContext needs for a locale; the shop sells from the UK. */
export function storefrontI18n(locale: Locale) {
  return {language: locale === 'de' ? 'DE' : 'EN', country: 'GB'} as const;
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
