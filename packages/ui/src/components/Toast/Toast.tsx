import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  type QueuedToast,
} from 'react-aria-components';
import { CloseButton, Content, Icon, StyledRegion, StyledToast, type ToastTone } from './Toast.styles';

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

/** Gives its children `useToast()` and shows the toasts stacked at the bottom right of the window. */
export function ToastProvider({ toaster: given, 'aria-label': ariaLabel = 'Notifications', children }: ToastProviderProps) {
  const [own] = useState(createToaster);
  const toaster = given ?? own;
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <StyledRegion queue={toaster.queue} aria-label={ariaLabel}>
        {/* styled() drops the region's item type; the queue is ours, so its items are ToastData. */}
        {({ toast }) => <ToastItem toast={toast as QueuedToast<ToastData>} />}
      </StyledRegion>
    </ToasterContext.Provider>
  );
}

function ToastItem({ toast }: { toast: QueuedToast<ToastData> }) {
  const { tone, title, description } = toast.content;
  return (
    <StyledToast toast={toast} $tone={tone}>
      <Icon aria-hidden="true">
        <ToneIcon tone={tone} />
      </Icon>
      {/* Warnings and errors interrupt (alert); info and success wait their turn (status). */}
      <Content as={ToastContent} role={tone === 'warning' || tone === 'error' ? 'alert' : 'status'}>
        <Text slot="title">{title}</Text>
        {description !== undefined && <Text slot="description">{description}</Text>}
      </Content>
      <CloseButton slot="close" aria-label="Close">
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
        </svg>
      </CloseButton>
    </StyledToast>
  );
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  const common = { stroke: 'currentColor', strokeWidth: 1.6, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (tone) {
    case 'success':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <circle cx="8" cy="8" r="6.5" {...common} />
          <path d="M5 8.2l2 2 4-4.2" {...common} />
        </svg>
      );
    case 'warning':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <path d="M8 1.8l6.5 12H1.5z" {...common} />
          <path d="M8 6.5v3.2M8 11.8v.1" {...common} />
        </svg>
      );
    case 'error':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <circle cx="8" cy="8" r="6.5" {...common} />
          <path d="M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4" {...common} />
        </svg>
      );
    case 'info':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <circle cx="8" cy="8" r="6.5" {...common} />
          <path d="M8 7.2v4M8 4.8v.1" {...common} />
        </svg>
      );
  }
}
