import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastTone } from './Toast.styles';
import { lazyModule } from '../../lazy/lazyModule';

export type { ToastTone };

/** The spec's default time a toast stays, when its data sets none. */
export const TOAST_DEFAULT_TIMEOUT_MS = 4000;

/** Toasts beyond this wait in the queue until one closes. */
export const TOAST_MAX_VISIBLE = 5;

export interface ToastOptions {
  /**
   * The severity: colours, icon, and how urgently screen readers announce it (warnings and errors interrupt).
   * @default 'info'
   */
  tone?: ToastTone;
  /** The message, letter for letter from the spec ('Password changed successfully'). */
  title: string;
  /** A second line with details. */
  description?: string;
  /**
   * Milliseconds before the toast closes by itself; `null` keeps it until the user closes it.
   * Timers pause while the pointer is over the toasts or focus is in them.
   * @default TOAST_DEFAULT_TIMEOUT_MS (4000)
   */
  timeout?: number | null;
  /** Called when the toast closes, by the user or after its timeout. */
  onClose?: () => void;
}

/** What the queue holds for each toast. */
export interface ToastData {
  /** The severity. */
  tone: ToastTone;
  /** The message. */
  title: string;
  /** The second line, if any. */
  description?: string;
}

/** Shows and closes toasts; from `useToast()` in components, or `createToaster()` for code outside React. */
export interface Toaster {
  /** Shows a toast and returns its key. */
  show: (options: ToastOptions) => string;
  /** Closes one toast. */
  close: (key: string) => void;
  /** Closes every toast (on sign-out). */
  clear: () => void;
  /** The underlying queue, for `ToastProvider`. */
  readonly queue: ToastQueue<ToastData>;
}

/** Makes a toaster: one per app, handed to `ToastProvider`, usable outside React too (sagas, error handlers). */
export function createToaster(): Toaster {
  const queue = new ToastQueue<ToastData>({ maxVisibleToasts: TOAST_MAX_VISIBLE });
  return {
    queue,
    show: ({ tone = 'info', title, description, timeout = TOAST_DEFAULT_TIMEOUT_MS, onClose }) =>
      queue.add(
        description === undefined ? { tone, title } : { tone, title, description },
        { timeout: timeout ?? undefined, onClose },
      ),
    close: (key) => {
      queue.close(key);
    },
    clear: () => {
      queue.clear();
    },
  };
}

const ToasterContext = createContext<Toaster | null>(null);

/** The toaster of the nearest `ToastProvider`. */
export function useToast(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToast() needs a <ToastProvider> above it.');
  return toaster;
}

export interface ToastProviderProps {
  /** A toaster made with `createToaster()`, to show toasts from outside React; one is made when omitted. */
  toaster?: Toaster;
  /**
   * The name of the toast region landmark.
   * @default 'Notifications'
   */
  'aria-label'?: string;
  /** The app. */
  children: ReactNode;
}

/**
 * The toast region's code (react-aria's toast region, landmark and their strings), loaded with the
 * first toast: pages that show none (the login page) do not carry it.
 */
export const toastRegion = lazyModule(() => import('./ToastRegion'));

/** Gives its children `useToast()` and shows the toasts stacked at the bottom right of the window. */
export function ToastProvider({ toaster: given, 'aria-label': ariaLabel = 'Notifications', children }: ToastProviderProps) {
  const [own] = useState(createToaster);
  const toaster = given ?? own;
  const subscribe = useCallback((listener: () => void) => toaster.queue.subscribe(listener), [toaster]);
  const hasToasts = useSyncExternalStore(subscribe, () => toaster.queue.visibleToasts.length > 0);
  const region = toastRegion.useModule(hasToasts);
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {region && <region.ToastRegion toaster={toaster} aria-label={ariaLabel} />}
    </ToasterContext.Provider>
  );
}
