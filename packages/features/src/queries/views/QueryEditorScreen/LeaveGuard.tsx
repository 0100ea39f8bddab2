import { useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker } from 'react-router-dom';

/** A navigation held back while there are unsaved changes: let it go on, or stay. */
export interface LeaveBlocker {
  isBlocked: boolean;
  proceed: () => void;
  stay: () => void;
}

export interface LeaveGuardProps {
  /** Whether leaving should be confirmed (there are unsaved changes). */
  when: boolean;
  /** Renders the confirmation from the blocker. */
  children: (blocker: LeaveBlocker) => ReactNode;
}

/** Under a data router (createBrowserRouter): react-router's own blocker. */
function DataRouterGuard({ when, children }: LeaveGuardProps) {
  const blocker = useBlocker(when);
  const isBlocked = blocker.state === 'blocked';
  return children({
    isBlocked,
    proceed: () => {
      if (blocker.state === 'blocked') blocker.proceed();
    },
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
    },
  });
}

interface GuardableHistory {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
  go: (delta: number) => void;
}

/** The index react-router's browser history keeps in `history.state`; null outside a browser router. */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Holds navigations of a declarative router's history while armed: links and `navigate` wait in
 * `pending`; the browser's Back and Forward are undone (a capture listener on window hears them
 * before the router does) and replayed on proceed. Kept outside React: it changes the history object.
 */
function createHistoryGuard(history: GuardableHistory) {
  let pending: (() => void) | null = null;
  let passing = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const hold = (navigate: () => void) => {
    pending = navigate;
    notify();
  };
  const proceed = () => {
    const navigate = pending;
    pending = null;
    notify();
    navigate?.();
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isBlocked: () => pending !== null,
    proceed,
    stay: () => {
      pending = null;
      notify();
    },
    /** Starts holding navigations; the returned disarm lets a held one go on (nothing is unsaved any more). */
    arm: (): (() => void) => {
      const { push, replace, go } = history;
      history.push = (...args) => {
        hold(() => {
          push.apply(history, args);
        });
      };
      history.replace = (...args) => {
        hold(() => {
          replace.apply(history, args);
        });
      };
      history.go = (delta) => {
        hold(() => {
          passing = true;
          go.call(history, delta);
        });
      };
      const index = historyIndex(window.history.state);
      let undoing = false;
      const onPopState = (event: PopStateEvent) => {
        if (passing) {
          passing = false;
          return;
        }
        const next = historyIndex(event.state);
        if (index === null || next === null) return;
        event.stopImmediatePropagation();
        if (undoing) {
          undoing = false;
          return;
        }
        const delta = next - index;
        undoing = true;
        window.history.go(-delta);
        hold(() => {
          passing = true;
          window.history.go(delta);
        });
      };
      window.addEventListener('popstate', onPopState, { capture: true });
      return () => {
        history.push = push;
        history.replace = replace;
        history.go = go;
        window.removeEventListener('popstate', onPopState, { capture: true });
        if (pending) proceed();
      };
    },
  };
}

/** Under the declarative routers the console uses (BrowserRouter; MemoryRouter in stories), which have no blocker. */
function HistoryGuard({ when, children }: LeaveGuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const guard = useMemo(() => createHistoryGuard(navigator as unknown as GuardableHistory), [navigator]);
  const isBlocked = useSyncExternalStore(guard.subscribe, guard.isBlocked, guard.isBlocked);
  useEffect(() => (when ? guard.arm() : undefined), [guard, when]);
  return children({ isBlocked, proceed: guard.proceed, stay: guard.stay });
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation waits for the confirmation
 * the children render, and closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { when } = props;
  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when]);
  return dataRouter ? <DataRouterGuard {...props} /> : <HistoryGuard {...props} />;
}
