import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

/** Loads a screen module: its `Component` is the route's page. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** How long a screen's chunk may take before its load counts as failed (spec 001 section 9: 120 seconds). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Wait before the one automatic retry of a failed chunk (a deploy or a flaky network). */
export const CHUNK_RETRY_DELAY_MS = 1_000;

/** The spec's texts for code that does not load (spec 000 section 8). */
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';
export const SCRIPT_LOAD_FAILED = 'Loading script failed';

/** A screen's code (a JS chunk) could not be loaded, after the automatic retry. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(options?: { cause?: unknown }) {
    super(CHUNK_LOAD_FAILED, options);
  }
}

/** A remote part (a script of another origin or build) could not be loaded, after the automatic retry. */
export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
  constructor(options?: { cause?: unknown }) {
    super(SCRIPT_LOAD_FAILED, options);
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

export interface LoadOptions {
  /** @default CHUNK_LOAD_TIMEOUT_MS */
  timeoutMs?: number;
  /** @default CHUNK_RETRY_DELAY_MS */
  retryDelayMs?: number;
  /** What failed: a JS chunk of this build, or a remote part's script. @default 'chunk' */
  kind?: 'chunk' | 'script';
}

/** Loads, retrying once; a second failure (or a load slower than the timeout) is a `ChunkLoadError` or `ScriptLoadError`. */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retryDelayMs = CHUNK_RETRY_DELAY_MS, kind = 'chunk' }: LoadOptions = {},
): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch {
    await sleep(retryDelayMs);
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      throw kind === 'script' ? new ScriptLoadError({ cause: error }) : new ChunkLoadError({ cause: error });
    }
  }
}

/** Loads a screen's chunk, retrying once; a second failure (or a timeout) is a `ChunkLoadError`. */
export const loadScreen = (load: ScreenLoader, options: Omit<LoadOptions, 'kind'> = {}): ReturnType<ScreenLoader> => loadWithRetry(load, options);

/**
 * Loads a remote part's script by adding a `<script>` to the page; a script that fails or takes
 * longer than the timeout is a `ScriptLoadError` (after one retry, with a new element).
 */
export function loadScript(src: string, { document: page = document, ...options }: Omit<LoadOptions, 'kind'> & { document?: Document } = {}): Promise<void> {
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const script = page.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        resolve();
      });
      script.addEventListener('error', () => {
        // A failed element is removed, so the retry's element is the only one of this source.
        script.remove();
        reject(new Error(`The script ${src} did not load`));
      });
      page.head.append(script);
    });
  return loadWithRetry(once, { ...options, kind: 'script' });
}

/** How to forget each failed lazy load, so that its component loads anew when rendered again. */
const failedLoads = new Set<() => void>();

/**
 * Lets every lazy load that failed try again on its next render (the load boundary's Try again),
 * without a page reload. Until then a failed one keeps its error: React re-renders after an error,
 * and those renders must not start new loads.
 */
export function retryFailedLoads(): void {
  const resets = [...failedLoads];
  failedLoads.clear();
  for (const reset of resets) reset();
}

/** A lazily loaded component whose code can be fetched before it first renders. */
export type LazyComponent = ComponentType & {
  /** Starts fetching the code; its first render then finds it on the way. A failure is left to that render's load, which retries. */
  preload: () => void;
  /** Fetches the code (as `preload`); settles once it is in or its load failed, and never rejects. */
  load: () => Promise<void>;
  /** Whether the code is in: the component then renders at once, without suspending. */
  isLoaded: () => boolean;
};

/**
 * Code loaded when first rendered, as a component; after a failure it loads again only after
 * `retryFailedLoads`. Code already in (preloaded) renders at once: a lazy component's first
 * render suspends even then, and React holds a suspended page back until 300 ms after the last
 * loading fallback it showed (bench/README.md, "the 300 ms hold").
 */
export function retryableLazy(load: () => Promise<{ Component: ComponentType }>, options: LoadOptions = {}): LazyComponent {
  let loaded: ComponentType | undefined;
  const loadAndKeep = async () => {
    const module = await load();
    loaded = module.Component;
    return module;
  };
  const makeLazy = () =>
    lazy(async () => {
      try {
        return { default: (await loadWithRetry(loadAndKeep, options)).Component };
      } catch (error) {
        failedLoads.add(() => {
          Current = makeLazy();
        });
        throw error;
      }
    });
  let Current = makeLazy();
  function Retryable() {
    // Chosen once per mount: switching from the lazy component to the loaded one would mount the page anew.
    const [Type] = useState(() => loaded ?? Current);
    return createElement(Type);
  }
  // The same module's import() again is the one fetch the browser already has under way.
  Retryable.load = () => loadAndKeep().then(
    () => undefined,
    () => undefined,
  );
  Retryable.preload = () => {
    void Retryable.load();
  };
  Retryable.isLoaded = () => loaded !== undefined;
  return Retryable;
}

/**
 * Whether `Component` may render now without suspending: its code is in, or its load failed (its
 * render then retries and reports). While `wanted`, the code is fetched, and until then the caller
 * shows its own loading state rather than a Suspense fallback: React holds a page that suspended
 * back until 300 ms after the fallback it showed, even when the code comes in at once
 * (bench/README.md, "the 300 ms hold").
 */
export function useCodeIn(Component: LazyComponent, wanted = true): boolean {
  const [settled, setSettled] = useState<LazyComponent | null>(null);
  const codeIn = settled === Component || Component.isLoaded();
  useEffect(() => {
    if (codeIn || !wanted) return undefined;
    let live = true;
    void Component.load().then(() => {
      if (live) setSettled(() => Component);
    });
    return () => {
      live = false;
    };
  }, [Component, codeIn, wanted]);
  return codeIn;
}

/** A screen as a lazy component: its chunk is fetched when it first renders, retried once, and again on Try again. */
export const lazyScreen = (load: ScreenLoader, options: Omit<LoadOptions, 'kind'> = {}) => retryableLazy(load, options);

/** A remote part as a lazy component: like `lazyScreen`, but its failure is 'Loading script failed'. */
export const lazyRemote = (load: () => Promise<{ Component: ComponentType }>, options: Omit<LoadOptions, 'kind'> = {}) =>
  retryableLazy(load, { ...options, kind: 'script' });
