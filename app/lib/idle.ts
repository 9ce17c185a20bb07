/** Runs `task` when the browser has nothing better to do; returns the cancel function. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(handle);
}

/**
 * Resolves once the page has loaded and the browser is idle (at once on the server). A
 * `lazy()` import behind it leaves server-rendered HTML in place, working as plain HTML, and
 * hydrates it only after everything the page needs first.
 */
export function afterIdle(timeoutMs = 4000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const start = () => whenIdle(resolve, timeoutMs);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
  });
}
