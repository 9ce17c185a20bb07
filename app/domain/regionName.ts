import type {Locale} from '~/i18n/locale';

// Server only: engines name regions differently (Node's ICU, Safari's, Chrome's), so a name
// written in the browser could differ from the server's HTML (a hydration mismatch), and making
// the namer costs a phone tens of milliseconds. Pages get the name as data.
const namers = new Map<Locale, Intl.DisplayNames | null>();

function namer(locale: Locale): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    try {
      namers.set(
        locale,
        new Intl.DisplayNames([locale === 'de' ? 'de' : 'en-GB'], {
          type: 'region',
        }),
      );
    } catch {
      namers.set(locale, null);
    }
  }
  return namers.get(locale) ?? null;
}

/** A two-letter country code as the country's name ('DE' -> 'Germany'); other text as it is. */
export function regionName(country: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    return namer(locale)?.of(country) ?? country;
  } catch {
    return country;
  }
}
