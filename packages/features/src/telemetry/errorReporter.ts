import { isCancelled, type ClientError, type ClientReportBatch } from '@vigil/openapi';
import { ERROR_REPORT_DEBOUNCE_MS, REPORT_MAX_BYTES, REPORT_MAX_CHARS, REPORT_MAX_PENDING } from './telemetry.constants';

/** What a report says of the page it came from. */
export interface ReportContext {
  url: () => string;
  userAgent: () => string;
  now: () => number;
}

export const browserReportContext: ReportContext = {
  url: () => window.location.href,
  userAgent: () => navigator.userAgent,
  now: () => Date.now(),
};

/** react-router's (and the older routers') complaint about navigating to where the page already is. */
const DUPLICATED_NAVIGATION = /navigat\w*.*\b(to|is) the (same|current) location|NavigationDuplicated|redundant navigation/i;

/**
 * Whether an uncaught error is worth reporting: cancelled requests (AbortError, the API client's
 * cancellations) and duplicated navigations are not failures (spec 000 section 8).
 */
export function shouldReport(reason: unknown): boolean {
  if (isCancelled(reason)) return false;
  const { name, message } = (typeof reason === 'object' && reason !== null ? reason : {}) as { name?: unknown; message?: unknown };
  const text = `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : typeof reason === 'string' ? reason : ''}`;
  return !DUPLICATED_NAVIGATION.test(text);
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function describe(reason: unknown): { message: string; stack: string | null } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? null };
  if (typeof reason === 'string') return { message: reason, stack: null };
  try {
    // JSON.stringify gives undefined for undefined and functions, whatever its type says.
    const json = JSON.stringify(reason) as unknown;
    return { message: typeof json === 'string' ? json : String(reason), stack: null };
  } catch {
    return { message: String(reason), stack: null };
  }
}

/** Splits entries into batches whose bodies stay under the server's cap. */
export function batchesOf(errors: readonly ClientError[]): ClientReportBatch[] {
  const batches: ClientError[][] = [];
  let current: ClientError[] = [];
  for (const error of errors) {
    if (current.length > 0 && JSON.stringify({ errors: [...current, error] }).length > REPORT_MAX_BYTES) {
      batches.push(current);
      current = [];
    }
    current.push(error);
  }
  if (current.length > 0) batches.push(current);
  return batches.map((batch) => ({ errors: batch }));
}

export interface ErrorReporterOptions {
  /** Sends one batch; a failure is dropped (reporting the reporter's own failure would loop). */
  send: (batch: ClientReportBatch) => Promise<void>;
  context?: ReportContext;
  /** @default ERROR_REPORT_DEBOUNCE_MS */
  debounceMs?: number;
}

export interface ErrorReporter {
  /** Queues an uncaught error (unless `shouldReport` says no); the queue is sent after a quiet `debounceMs`. */
  report: (kind: ClientError['kind'], reason: unknown) => void;
  /** Sends what is queued now. */
  flush: () => Promise<void>;
  /** Stops the pending send; what is queued is dropped. */
  dispose: () => void;
}

/** Gathers the console's uncaught errors and sends them in debounced batches. */
export function createErrorReporter({ send, context = browserReportContext, debounceMs = ERROR_REPORT_DEBOUNCE_MS }: ErrorReporterOptions): ErrorReporter {
  let queue: ClientError[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const pending = queue;
    queue = [];
    for (const batch of batchesOf(pending)) {
      try {
        await send(batch);
      } catch {
        // Dropped: a server that cannot take reports is no reason to bother the user.
      }
    }
  };

  return {
    report: (kind, reason) => {
      if (!shouldReport(reason) || queue.length >= REPORT_MAX_PENDING) return;
      const { message, stack } = describe(reason);
      queue.push({
        kind,
        message: cut(message || 'Unknown error', REPORT_MAX_CHARS.message),
        stack: stack === null ? null : cut(stack, REPORT_MAX_CHARS.stack),
        url: cut(context.url(), REPORT_MAX_CHARS.url),
        user_agent: cut(context.userAgent(), REPORT_MAX_CHARS.user_agent),
        time: new Date(context.now()).toISOString(),
      });
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), debounceMs);
    },
    flush,
    dispose: () => {
      clearTimeout(timer);
      queue = [];
    },
  };
}

/** Reports the window's `error` and `unhandledrejection` events; returns the uninstall. */
export function installErrorReporting(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, reporter: ErrorReporter): () => void {
  const onError = (event: ErrorEvent) => {
    reporter.report('error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reporter.report('unhandledrejection', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    reporter.dispose();
  };
}
