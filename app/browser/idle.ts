/** Runs `task` when the browser has nothing better to do; returns the cancel function. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(handle);
}

/** What a shopper does first: move or press the pointer, touch, type, wheel or scroll. */
const FIRST_INPUT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
] as const;

/** Without any input, extras still arrive once the page has been quiet this long. */
export const QUIET_PAGE_MS = 5000;

let inputSeen = false;
const waiting = new Set<() => void>();

function onFirstInput() {
  inputSeen = true;
  for (const type of FIRST_INPUT_EVENTS)
    window.removeEventListener(type, onFirstInput, true);
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/**
 * Runs `task` at the shopper's first input, or when the page has sat untouched for
 * `quietMs`, whichever comes first; returns the cancel function. Below-the-fold extras
 * (carousel libraries, panel code) wait for it, so the first load's main thread is the page's
 * own and the shopper's first tap never queues behind them.
 * (docs/decisions/023-first-input-extras.md)
 */
export function afterFirstInput(
  task: () => void,
  quietMs = QUIET_PAGE_MS,
): () => void {
  if (inputSeen) {
    task();
    return () => {};
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  if (waiting.size === 0)
    for (const type of FIRST_INPUT_EVENTS)
      window.addEventListener(type, onFirstInput, {
        capture: true,
        passive: true,
      });
  waiting.add(run);
  const timer = window.setTimeout(() => whenIdle(run), quietMs);
  function cancel() {
    waiting.delete(run);
    window.clearTimeout(timer);
  }
  return () => {
    done = true;
    cancel();
  };
}
