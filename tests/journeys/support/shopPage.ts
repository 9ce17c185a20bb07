// One shopper's browser on the storefront: navigation, presses and expectations, each followed
// by a look at what the page collected, so a journey fails on the step that caused a page error.
import {Locator} from './locator';
import {readProblems} from './pageProblems';
import {waitUntil} from './wait';
import {PHONE, type BrowserSession} from './browserSession';

export class ShopPage {
  private readonly root: Locator;

  private constructor(
    readonly session: BrowserSession,
    readonly baseUrl: string,
  ) {
    this.root = new Locator(session, []);
  }

  getByRole(...args: Parameters<Locator['getByRole']>) {
    return this.root.getByRole(...args);
  }

  getByText(...args: Parameters<Locator['getByText']>) {
    return this.root.getByText(...args);
  }

  getByTestId(testId: string) {
    return this.root.getByTestId(testId);
  }

  locator(selector: string) {
    return this.root.locator(selector);
  }

  /** A fresh phone-sized browser whose newsletter popup has been seen (as the Chromium journeys set up). */
  static async open(session: BrowserSession, baseUrl: string) {
    const page = new ShopPage(session, baseUrl);
    try {
      await session.setViewport(PHONE);
      // The storefront's origin must be open for its storage to be written.
      await page.goto('/robots.txt');
      await session.execute(
        "localStorage.setItem('newsletter-popup-seen', 'true');",
      );
    } catch (error) {
      await session.end();
      throw error;
    }
    return page;
  }

  close() {
    return this.session.end();
  }

  /** Fails with every problem the current storefront document reported so far. */
  async assertNoProblems() {
    const report = await readProblems(this.session);
    if (report.origin !== new URL(this.baseUrl).origin) return; // the local shop's own pages
    if (report.problems.length > 0)
      throw new Error(
        `${report.url} reported ${report.problems.length} problem(s):\n${report.problems.join('\n')}`,
      );
    // A collector that went in after hydration could not have seen a hydration error. (One that
    // went in while the page loaded can still miss an error thrown by a script that ran before
    // it: decision 111 says so.)
    if (report.installedAfterHydration)
      throw new Error(
        `The error collector reached ${report.url} only after it had hydrated`,
      );
  }

  async goto(path: string) {
    await this.assertNoProblems();
    await this.session.navigate(new URL(path, this.baseUrl).href);
  }

  /** Opens `path` and waits until React has hydrated, so presses reach their handlers. */
  async gotoHydrated(path: string) {
    await this.goto(path);
    // Where the collector is polled in (WebKit), a busy machine can let the page hydrate first:
    // that load saw nothing, so it is loaded again, twice at most, before it counts as a failure.
    for (let load = 1; load < 3; load++) {
      const report = await readProblems(this.session);
      if (!report?.installedAfterHydration || report.problems.length) break;
      await this.session.navigate(new URL(path, this.baseUrl).href);
    }
    await this.expectAttached(this.locator('html[data-hydrated]'));
  }

  async back() {
    await this.assertNoProblems();
    await this.session.back();
  }

  async press(locator: Locator) {
    await locator.click();
    await this.assertNoProblems();
  }

  async fill(locator: Locator, text: string) {
    await locator.fill(text);
    await this.assertNoProblems();
  }

  private async expect<T>(
    description: string,
    condition: () => Promise<T | undefined | false>,
  ) {
    const value = await waitUntil(description, condition).catch(
      async (error: Error) => {
        // Where the shopper was when the wait ran out says most about why.
        const url = await this.url().catch(() => 'unknown');
        throw new Error(`${error.message} (on ${url})`, {cause: error});
      },
    );
    await this.assertNoProblems();
    return value;
  }

  /** The address of the document on screen (WebDriver's own may already be the next one's). */
  private url() {
    return this.session.execute<string>('return location.href;');
  }

  expectUrl(pattern: RegExp) {
    return this.expect(`the address to match ${pattern}`, async () =>
      pattern.test(await this.url()),
    );
  }

  expectAttached(locator: Locator) {
    return this.expect(
      `${locator} to be in the page`,
      async () => (await locator.all()).length > 0,
    );
  }

  expectVisible(locator: Locator) {
    return this.expect(`${locator} to be visible`, async () =>
      Boolean(await locator.element()),
    );
  }

  /** The element's whole text, whitespace squashed, is `text` (Playwright's toHaveText). */
  expectText(locator: Locator, text: string) {
    return this.expect(`${locator} to have the text "${text}"`, async () => {
      const content = await locator.textContent();
      return content.replace(/\s+/g, ' ').trim() === text;
    });
  }

  expectContainsText(locator: Locator, text: string) {
    return this.expect(`${locator} to contain "${text}"`, async () =>
      (await locator.textContent()).includes(text),
    );
  }

  expectAccessibleName(locator: Locator, pattern: RegExp) {
    return this.expect(
      `${locator} to have an accessible name matching ${pattern}`,
      async () => pattern.test(await locator.accessibleName()),
    );
  }

  expectFocused(locator: Locator) {
    return this.expect(`${locator} to have the focus`, async () =>
      this.session.execute<boolean>(
        'return document.activeElement === arguments[0];',
        await locator.element(),
      ),
    );
  }

  /** Some of the element is inside the layout viewport (Playwright's toBeInViewport). */
  expectInViewport(locator: Locator) {
    return this.expect(`${locator} to be in the viewport`, async () =>
      this.session.execute<boolean>(
        `var r = arguments[0].getBoundingClientRect();
         return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;`,
        await locator.element(),
      ),
    );
  }
}
