import { useEffect, useState } from 'react';

/** A module loaded on demand, once, and rendered synchronously from then on. */
export interface LazyModule<M> {
  /** Loads the module (once; a failed load is tried again on the next call). */
  load: () => Promise<M>;
  /**
   * The module once loaded, else null; starts loading when `wanted` is true. Unlike
   * `React.lazy`, nothing suspends: a part already loaded shows in the same render, even while
   * timers are held (a test's fake clock).
   */
  useModule: (wanted: boolean, onError?: LoadErrorHandling) => M | null;
}

/**
 * What a part that cannot load does: `hide` stays hidden (the next wish tries again); `throw`
 * throws the load's error from the render, to the nearest error boundary, as `React.lazy` does.
 */
export type LoadErrorHandling = 'hide' | 'throw';

/** Wraps a dynamic `import()` for parts shown only sometimes (toasts, warnings). */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const load = () => {
    pending ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function useModule(wanted: boolean, onError: LoadErrorHandling = 'hide'): M | null {
    const [module, setModule] = useState(loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (module !== null || !wanted) return undefined;
      let live = true;
      load().then(
        (value) => {
          if (live) setModule(() => value);
        },
        (error: unknown) => {
          if (live && onError === 'throw') setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [module, wanted, onError]);
    if (failure) throw failure.error;
    return module ?? loaded;
  }
  return { load, useModule };
}
