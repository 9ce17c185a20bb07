// One address per reference, however it was typed: case, spaces and slashes do not make a
// different reference ("5711/1A-010", "5711/1a 010" and "5711-1A-010" are one page).
import {allReferences} from '~/domain/watch/reference';

/** The URL segment of a reference: lower case, spaces and slashes as single hyphens. */
export function referenceSlug(reference: string): string {
  return reference
    .trim()
    .toLowerCase()
    .replace(/[\s/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** What two spellings of one reference share: its letters and digits only, lower case. */
export function compactReference(reference: string): string {
  return reference.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The word a Storefront search is given to find a reference's watches: its longest run of
 * letters and digits, which Shopify's full-text search finds in the SKU, title or tags. The
 * answer is then narrowed to exact matches (`matchesReference`), so a broad word costs nothing.
 */
export function referenceSearchTerm(reference: string): string {
  const runs = reference.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return runs.reduce(
    (longest, run) => (run.length > longest.length ? run : longest),
    '',
  );
}

/** Every reference a watch carries: its variant SKU and each comma-separated reference number. */
export function referencesOf(watch: {
  sku?: string | null;
  referenceNumber?: string | null;
}): string[] {
  const all = [watch.sku ?? '', ...allReferences(watch.referenceNumber)]
    .map((reference) => reference.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return all.filter((reference) => {
    const key = compactReference(reference);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a watch belongs to the reference asked for (any of its references, any spelling). */
export function matchesReference(
  watch: {sku?: string | null; referenceNumber?: string | null},
  wanted: string,
): boolean {
  const key = compactReference(wanted);
  return (
    Boolean(key) && referencesOf(watch).some((r) => compactReference(r) === key)
  );
}

/** The spelling of the reference as the dealer writes it on these watches (most common first). */
export function displayReference(
  watches: ReadonlyArray<{
    sku?: string | null;
    referenceNumber?: string | null;
  }>,
  wanted: string,
): string {
  const key = compactReference(wanted);
  const counts = new Map<string, number>();
  for (const watch of watches)
    for (const reference of referencesOf(watch))
      if (compactReference(reference) === key)
        counts.set(reference, (counts.get(reference) ?? 0) + 1);
  let best = '';
  let bestCount = 0;
  for (const [reference, count] of counts)
    if (count > bestCount) [best, bestCount] = [reference, count];
  return best || wanted.trim();
}
