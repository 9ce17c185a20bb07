// Finding elements as a shopper does, by role and accessible name, by visible text or by test
// id, in the manner of Playwright's locators. The page is searched by a script that computes
// roles and names with dom-accessibility-api (Testing Library's); an element found by role and
// name is then checked against the engine's own accessibility tree, so a name the library
// computed differently from the browser fails loudly.
import {buildSync} from 'esbuild';
import type {BrowserSession, ElementRef} from './browserSession';
import {matches, type Role, type SerialMatch, type Step} from './inPage';
import {NotYetError, waitUntil} from './wait';

type TextMatch = string | RegExp;

/** Defines `journeyPage` in the page: inPage.ts with dom-accessibility-api, bundled once. */
export const IN_PAGE_SCRIPT = buildSync({
  entryPoints: [`${import.meta.dirname}/inPage.ts`],
  bundle: true,
  format: 'iife',
  globalName: 'journeyPage',
  minify: true,
  write: false,
}).outputFiles[0].text;

function serialise(match: TextMatch, exact = false): SerialMatch {
  return typeof match === 'string'
    ? {text: match, exact}
    : {source: match.source, flags: match.flags};
}

function describeMatch(match?: SerialMatch) {
  if (!match) return '';
  return 'source' in match
    ? ` /${match.source}/${match.flags}`
    : ` "${match.text}"${match.exact ? ' (exact)' : ''}`;
}

export class Locator {
  constructor(
    readonly session: BrowserSession,
    private readonly steps: Step[],
  ) {}

  private with(step: Step) {
    return new Locator(this.session, [...this.steps, step]);
  }

  getByRole(
    role: Role,
    options: {name?: TextMatch; exact?: boolean; level?: number} = {},
  ) {
    return this.with({
      kind: 'role',
      role,
      level: options.level,
      name:
        options.name === undefined
          ? undefined
          : serialise(options.name, options.exact),
    });
  }

  getByText(text: TextMatch, options: {exact?: boolean} = {}) {
    return this.with({kind: 'text', match: serialise(text, options.exact)});
  }

  getByTestId(testId: string) {
    return this.with({kind: 'css', selector: `[data-testid="${testId}"]`});
  }

  locator(selector: string) {
    return this.with({kind: 'css', selector});
  }

  nth(index: number) {
    return this.with({kind: 'nth', index});
  }

  first() {
    return this.nth(0);
  }

  toString() {
    return this.steps
      .map((step) => {
        if (step.kind === 'role')
          return `role ${step.role}${step.level ? ` level ${step.level}` : ''}${describeMatch(step.name)}`;
        if (step.kind === 'text') return `text${describeMatch(step.match)}`;
        if (step.kind === 'css') return step.selector;
        return `#${step.index}`;
      })
      .join(' >> ');
  }

  /** Every element the locator finds now. */
  all() {
    return this.session.executeForElements(
      `${IN_PAGE_SCRIPT}\nreturn journeyPage.find(arguments[0]);`,
      this.steps,
    );
  }

  /**
   * The one element the locator finds, once it is there and visible (more than one is an
   * error, as in Playwright's strict mode), checked against the engine's accessibility tree.
   */
  async element(timeoutMs?: number): Promise<ElementRef> {
    return waitUntil(
      `${this} to be one visible element`,
      async () => {
        const found = await this.all();
        if (found.length > 1)
          throw new Error(`${this} finds ${found.length} elements, not one`);
        if (found.length === 0) return undefined;
        const visible = await this.session.execute<boolean>(
          'var r = arguments[0].getBoundingClientRect(); return r.width > 0 && r.height > 0;',
          found[0],
        );
        if (!visible) return undefined;
        await this.checkAgainstEngine(found[0]);
        return found[0];
      },
      timeoutMs,
    );
  }

  /**
   * The engine's accessibility tree may lag the page by a moment (Firefox builds it apart from
   * the DOM, and a closing dialog's inertness lifts a little later): a disagreement is asked
   * again until the wait's deadline, and the last one is what a timeout reports.
   */
  private async checkAgainstEngine(element: ElementRef) {
    const last = this.steps.at(-1);
    if (last?.kind !== 'role') return;
    const role = await this.session.computedRole(element, last.role);
    if (role !== last.role)
      throw new NotYetError(
        `${this}: ${this.session.engine} gives this element the role "${role}"`,
      );
    if (!last.name) return;
    const label = await this.session.computedLabel(element);
    if (!matches(last.name, label))
      throw new NotYetError(
        `${this}: ${this.session.engine} names this element "${label}"`,
      );
  }

  /** Runs `action` on the element, finding it again if React replaces it meanwhile. */
  private act<T>(what: string, action: (element: ElementRef) => Promise<T>) {
    return waitUntil(`${what} ${this}`, async () =>
      action(await this.element()),
    );
  }

  /** Clicks once nothing covers the element (Playwright's actionability wait). */
  async click() {
    await this.act('to click', (element) => this.session.click(element));
  }

  /** Replaces the field's value by typing `text` (real key events). */
  async fill(text: string) {
    await this.act('to fill', async (field) => {
      await this.session.clear(field);
      await this.session.type(field, text);
      return true;
    });
  }

  async press(key: string) {
    await this.act('to press a key in', async (field) => {
      await this.session.type(field, key);
      return true;
    });
  }

  /**
   * Types one key at a time with a person's pause between keys (as the Chromium journey's
   * pressSequentially does): the lead forms refuse a form sent within 2 s of appearing.
   */
  async typeLikeAPerson(text: string, msBetweenKeys: number) {
    const field = await this.element();
    for (const key of text) {
      await this.session.type(field, key);
      await new Promise((resolve) => setTimeout(resolve, msBetweenKeys));
    }
  }

  textContent() {
    return this.act('the text of', (element) =>
      this.session.execute<string>('return arguments[0].textContent;', element),
    );
  }

  getAttribute(name: string) {
    return this.act(`the attribute ${name} of`, async (element) =>
      this.session.execute<string | null>(
        'return arguments[0].getAttribute(arguments[1]);',
        element,
        name,
      ),
    );
  }

  async scrollIntoView() {
    await this.act('to scroll to', async (element) => {
      await this.session.execute(
        'arguments[0].scrollIntoView({block: "center"});',
        element,
      );
      return true;
    });
  }

  /** The accessible name the engine's accessibility tree gives the element. */
  async accessibleName() {
    return this.session.computedLabel(await this.element());
  }
}
