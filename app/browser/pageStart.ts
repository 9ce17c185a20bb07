// Where the keyboard and a screen reader start on a page reached without a full load: its main
// heading, as a full load starts them at the top and a reader announces the new page.

/** The page's main heading, or the main region when a page has none. */
export function pageStart(doc: Document): HTMLElement | null {
  const main = doc.getElementById('main');
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

/**
 * Moves focus to the page's start without scrolling (the router has already put the page
 * where it belongs: the top, or the place the shopper left it). Leaves focus alone while a
 * dialog is open, since focus belongs inside it.
 */
export function focusPageStart(doc: Document = document): HTMLElement | null {
  if (doc.querySelector('dialog[open]')) return null;
  const start = pageStart(doc);
  if (!start) return null;
  // Focusable from script only: the heading joins no Tab order.
  if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
  start.focus({preventScroll: true});
  return start;
}
