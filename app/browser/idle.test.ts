import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

// A bare window: an event target with the timers, as afterFirstInput needs.
function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
  });
}

async function freshIdle() {
  vi.resetModules();
  return import('./idle');
}

describe('afterFirstInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', fakeWindow());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first input, then runs every waiting task once', async () => {
    const {afterFirstInput} = await freshIdle();
    const first = vi.fn();
    const second = vi.fn();
    afterFirstInput(first);
    afterFirstInput(second);
    await vi.advanceTimersByTimeAsync(1000);
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the shopper has already acted', async () => {
    const {afterFirstInput} = await freshIdle();
    afterFirstInput(() => {});
    window.dispatchEvent(new Event('scroll'));
    const late = vi.fn();
    afterFirstInput(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('runs after a quiet spell without any input', async () => {
    const {afterFirstInput, QUIET_PAGE_MS} = await freshIdle();
    const task = vi.fn();
    afterFirstInput(task);
    await vi.advanceTimersByTimeAsync(QUIET_PAGE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1501);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', async () => {
    const {afterFirstInput} = await freshIdle();
    const task = vi.fn();
    const cancel = afterFirstInput(task);
    cancel();
    window.dispatchEvent(new Event('touchstart'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task).not.toHaveBeenCalled();
  });
});
