/** Runs `task` when the browser has nothing better to do; returns the cancel function. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(handle);
}
