/**
 * Slot: first-visit language choice (query string, saved choice, browser language)
 * returns a redirect Response or null. Filled in by the German storefront work (issue 7).
 */
export function languageRedirect(_request: Request): Response | null {
  return null;
}
