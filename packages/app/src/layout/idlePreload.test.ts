import { describe, expect, it, vi } from 'vitest';
import { IDLE_PRELOAD_TIMEOUT_MS, whenIdle, type IdleWindow } from './idlePreload';

/** A window whose load event and idle callbacks the test fires. */
function fakeWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  const loadListeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.delete(listener);
    },
    setTimeout: (run: () => void) => {
      timers.set(next, run);
      return next++;
    },
    clearTimeout: (handle: number) => {
      timers.delete(handle);
    },
    ...(withIdleCallback && {
      requestIdleCallback: vi.fn((run: () => void, options?: { timeout: number }) => {
        expect(options).toEqual({ timeout: IDLE_PRELOAD_TIMEOUT_MS });
        idle.set(next, run);
        return next++;
      }),
      cancelIdleCallback: (handle: number) => {
        idle.delete(handle);
      },
    }),
  } as unknown as IdleWindow;
  return {
    win,
    load: () => {
      for (const listener of [...loadListeners]) listener();
    },
    goIdle: () => {
      for (const run of [...idle.values(), ...timers.values()]) run();
      idle.clear();
      timers.clear();
    },
  };
}

describe('whenIdle', () => {
  it('runs at the first idle moment after the page has loaded', () => {
    const page = fakeWindow('interactive');
    const run = vi.fn();
    whenIdle(run, page.win);
    page.goIdle();
    expect(run).not.toHaveBeenCalled();
    page.load();
    expect(run).not.toHaveBeenCalled();
    page.goIdle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits only for idle when the page has already loaded', () => {
    const page = fakeWindow('complete');
    const run = vi.fn();
    whenIdle(run, page.win);
    expect(run).not.toHaveBeenCalled();
    page.goIdle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('uses a timer where the browser has no idle callbacks', () => {
    const page = fakeWindow('complete', false);
    const run = vi.fn();
    whenIdle(run, page.win);
    page.goIdle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, before or after the load', () => {
    const before = fakeWindow('loading');
    const beforeRun = vi.fn();
    whenIdle(beforeRun, before.win)();
    before.load();
    before.goIdle();
    expect(beforeRun).not.toHaveBeenCalled();

    const after = fakeWindow('loading');
    const afterRun = vi.fn();
    const cancel = whenIdle(afterRun, after.win);
    after.load();
    cancel();
    after.goIdle();
    expect(afterRun).not.toHaveBeenCalled();
  });
});
