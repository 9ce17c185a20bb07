// Shopify answers a German request with the English text wherever the merchant has not
// translated a field. A German product page marks exactly those texts lang="en" by comparing
// them with the same product read in English (docs/decisions/031-untranslated-catalogue-text.md).

type CatalogueTexts = {
  description: string;
  imageAlts: Array<string | null | undefined>;
  specs: Record<string, string | undefined>;
};

/** Which catalogue texts of a German page are still the English ones. */
export type EnglishOnly = {
  description: boolean;
  /** Alt texts (by value) that are the English ones. */
  imageAlts: string[];
  /** Specification keys whose values are the English ones (words, not bare numbers). */
  specKeys: string[];
};

export const NOTHING_ENGLISH: EnglishOnly = {
  description: false,
  imageAlts: [],
  specKeys: [],
};

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

export function englishOnlyParts(
  german: CatalogueTexts,
  english: CatalogueTexts | null,
): EnglishOnly {
  if (!english) return NOTHING_ENGLISH;
  const englishAlts = new Set(english.imageAlts.filter(Boolean));
  return {
    description:
      german.description.trim() !== '' &&
      german.description.trim() === english.description.trim(),
    imageAlts: [
      ...new Set(
        german.imageAlts.filter(
          (alt): alt is string => !!alt && englishAlts.has(alt),
        ),
      ),
    ],
    specKeys: Object.entries(german.specs)
      .filter(
        ([key, value]) =>
          !!value && hasWords(value) && english.specs[key] === value,
      )
      .map(([key]) => key),
  };
}

/** The lang attribute for a catalogue text on this page: 'en' only where it is untranslated. */
export function langOf(englishOnly: boolean): 'en' | undefined {
  return englishOnly ? 'en' : undefined;
}
