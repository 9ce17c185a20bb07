/**
 * XML text helpers for the feed and the sitemaps. Everything that goes between tags or
 * into an attribute passes through `escapeXml`, so a title such as `Tiffany & Co. "Blue"`
 * or one in Japanese cannot break the document.
 */

// Characters XML 1.0 forbids outright (C0 controls except tab, LF, CR; U+FFFE/U+FFFF),
// and UTF-16 halves without their partner (a string cut in the middle of an emoji).
// Matching the forbidden control characters is the point.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for element content and attribute values; drops characters XML cannot carry. */
export function escapeXml(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(FORBIDDEN, '')
    .replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** `<name>text</name>` with the text escaped; nothing when the value is empty. */
export function element(
  name: string,
  value: string | number | null | undefined,
  indent = '',
): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (text.trim() === '') return '';
  return `${indent}<${name}>${escapeXml(text)}</${name}>\n`;
}

/**
 * Cuts text to at most `max` characters (UTF-16 units) without splitting a surrogate pair,
 * so an emoji at the boundary never becomes an invalid lone half.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}
