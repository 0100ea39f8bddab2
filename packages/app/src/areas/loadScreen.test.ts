import { act, cleanup, render, screen as view } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_FAILED,
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RETRY_DELAY_MS,
  ChunkLoadError,
  SCRIPT_LOAD_FAILED,
  ScriptLoadError,
  loadScreen,
  loadScript,
  lazyScreen,
  loadWithRetry,
  useCodeIn,
  type LazyComponent,
} from './loadScreen';

const screen = { Component: () => null };

describe('loadScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the module when the chunk loads', async () => {
    await expect(loadScreen(() => Promise.resolve(screen))).resolves.toBe(screen);
  });

  it('retries once after a failure and gives the module of the second try', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(screen);
    await expect(loadScreen(load, { retryDelayMs: 0 })).resolves.toBe(screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails with 'Loading chunk failed' when the retry fails too", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const failure = loadScreen(load, { retryDelayMs: 0 });
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow(CHUNK_LOAD_FAILED);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts a chunk that does not answer within the timeout as failed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<typeof screen>(() => undefined));
    const failure = loadScreen(load, { timeoutMs: 120_000, retryDelayMs: 1_000 });
    const settled = expect(failure).rejects.toThrow(CHUNK_LOAD_FAILED);
    await vi.advanceTimersByTimeAsync(120_000 + 1_000 + 120_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadWithRetry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails with 'Loading script failed' for a remote part's script", async () => {
    const load = vi.fn().mockRejectedValue(new Error('script error'));
    const failure = loadWithRetry(load, { retryDelayMs: 0, kind: 'script' });
    await expect(failure).rejects.toBeInstanceOf(ScriptLoadError);
    await expect(failure).rejects.toThrow(SCRIPT_LOAD_FAILED);
  });

  it('waits the retry delay before the second try, and takes a load that answers just within 120 s', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const load = vi.fn(() => {
      attempt += 1;
      if (attempt === 1) return Promise.reject(new Error('flaky'));
      return new Promise<typeof screen>((resolve) => setTimeout(() => { resolve(screen); }, CHUNK_LOAD_TIMEOUT_MS - 1));
    });
    const result = loadScreen(load);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await expect(result).resolves.toBe(screen);
  });

  it('gives up on a try at exactly 120 s', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<typeof screen>(() => undefined));
    const failure = loadScreen(load);
    const settled = expect(failure).rejects.toThrow(CHUNK_LOAD_FAILED);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + CHUNK_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let failed = false;
    failure.catch(() => {
      failed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });
});

describe('lazyScreen', () => {
  it('starts fetching the code on preload, before any render', () => {
    const load = vi.fn().mockResolvedValue(screen);
    const Screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders preloaded code at once, without showing its loading fallback', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ Component: () => createElement('p', null, 'the page') }));
    Screen.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      render(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Screen)));
      // In the first commit: a suspended first render would show the fallback now.
      expect(view.getByText('the page')).toBeTruthy();
      expect(view.queryByText('loading')).toBeNull();
    } finally {
      cleanup();
    }
  });

  it("lets a failed preload reject nothing unhandled: the render's own load retries and reports", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      lazyScreen(load).preload();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('useCodeIn', () => {
  /** Its own loading state until the code is in, then the screen under Suspense (whose fallback would show a suspension). */
  function Page({ Screen }: { Screen: LazyComponent }) {
    return useCodeIn(Screen) ? createElement(Suspense, { fallback: createElement('p', null, 'fallback') }, createElement(Screen)) : createElement('p', null, 'loading');
  }

  it('fetches the code and shows the component once it is in, never suspending', async () => {
    let arrive: (module: { Component: () => ReturnType<typeof createElement> }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Component: () => ReturnType<typeof createElement> }>((resolve) => (arrive = resolve)));
    const Screen = lazyScreen(load);
    const shown: string[] = [];
    const record = () => shown.push(view.queryByText('loading') ? 'loading' : view.queryByText('fallback') ? 'fallback' : view.queryByText('the page') ? 'the page' : '?');
    try {
      render(createElement(Page, { Screen }));
      record();
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => {
        arrive({ Component: () => createElement('p', null, 'the page') });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      record();
      expect(shown).toEqual(['loading', 'the page']);
      expect(Screen.isLoaded()).toBe(true);
    } finally {
      cleanup();
    }
  });

  it('lets the component render after a failed load, so that its own load retries and reports', async () => {
    const Screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { retryDelayMs: 0 });
    try {
      render(createElement(Page, { Screen }));
      expect(view.getByText('loading')).toBeTruthy();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(view.queryByText('loading')).toBeNull();
      expect(Screen.isLoaded()).toBe(false);
    } finally {
      cleanup();
    }
  });
});

describe('loadScript', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => {
      script.remove();
    });
  });

  const scriptsOf = (src: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

  it('adds a script element and resolves on its load', async () => {
    const loaded = loadScript('http://remote.test/part.js');
    const [script] = scriptsOf('http://remote.test/part.js');
    script?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it("retries once with a new element, then fails with 'Loading script failed'", async () => {
    const failure = loadScript('http://remote.test/broken.js', { retryDelayMs: 0 });
    scriptsOf('http://remote.test/broken.js')[0]?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => {
      expect(scriptsOf('http://remote.test/broken.js')).toHaveLength(1);
    });
    scriptsOf('http://remote.test/broken.js')[0]?.dispatchEvent(new Event('error'));
    await expect(failure).rejects.toBeInstanceOf(ScriptLoadError);
    expect(scriptsOf('http://remote.test/broken.js')).toHaveLength(0);
  });
});
