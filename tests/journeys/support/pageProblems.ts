// What a page reports as wrong, collected inside the page: WebKitGTK's WebDriver has no
// console or error events (no BiDi), and its private automation sessions never log page
// messages to the system console, so the page itself has to tell.
import type {BrowserSession} from './browserSession';

/** The collector's record for one document, read back through WebDriver. */
export type PageProblems = {
  /** A random id: a new one means a new document. */
  documentId: string;
  url: string;
  origin: string;
  /** The document's readyState when the collector went in. */
  installedWhile: DocumentReadyState;
  /** Whether React had marked the page hydrated (html[data-hydrated]) when the collector went in. */
  installedAfterHydration: boolean;
  problems: string[];
};

/**
 * Installs, once per document, listeners for uncaught errors (React 18's recoverable hydration
 * errors arrive here through reportError), unhandled rejections and CSP violations, and wraps
 * console.error (React's other hydration warnings and the shop's own error logs).
 */
export const COLLECTOR_SCRIPT = `if (!window.__pageProblems) {
  var record = {
    documentId: Math.random().toString(36).slice(2),
    url: location.href,
    origin: location.origin,
    installedWhile: document.readyState,
    // A document just created (a preload script runs before its first tag) has no root yet.
    installedAfterHydration: !!document.documentElement && document.documentElement.hasAttribute('data-hydrated'),
    problems: [],
  };
  window.__pageProblems = record;
  var describe = function (value) {
    if (value instanceof Error) return value.stack ? value.message + '\\n' + value.stack : String(value);
    try { return typeof value === 'string' ? value : JSON.stringify(value); } catch (e) { return String(value); }
  };
  window.addEventListener('error', function (event) {
    if (!(event instanceof ErrorEvent)) return; // a resource that failed to load, not a script error
    record.problems.push('page error: ' + describe(event.error || event.message) + ' (' + event.filename + ':' + event.lineno + ')');
  });
  window.addEventListener('unhandledrejection', function (event) {
    record.problems.push('unhandled rejection: ' + describe(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    record.problems.push('CSP violation: ' + event.violatedDirective + ' blocked ' + event.blockedURI);
  });
  var consoleError = console.error;
  console.error = function () {
    record.problems.push('console error: ' + Array.prototype.map.call(arguments, describe).join(' '));
    return consoleError.apply(console, arguments);
  };
}`;

/** What the collector has seen in the current document. */
export function readProblems(session: BrowserSession) {
  return session.execute<PageProblems>('return window.__pageProblems;');
}

declare global {
  interface Window {
    __pageProblems?: PageProblems;
  }
}
