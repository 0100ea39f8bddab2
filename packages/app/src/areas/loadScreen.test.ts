import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_FAILED, ChunkLoadError, loadScreen } from './loadScreen';

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
