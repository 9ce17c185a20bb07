// Firefox (Debian's ESR) driven through WebDriver BiDi by Puppeteer (decision 123). Firefox's
// remote agent speaks BiDi only; Debian ships no geckodriver for classic WebDriver. Page scripts
// are sent as functions (never evaluated from a string in the page, which the shop's CSP
// forbids), and the page-problem collector is in every document from its first script on.
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import {
  CLICK_POINT_SCRIPT,
  DocumentChangingError,
  Keys,
  type BrowserSession,
  type ElementRef,
} from './browserSession';
import {IN_PAGE_SCRIPT} from './locator';
import {COLLECTOR_SCRIPT} from './pageProblems';
import {NotYetError} from './wait';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// What BiDi answers when a script meets a document on its way out, or an element React removed.
const DOCUMENT_CHANGING =
  /no such frame|context was destroyed|navigat|discarded|no such history entry/i;
const STALE = /no such (node|handle)|stale|detached|not attached/i;

// One headless Firefox for the run's journeys. Each journey gets a user context of its own (its
// own cookies, storage and cache), as a fresh profile gave it, without starting Firefox again.
let firefox: Promise<Browser> | undefined;

/** Stops the run's Firefox, if a journey started it. */
export async function stopFirefox() {
  const started = firefox;
  firefox = undefined;
  if (started) await (await started).close();
}

export class FirefoxSession implements BrowserSession {
  readonly engine = 'Firefox';

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  /** A fresh user context in the run's headless Firefox: no cookies, no storage. */
  static async start(): Promise<FirefoxSession> {
    firefox ??= puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      defaultViewport: null,
    });
    const context = await (await firefox).createBrowserContext();
    try {
      const page = await context.newPage();
      await page.evaluateOnNewDocument(COLLECTOR_SCRIPT);
      return new FirefoxSession(context, page);
    } catch (error) {
      await context.close();
      throw error;
    }
  }

  execute<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.retrying(args, () =>
      this.page.evaluate(asFunction(body), ...args),
    );
  }

  /** Elements stay handles, each its own. */
  executeForElements(body: string, ...args: unknown[]) {
    return this.retrying<ElementRef[]>(args, async () => {
      const list = await this.page.evaluateHandle(asFunction(body), ...args);
      const items = await list.getProperties();
      await list.dispose().catch(() => {});
      return [...items.values()].map((item) => item.asElement()!);
    });
  }

  /**
   * Without elements of ours among `args`, a stale reference is Puppeteer's own, to the document
   * just left: the next document answers the same script a moment later.
   */
  private async retrying<T>(
    args: unknown[],
    run: () => Promise<unknown>,
  ): Promise<T> {
    const ownElements = args.some(
      (arg) => typeof arg === 'object' && arg && 'asElement' in arg,
    );
    for (let attempt = 1; ; attempt++) {
      try {
        return (await run()) as T;
      } catch (error) {
        const waitable = asWaitable(error);
        if (ownElements || attempt === 30 || !waitable) throw waitable ?? error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async navigate(url: string) {
    await this.page.goto(url, {waitUntil: 'domcontentloaded'});
  }

  /** The session history's Back, as the browser's button goes (a same-document entry too). */
  back() {
    return this.execute('history.back();');
  }

  async click(element: ElementRef) {
    const point = await this.execute<[number, number] | false>(
      CLICK_POINT_SCRIPT,
      element,
    );
    if (!point) return false;
    await this.page.mouse.click(point[0], point[1]).catch(rethrowAsWaitable);
    return true;
  }

  /** Selects the field's text and deletes it with a key, as a person empties a box. */
  async clear(element: ElementRef) {
    await this.execute(
      'arguments[0].focus(); if (arguments[0].select) arguments[0].select();',
      element,
    );
    await this.page.keyboard.press('Backspace');
  }

  /** Focuses the field unless it has the focus (the caret stays), then presses each key. */
  async type(element: ElementRef, text: string) {
    await this.execute(
      'if (document.activeElement !== arguments[0]) arguments[0].focus();',
      element,
    );
    for (const key of text) {
      if (key === Keys.Enter) await this.page.keyboard.press('Enter');
      else await this.page.keyboard.sendCharacter(key);
    }
  }

  /**
   * Firefox's accessibility tree is asked through BiDi's accessibility locator (Puppeteer's
   * `aria/` selectors): is this element one with that role?
   */
  async computedRole(element: ElementRef, expected: string) {
    return (await this.engineFinds(element, `aria/[role="${expected}"]`))
      ? expected
      : `something other than "${expected}"`;
  }

  /**
   * BiDi cannot read a name, only find by one: the name dom-accessibility-api computes in the
   * page is confirmed when Firefox's tree finds this element by exactly that name.
   */
  async computedLabel(element: ElementRef) {
    const guess = await this.execute<string>(
      `${IN_PAGE_SCRIPT}\nreturn journeyPage.nameOf(arguments[0]);`,
      element,
    );
    // Puppeteer's `aria/` selector takes the name bare; a bracket would read as an attribute.
    if (!guess || guess.includes('['))
      return `a name it cannot be asked about: "${guess}"`;
    return (await this.engineFinds(element, `aria/${guess}`))
      ? guess
      : `something other than "${guess}"`;
  }

  private async engineFinds(element: ElementRef, selector: string) {
    const handle = element as ElementHandle;
    // The search starts at the element itself, which comes first when it matches.
    const found = await handle.$(selector).catch(rethrowAsWaitable);
    if (!found) return false;
    const same = await found
      .evaluate((a, b) => a === b, handle)
      .catch(rethrowAsWaitable);
    await found.dispose().catch(() => {});
    return same;
  }

  async setViewport({width, height}: {width: number; height: number}) {
    await this.page.setViewport({width, height});
    const inner = await this.execute<[number, number]>(
      'return [innerWidth, innerHeight];',
    );
    if (inner[0] !== width || inner[1] !== height)
      throw new Error(
        `The viewport is ${inner.join('x')}, not ${width}x${height}`,
      );
  }

  async end() {
    await this.context.close();
  }
}

/** A function built here and sent by its source: BiDi calls it without an eval in the page. */
function asFunction(body: string) {
  return new Function(`${COLLECTOR_SCRIPT}\n${body}`) as (
    ...values: unknown[]
  ) => unknown;
}

/** The error a wait may try again after (a document on its way out, an element React removed). */
function asWaitable(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (DOCUMENT_CHANGING.test(message))
    return new DocumentChangingError(message);
  if (STALE.test(message)) return new NotYetError(message);
  return null;
}

function rethrowAsWaitable(error: unknown): never {
  throw asWaitable(error) ?? error;
}
