// Kept apart from the article texts: pages that only ask this must not load every article.
/**
 * Editorial pages with a German version. None yet: the articles and blog posts are served
 * under /de in English, marked lang="en", without German hreflang or German sitemap entry
 * (docs/decisions/030-english-articles-under-de.md).
 */
const GERMAN_EDITORIAL: ReadonlySet<string> = new Set<string>();

export function hasGermanVersion(route: string): boolean {
  return GERMAN_EDITORIAL.has(route);
}
