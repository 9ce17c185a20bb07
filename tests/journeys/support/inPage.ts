// Runs in the page: bundled with dom-accessibility-api (Testing Library's roles and accessible
// names) into one script by esbuild (locator.ts), which every engine runs the same way.
import {computeAccessibleName, getRole} from 'dom-accessibility-api';

export type SerialMatch =
  {text: string; exact: boolean} | {source: string; flags: string};

export type Role =
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'textbox';

export type Step =
  | {kind: 'role'; role: Role; name?: SerialMatch; level?: number}
  | {kind: 'text'; match: SerialMatch}
  | {kind: 'css'; selector: string}
  | {kind: 'nth'; index: number};

/** The text, whitespace squashed, matches as Playwright's locators match (a string: ignoring case). */
export function matches(match: SerialMatch, text: string | null) {
  const squashed = (text ?? '').replace(/\s+/g, ' ').trim();
  if ('source' in match)
    return new RegExp(match.source, match.flags).test(squashed);
  return match.exact
    ? squashed === match.text
    : squashed.toLowerCase().includes(match.text.toLowerCase());
}

/** getRole makes every <header> a banner; HTML-AAM only one outside sectioning and main. */
function roleOf(el: Element) {
  const scoped =
    el.localName === 'header' &&
    !el.hasAttribute('role') &&
    el.parentElement?.closest('article, aside, main, nav, section');
  return scoped ? null : getRole(el);
}

export function nameOf(el: Element) {
  return computeAccessibleName(el, {computedStyleSupportsPseudoElements: true});
}

function rendered(el: Element) {
  if (el.closest('[aria-hidden="true"], [inert]')) return false;
  return (
    el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== 'hidden'
  );
}

function levelOf(el: Element) {
  return Number(el.getAttribute('aria-level') || el.localName.slice(1)) || 0;
}

function innerText(el: Element) {
  return (el as HTMLElement).innerText;
}

/** The elements the steps lead to, in document order. */
export function find(steps: Step[]) {
  let found: Array<Document | Element> = [document];
  for (const step of steps) {
    if (step.kind === 'nth') {
      found = found.slice(step.index, step.index + 1);
      continue;
    }
    const next = new Set<Element>();
    for (const scope of found)
      if (step.kind === 'css')
        scope.querySelectorAll(step.selector).forEach((el) => next.add(el));
      else if (step.kind === 'role')
        scope.querySelectorAll('*').forEach((el) => {
          if (roleOf(el) !== step.role || !rendered(el)) return;
          if (step.level && levelOf(el) !== step.level) return;
          if (!step.name || matches(step.name, nameOf(el))) next.add(el);
        });
      else
        scope
          .querySelectorAll('body *:not(script, style, template)')
          .forEach((el) => {
            if (!matches(step.match, innerText(el))) return;
            // The innermost element holding the text, as Playwright's getByText picks it.
            const children = [...el.children];
            if (!children.some((c) => matches(step.match, innerText(c))))
              next.add(el);
          });
    found = [...next];
  }
  return found;
}
