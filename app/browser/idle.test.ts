import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from './idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the task to the browser’s idle callback, and cancels it there', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', {requestIdleCallback, cancelIdleCallback});
    const task = vi.fn();
    const cancel = whenIdle(task, 2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, {timeout: 2000});
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer of at most 1.5 s where idle callbacks are missing (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {
      setTimeout: globalThis.setTimeout,
      clearTimeout: globalThis.clearTimeout,
    });
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(3000);
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
