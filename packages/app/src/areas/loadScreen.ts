import { lazy } from 'react';

/** Loads a screen module: its `Component` is the route's page. */
export type ScreenLoader = () => Promise<{ Component: React.ComponentType }>;

/** How long a screen's chunk may take before its load counts as failed (spec 9: 120000 ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Wait before the one automatic retry of a failed chunk (a deploy or a flaky network). */
export const CHUNK_RETRY_DELAY_MS = 1_000;

/** The spec's text for a chunk that does not load. */
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

/** A screen's code could not be loaded (after the automatic retry). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(options?: { cause?: unknown }) {
    super(CHUNK_LOAD_FAILED, options);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`No answer in ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/** Loads a screen, retrying once; a second failure (or a timeout) is a `ChunkLoadError`. */
export async function loadScreen(
  load: ScreenLoader,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retryDelayMs = CHUNK_RETRY_DELAY_MS } = {},
): ReturnType<ScreenLoader> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch {
    await sleep(retryDelayMs);
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      throw new ChunkLoadError({ cause: error });
    }
  }
}

/** A screen as a lazy component: its chunk is fetched when it first renders, retried once. */
export const lazyScreen = (load: ScreenLoader) => lazy(async () => ({ default: (await loadScreen(load)).Component }));
