// WebKitGTK driven through its WebDriver, WebKitWebDriver (docs/decisions/111-webkit-journeys.md),
// by selenium-webdriver. Each script it runs in the page first installs the page-problem
// collector, so a document that replaced the last one is watched from its next poll.
import {Agent} from 'node:http';
import {
  Builder,
  Origin,
  error,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import {
  CLICK_POINT_SCRIPT,
  DocumentChangingError,
  type BrowserSession,
  type ElementRef,
} from './browserSession';
import {COLLECTOR_SCRIPT, readProblems} from './pageProblems';
import {NotYetError, waitUntil} from './wait';

// MiniBrowser's toolbar keeps its window at least 447 px wide, so the runner starts the browser
// with GDK_DPI_SCALE=1.5, a 150 % page zoom: a 585 px window is then 390 CSS px wide.
export const PAGE_ZOOM = Number(process.env.WEBKIT_PAGE_ZOOM ?? 1.5);

const CAPABILITIES = {
  // The name WebKitWebDriver matches (it starts MiniBrowser); Selenium's Builder needs one.
  browserName: 'MiniBrowser',
  // Navigation returns at once; every step then waits for what it needs, so the collector goes
  // into a new document while it is still loading.
  pageLoadStrategy: 'none',
  'webkitgtk:browserOptions': {args: ['--automation']},
};
// A browser starts in about half a second, a few seconds on a loaded machine.
const SESSION_START_TIMEOUT_MS = 15_000;
const SESSION_START_ATTEMPTS = 3;

export class WebKitSession implements BrowserSession {
  readonly engine = 'WebKit';

  private constructor(readonly driver: WebDriver) {}

  /**
   * A new browser (a fresh, private MiniBrowser: no cookies, no storage). Now and then, on a
   * busy machine, the browser dies as it starts and WebKitWebDriver never answers; a request
   * given up on (its connection closed) frees the driver, so a start that takes far longer than
   * usual is tried again.
   */
  static async start(
    driverUrl: string,
    startTimeoutMs = SESSION_START_TIMEOUT_MS,
  ): Promise<WebKitSession> {
    for (let attempt = 1; ; attempt++) {
      // The session's own connections, to close if the start is given up on.
      const agent = new Agent({keepAlive: true});
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        const reason = `No browser within ${startTimeoutMs} ms (timeout)`;
        for (const socket of Object.values(agent.sockets).flat())
          socket?.destroy(new Error(reason));
      }, startTimeoutMs);
      try {
        const driver = await new Builder()
          .disableEnvironmentOverrides()
          .usingServer(driverUrl)
          .usingHttpAgent(agent)
          .withCapabilities(CAPABILITIES)
          .build();
        return new WebKitSession(driver);
      } catch (failure) {
        if (!timedOut || attempt === SESSION_START_ATTEMPTS) throw failure;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  async end() {
    await this.driver.quit();
  }

  /**
   * Sizes the window so the page's layout viewport is exactly `width` x `height` CSS px. The
   * page learns of a resize a moment after WebDriver answers, so each try reads the viewport
   * only once it has settled, and sizes the window from the toolbar's measured height (never by
   * adding to the last guess, which a stale reading made overshoot).
   */
  async setViewport({width, height}: {width: number; height: number}) {
    const window = this.driver.manage().window();
    const windowWidth = Math.round(width * PAGE_ZOOM);
    let windowHeight = Math.round(height * PAGE_ZOOM);
    let inner: [number, number] = [0, 0];
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await this.viewport();
      const rect = await window.getRect();
      const resizes =
        rect.width !== windowWidth || rect.height !== windowHeight;
      await window.setRect({width: windowWidth, height: windowHeight});
      inner = await this.settledViewport(resizes ? before : undefined);
      if (inner[0] === width && inner[1] === height) return;
      const outer = await window.getRect();
      const toolbar = outer.height - Math.round(inner[1] * PAGE_ZOOM);
      windowHeight = Math.round(height * PAGE_ZOOM) + toolbar;
    }
    throw new Error(
      `The viewport is ${inner[0]}x${inner[1]}, not ${width}x${height}`,
    );
  }

  /**
   * The viewport's size once the page has taken a resize: it differs from `before` (when the
   * window changed size) and two readings a poll apart agree.
   */
  private async settledViewport(before?: [number, number]) {
    let last = '';
    return waitUntil('the viewport to settle after a resize', async () => {
      const inner = await this.viewport();
      const now = inner.join('x');
      const settled = now === last && now !== before?.join('x');
      last = now;
      return settled && inner;
    });
  }

  private viewport() {
    return this.execute<[number, number]>('return [innerWidth, innerHeight];');
  }

  execute<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver
      .executeScript<T>(`${COLLECTOR_SCRIPT}\n${body}`, ...args)
      .catch(rethrowAsWaitable);
  }

  executeForElements(body: string, ...args: unknown[]) {
    return this.execute<ElementRef[]>(body, ...args);
  }

  async navigate(url: string) {
    const before = (await readProblems(this)).documentId;
    await this.driver.get(url);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const now = await readProblems(this).catch((failure: unknown) => {
        if (failure instanceof DocumentChangingError) return null;
        throw failure;
      });
      // No pause: the sooner the collector is in the new document, the less it can miss.
      if (now && now.documentId !== before && now.url.startsWith(url)) return;
    }
    throw new Error(`No new document for ${url} within 30 s`);
  }

  back() {
    return this.driver.navigate().back();
  }

  /**
   * A real mouse click at the element's centre, unless something else is on top of it there
   * (then false, to try again). WebKitGTK's automation places pointer input in window pixels,
   * ignoring the page zoom (its own element click lands elsewhere at 150 %), so the point is
   * given in window pixels here.
   */
  async click(element: ElementRef): Promise<boolean> {
    const point = await this.execute<[number, number] | false>(
      CLICK_POINT_SCRIPT,
      element,
    );
    if (!point) return false;
    const [x, y] = point.map((css) => Math.round(css * PAGE_ZOOM));
    await this.driver
      .actions()
      .move({x, y, origin: Origin.VIEWPORT, duration: 0})
      .press()
      .release()
      .perform()
      .catch(rethrowAsWaitable);
    return true;
  }

  clear(element: ElementRef) {
    return (element as WebElement).clear().catch(rethrowAsWaitable);
  }

  /** Real key events for each character, as the keyboard would send them. */
  type(element: ElementRef, text: string) {
    return (element as WebElement).sendKeys(text).catch(rethrowAsWaitable);
  }

  /** The role WebKit's own accessibility tree gives the element. */
  computedRole(element: ElementRef) {
    return (element as WebElement).getAriaRole().catch(rethrowAsWaitable);
  }

  /** The accessible name WebKit's own accessibility tree gives the element. */
  computedLabel(element: ElementRef) {
    return (element as WebElement).getAccessibleName().catch(rethrowAsWaitable);
  }
}

/** The errors a wait may try again after: an element React replaced, or one not ready yet. */
function rethrowAsWaitable(failure: unknown): never {
  if (
    failure instanceof error.StaleElementReferenceError ||
    failure instanceof error.ElementNotInteractableError
  )
    throw new NotYetError(failure.message);
  // WebKitGTK: "Callback was not called before the unload event".
  if (failure instanceof error.NoSuchFrameError)
    throw new DocumentChangingError(failure.message);
  throw failure;
}
