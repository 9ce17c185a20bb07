// A W3C WebDriver session over plain HTTP, enough to drive WebKitGTK's WebKitWebDriver
// (docs/decisions/111-webkit-journeys.md). Each script it runs in the page first installs the
// page-problem collector, so a document that replaced the last one is watched from its next poll.
import {
  CLICK_POINT_SCRIPT,
  DocumentChangingError,
  StaleElementError,
  type BrowserSession,
  type ElementRef,
} from './browserSession';
import {COLLECTOR_SCRIPT, type PageProblems} from './pageProblems';
import {NotYetError, waitUntil} from './wait';

/** The key W3C WebDriver uses for an element reference in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

type WebDriverElement = {[ELEMENT_KEY]: string};

// MiniBrowser's toolbar keeps its window at least 447 px wide, so the runner starts the browser
// with GDK_DPI_SCALE=1.5, a 150 % page zoom: a 585 px window is then 390 CSS px wide.
export const PAGE_ZOOM = Number(process.env.WEBKIT_PAGE_ZOOM ?? 1.5);

const SESSION_CAPABILITIES = {
  capabilities: {
    alwaysMatch: {
      // Navigation returns at once; every step then waits for what it needs, so the
      // collector goes into a new document while it is still loading.
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': {args: ['--automation']},
    },
  },
};
// A browser starts in about half a second, a few seconds on a loaded machine.
const SESSION_START_TIMEOUT_MS = 15_000;
const SESSION_START_ATTEMPTS = 3;

export class WebDriverError extends Error {}
/** The element is there but cannot take input yet (a dialog still opening): try again. */
export class NotInteractableError extends NotYetError {}

export class Session implements BrowserSession {
  readonly engine = 'WebKit';

  private constructor(
    private readonly driverUrl: string,
    readonly id: string,
  ) {}

  /**
   * A new browser (a fresh, private MiniBrowser: no cookies, no storage). Now and then, on a
   * busy machine, the browser dies as it starts and WebKitWebDriver never answers; a request
   * given up on frees the driver, so a start that takes far longer than usual is tried again.
   */
  static async start(
    driverUrl: string,
    startTimeoutMs = SESSION_START_TIMEOUT_MS,
  ): Promise<Session> {
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await send<{sessionId: string}>(
          driverUrl,
          'POST',
          '/session',
          SESSION_CAPABILITIES,
          AbortSignal.timeout(startTimeoutMs),
        );
        return new Session(driverUrl, created.sessionId);
      } catch (error) {
        const timedOut =
          error instanceof DOMException && error.name === 'TimeoutError';
        if (!timedOut || attempt === SESSION_START_ATTEMPTS) throw error;
      }
    }
  }

  command<T = unknown>(method: string, path: string, body?: unknown) {
    return send<T>(this.driverUrl, method, `/session/${this.id}${path}`, body);
  }

  async end() {
    await this.command('DELETE', '');
  }

  /**
   * Sizes the window so the page's layout viewport is exactly `width` x `height` CSS px. The
   * page learns of a resize a moment after WebDriver answers, so each try reads the viewport
   * only once it has settled, and sizes the window from the toolbar's measured height (never by
   * adding to the last guess, which a stale reading made overshoot).
   */
  async setViewport({width, height}: {width: number; height: number}) {
    const windowWidth = Math.round(width * PAGE_ZOOM);
    let windowHeight = Math.round(height * PAGE_ZOOM);
    let inner: [number, number] = [0, 0];
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await this.viewport();
      const rect = await this.command<{width: number; height: number}>(
        'GET',
        '/window/rect',
      );
      const resizes =
        rect.width !== windowWidth || rect.height !== windowHeight;
      await this.command('POST', '/window/rect', {
        width: windowWidth,
        height: windowHeight,
      });
      inner = await this.settledViewport(resizes ? before : undefined);
      if (inner[0] === width && inner[1] === height) return;
      const outer = await this.command<{height: number}>('GET', '/window/rect');
      const toolbar = outer.height - Math.round(inner[1] * PAGE_ZOOM);
      windowHeight = Math.round(height * PAGE_ZOOM) + toolbar;
    }
    throw new WebDriverError(
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
    return this.command<T>('POST', '/execute/sync', {
      script: `${COLLECTOR_SCRIPT}\n${body}`,
      args,
    });
  }

  problems() {
    return this.execute<PageProblems>(
      'return Object.assign({scripts: document.scripts.length}, window.__pageProblems);',
    );
  }

  async navigate(url: string) {
    const before = (await this.problems()).documentId;
    await this.command('POST', '/url', {url});
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const now = await this.problems().catch((error: unknown) => {
        if (error instanceof DocumentChangingError) return null;
        throw error;
      });
      // No pause: the sooner the collector is in the new document, the less it can miss.
      if (now && now.documentId !== before && now.url.startsWith(url)) return;
    }
    throw new WebDriverError(`No new document for ${url} within 30 s`);
  }

  back() {
    return this.command('POST', '/back', {});
  }

  /** The address of the document on screen (WebDriver's own may already be the next one's). */
  url() {
    return this.execute<string>('return location.href;');
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
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: {pointerType: 'mouse'},
          actions: [
            {type: 'pointerMove', origin: 'viewport', x, y},
            {type: 'pointerDown', button: 0},
            {type: 'pointerUp', button: 0},
          ],
        },
      ],
    });
    return true;
  }

  clear(element: ElementRef) {
    return this.command('POST', `/element/${elementId(element)}/clear`, {});
  }

  /** Real key events for each character, as the keyboard would send them. */
  type(element: ElementRef, text: string) {
    return this.command('POST', `/element/${elementId(element)}/value`, {
      text,
    });
  }

  /** The role WebKit's own accessibility tree gives the element. */
  computedRole(element: ElementRef) {
    return this.command<string>(
      'GET',
      `/element/${elementId(element)}/computedrole`,
    );
  }

  /** The accessible name WebKit's own accessibility tree gives the element. */
  computedLabel(element: ElementRef) {
    return this.command<string>(
      'GET',
      `/element/${elementId(element)}/computedlabel`,
    );
  }
}

function elementId(element: ElementRef) {
  return (element as WebDriverElement)[ELEMENT_KEY];
}

async function send<T>(
  driverUrl: string,
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(`${driverUrl}${path}`, {
    method,
    headers: {'Content-Type': 'application/json; charset=utf-8'},
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const answer = (await response.json()) as {
    value: T & {error?: string; message?: string};
  };
  if (answer.value?.error === 'stale element reference')
    throw new StaleElementError(`${method} ${path}: ${answer.value.message}`);
  if (answer.value?.error === 'element not interactable')
    throw new NotInteractableError(
      `${method} ${path}: ${answer.value.message}`,
    );
  // WebKitGTK: "Callback was not called before the unload event".
  if (answer.value?.error === 'no such frame')
    throw new DocumentChangingError(
      `${method} ${path}: ${answer.value.message}`,
    );
  if (!response.ok)
    throw new WebDriverError(
      `${method} ${path}: ${answer.value?.error ?? response.status} ${answer.value?.message ?? ''}`,
    );
  return answer.value;
}
