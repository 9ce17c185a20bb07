import {truncate} from '~/domain/seo';
/** The description split into paragraphs at blank lines, each with its lines joined by spaces. */
export function descriptionParagraphs(
  text: string | null | undefined,
): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** The meta description: the first 160 characters of the description, on one line. */
export function metaDescription(
  text: string | null | undefined,
  max = 160,
): string {
  // At a word boundary: a cut word reads as a typo (and 'Weiß' cut to 'We' as English).
  return truncate(text ?? '', max);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * Shopify's plain `description` runs paragraphs together, so the text with its blank lines is
 * rebuilt from `descriptionHtml`: paragraphs and line breaks become blank lines, tags go.
 */
export function textFromDescriptionHtml(
  html: string | null | undefined,
): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      const code =
        /^#(\d+)$/.exec(name)?.[1] ??
        (/^#x([0-9a-f]+)$/i.exec(name)?.[1]
          ? String(parseInt(name.slice(2), 16))
          : null);
      return code ? String.fromCodePoint(Number(code)) : whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
