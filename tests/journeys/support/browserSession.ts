// What the journeys need from a browser engine: WebKit answers through its WebDriver driven by
// selenium-webdriver (webkit.ts), Firefox through WebDriver BiDi driven by Puppeteer
// (firefox.ts). Locators and the shop page are written once against this.
import {NotYetError} from './wait';

/** An element in the page, in the engine's own reference. */
export type ElementRef = object;

/** The layout viewport of a phone on the journeys: an iPhone 12 to 15's 390x844 CSS pixels. */
export const PHONE = {width: 390, height: 844};

/** Keys as WebDriver spells them (the W3C key codes); every engine's `type` understands them. */
export const Keys = {Enter: '\uE007'} as const;

export interface BrowserSession {
  /** The engine's name, for messages ("WebKit gives this element the role ..."). */
  readonly engine: string;
  /**
   * Runs `body` (a function body; `arguments` holds `args`) in the page, after making sure the
   * page-problem collector is installed in the current document.
   */
  execute<T>(body: string, ...args: unknown[]): Promise<T>;
  /** As `execute`, for a script that returns a list of elements. */
  executeForElements(body: string, ...args: unknown[]): Promise<ElementRef[]>;
  /** Opens `url` and resolves once a new document for it is there (it may still be loading). */
  navigate(url: string): Promise<void>;
  /** The browser's Back. */
  back(): Promise<unknown>;
  /** A real click at the element's centre; false while something else covers it there. */
  click(element: ElementRef): Promise<boolean>;
  /** Empties a field. */
  clear(element: ElementRef): Promise<unknown>;
  /** Real key events for each character (and the key codes of `Keys`). */
  type(element: ElementRef, text: string): Promise<unknown>;
  /** The role the engine's own accessibility tree gives the element (`expected`, if it does). */
  computedRole(element: ElementRef, expected: string): Promise<string>;
  /** The accessible name the engine's own accessibility tree gives the element. */
  computedLabel(element: ElementRef): Promise<string>;
  /** Makes the page's layout viewport exactly this size in CSS px. */
  setViewport(size: {width: number; height: number}): Promise<void>;
  end(): Promise<void>;
}

/** A script ran into the document being replaced (a navigation started): ask the next one. */
export class DocumentChangingError extends NotYetError {}

// Brings the element into view and returns its centre, or false while something else is on top
// of it there (a sticky header, a closing drawer) or while it still moves (a panel sliding in):
// as Playwright's actionability check, the element must be where it was at the last look.
export const CLICK_POINT_SCRIPT = `var el = arguments[0], r = el.getBoundingClientRect();
if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
  el.scrollIntoView({block: 'center', inline: 'center'});
  r = el.getBoundingClientRect();
}
var box = [r.left, r.top, r.width, r.height].join(' ');
if (el.__journeyBox !== box) { el.__journeyBox = box; return false; }
var x = r.left + r.width / 2, y = r.top + r.height / 2, hit = document.elementFromPoint(x, y);
return hit !== null && (hit === el || el.contains(hit)) ? [x, y] : false;`;
