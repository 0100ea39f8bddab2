// Business constants of the session (spec 000 section 9), with their units in the names.

/** The idle period is the user's `timeout` (minutes) minus this many minutes. */
export const IDLE_TIMEOUT_MARGIN_MIN = 1;
/** The timeout modal counts down from this many seconds. */
export const TIMEOUT_COUNTDOWN_S = 60;
/** In lifetime mode the notice comes this many minutes before the lifespan ends, unless configured. */
export const LIFETIME_NOTICE_BEFORE_DEFAULT_MIN = 5;
/** A browser notification closes itself after this long. */
export const NOTIFICATION_AUTO_CLOSE_MS = 20_000;
/** SAML users are warned this many seconds before their SAML session ends. */
export const SAML_WARNING_S = 60;
/** The SAML warning never counts down from fewer seconds than this. */
export const SAML_WARNING_MIN_S = 30;
/** A hidden session is re-checked this often. */
export const HIDDEN_RECHECK_MS = 10_000;

// Designed here (the spec does not give them):

/** The watcher reports user activity at most this often, so a moving pointer is not a stream of actions. */
export const ACTIVITY_REPORT_INTERVAL_MS = 1_000;
/**
 * While the user is active, the server hears of it at most this often (a token refresh), so its
 * idle timeout, which only sees calls, does not end a session the user is working in.
 */
export const SERVER_TOUCH_INTERVAL_MS = 60_000;
/** Long waits are slept in pieces no longer than this (timers overflow past about 24.8 days, and clocks jump). */
export const MAX_SLEEP_MS = 60 * 60_000;

/** The idle cookie lasts the session (activity) cookie plus this many seconds: the timeout modal's countdown (spec 000 section 9). */
export const IDLE_COOKIE_EXTRA_S = 60;
/** The activity cookie's lifetime while the idle period is not known (spec 000 section 9: idle cookies default to 10 s and 70 s). */
export const ACTIVE_COOKIE_DEFAULT_S = 10;
/** The idle cookie's lifetime while the idle period is not known: the default activity cookie plus 60 s. */
export const IDLE_COOKIE_DEFAULT_S = ACTIVE_COOKIE_DEFAULT_S + IDLE_COOKIE_EXTRA_S;
