import type {Locale} from './locale';
import type {Catalog} from './types';
import {en} from './messages';

// The languages whose texts are in memory. English always (every page's fallback), its
// on-demand areas once their users' code has loaded (registerArea). The server registers every
// language and area at its start (./serverTexts.ts).
type Loaded = {[Area in keyof Catalog]?: Partial<Catalog[Area]>};
const catalogs: Partial<Record<Locale, Loaded>> = {en: {...en}};

/**
 * Adds English texts that travel with the code that uses them (see app/i18n/areas), to what
 * the area already holds: an area may come in parts (the leads' shared part is on every page).
 */
export function registerArea<Area extends keyof Catalog>(
  area: Area,
  texts: Partial<Catalog[Area]>,
) {
  catalogs.en![area] = {...catalogs.en![area], ...texts};
}

/** A whole language at once: the server's way in (./serverTexts.ts). */
export function registerLanguage(locale: Locale, catalog: Partial<Catalog>) {
  catalogs[locale] = catalog;
}

// In the browser each other language is its own chunk, fetched the first time a page needs it.
const loaders: Record<Locale, () => Promise<Loaded>> = {
  en: async () => catalogs.en!,
  de: () => import('./messages/de').then((module) => module.de),
};
const pending = new Map<Locale, Promise<void>>();
const failed = new Set<Locale>();

/** The texts of a language, or undefined while the browser has not loaded them yet. */
export function catalogFor(locale: Locale): Loaded | undefined {
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
