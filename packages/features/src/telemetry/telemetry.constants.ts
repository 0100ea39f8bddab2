// Constants of error reporting and real-user monitoring, with their units in the names.

/** Spec 001 section 9: the real-user-monitoring memory sample is taken this often (with `enable_rum`). */
export const RUM_MEMORY_INTERVAL_MS = 30_000;

// Designed here (the spec does not give them):

/** Errors are gathered this long after the last one, so a burst goes as one request. */
export const ERROR_REPORT_DEBOUNCE_MS = 2_000;
/** The server's body cap (POST /client_errors answers 413 above it). */
export const REPORT_MAX_BYTES = 16_384;
/** The server keeps at most this many entries a minute per session; more waiting would be refused anyway. */
export const REPORT_MAX_PENDING = 20;
/** Longest texts the contract takes; longer ones are cut, not refused. */
export const REPORT_MAX_CHARS = { message: 2_000, stack: 4_000, url: 2_000, user_agent: 500 } as const;
