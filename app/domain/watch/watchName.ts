// How a watch is named wherever the shop composes a name (subjects, alerts, structured data):
// vendor and title come from Shopify apart, and a title often carries the brand already.
import {compactReference} from '~/domain/references/referenceKey';

/** True when `text` begins with `word` as a whole word, in any case ('Rolex' in 'rolex GMT'). */
function beginsWithWord(text: string, word: string): boolean {
  if (!text.toLowerCase().startsWith(word.toLowerCase())) return false;
  return !/[\p{L}\p{N}]/u.test(text.charAt(word.length));
}

/**
 * A watch's full name: the vendor before the title unless the title already starts with it
 * ('Rolex' + 'Rolex Submariner 124060' -> 'Rolex Submariner 124060').
 */
export function watchName(
  vendor: string | null | undefined,
  title: string,
): string {
  const brand = (vendor ?? '').trim();
  const name = title.trim();
  if (!brand) return name;
  if (!name || beginsWithWord(name, brand)) return name || brand;
  return `${brand} ${name}`;
}

/** True when a watch's name already names its reference ('Submariner 126610LN', '126610LN'). */
export function namesReference(name: string, reference: string): boolean {
  const letters = compactReference(reference);
  return letters.length > 0 && compactReference(name).includes(letters);
}
