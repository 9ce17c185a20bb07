import type {Locale} from './locale';
import type {Catalog} from './types';
import {en} from './messages';

// The languages whose texts are in memory. English always (every page's fallback), its
// on-demand areas once their users' code has loaded (registerArea). The server registers every
// language and area at its start (./serverTexts.ts).
const catalogs: Partial<Record<Locale, Partial<Catalog>>> = {en: {...en}};

/** Adds an English area that travels with the code that uses it (see app/i18n/areas). */
export function registerArea<Area extends keyof Catalog>(
  area: Area,
  texts: Catalog[Area],
) {
  catalogs.en![area] = texts;
}

/** A whole language at once: the server's way in (./serverTexts.ts). */
export function registerLanguage(locale: Locale, catalog: Partial<Catalog>) {
  catalogs[locale] = catalog;
}

// In the browser each other language is its own chunk, fetched the first time a page needs it.
const loaders: Record<Locale, () => Promise<Partial<Catalog>>> = {
  en: async () => catalogs.en!,
  de: () => import('./messages/de').then((module) => module.de),
};
const pending = new Map<Locale, Promise<void>>();
const failed = new Set<Locale>();

/** The texts of a language, or undefined while the browser has not loaded them yet. */
export function catalogFor(locale: Locale): Partial<Catalog> | undefined {
  return catalogs[locale];
}

/** Whether the last download of the language's texts failed (offline, or a chunk gone after a deploy). */
export function loadFailed(locale: Locale): boolean {
  return failed.has(locale);
}

/** Resolves once the language's texts are in memory; one download however often it is asked. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (catalogs[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]().then(
      (catalog) => {
        catalogs[locale] = catalog;
        failed.delete(locale);
      },
      (error: unknown) => {
        // Remembered so renders stop waiting; the next explicit caller tries the download again.
        failed.add(locale);
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
