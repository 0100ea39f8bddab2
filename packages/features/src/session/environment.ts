import { CANCEL } from 'redux-saga';
import { localSessionStore, type SessionStore } from '@vigil/openapi';
import type { CookieJar } from './idleCookies';

/**
 * What the session keeps in the browser's storage. Logout clears exactly these three:
 * - the stored user (`user_data` of the login reply),
 * - the access expiry (the client's `SessionStore`, key `vigil.accessExpiry`),
 * - the third one, the login marker, whose presence at the start of the app means "fetch the user".
 * The lockout record and the 2FA lockout countdown are the auth feature's: they stay until they lapse.
 * Session and idle expiration and the can-refresh flag are read from GET /session/expiry and kept in
 * the store only, so nothing else is left behind at logout.
 */
export const SESSION_STORAGE_KEYS = {
  user: 'vigil.user',
  loginMarker: 'vigil.loggedIn',
} as const;

/** Time, for the session saga: the real one in the app (fakeable with vitest's fake timers), a manual one in stories. */
export interface SessionClock {
  /** Epoch milliseconds. */
  now: () => number;
  /** Resolves after `ms`; a saga that is cancelled while waiting drops the timer. */
  sleep: (ms: number) => Promise<void>;
}

/** A browser notification that can be closed. */
export interface ShownNotification {
  close: () => void;
}

/** The browser's Notification API, as far as the session uses it; injectable for tests and stories. */
export interface SessionNotifier {
  /** The permission to notify; 'unsupported' when the browser has no notifications. */
  permission: () => NotificationPermission | 'unsupported';
  show: (title: string, body: string) => ShownNotification;
}

/** What the session saga needs from its surroundings; every part has a browser default. */
export interface SessionEnvironment {
  /** Where the stored user and the login marker are kept. @default localStorage */
  storage: Storage;
  /** Where the access expiry is kept: pass the one the API client was made with. @default localSessionStore(storage) */
  accessExpiry: SessionStore;
  /** @default realClock */
  clock: SessionClock;
  /** Sends the browser to the logout URL of the reply (an IdP's logout page). @default window.location.assign */
  assign: (url: string) => void;
  /** @default the browser's Notification */
  notifier: SessionNotifier;
  /** Toasts, cleared during logout: pass the toaster given to `ToastProvider`. @default none */
  toaster: { clear: () => void } | null;
  /** Where the idle cookies shared by the console's tabs are kept. @default document */
  cookies: CookieJar;
}

/** The real clock; `Date.now` and `setTimeout` are looked up on every call, so fake timers apply. */
export const realClock: SessionClock = {
  now: () => Date.now(),
  sleep: (ms) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const promise = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    // redux-saga calls this when the waiting saga is cancelled (a race lost, a session ended).
    return Object.assign(promise, {
      [CANCEL]: () => {
        clearTimeout(timer);
      },
    });
  },
};

/** The browser's Notification API. */
export const browserNotifier: SessionNotifier = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  show: (title, body) => new Notification(title, { body }),
};

/** Fills in the browser defaults of the parts not given. */
export function sessionEnvironment(given: Partial<SessionEnvironment> = {}): SessionEnvironment {
  const storage = given.storage ?? globalThis.localStorage;
  return {
    storage,
    accessExpiry: given.accessExpiry ?? localSessionStore(storage),
    clock: given.clock ?? realClock,
    assign:
      given.assign ??
      ((url) => {
        window.location.assign(url);
      }),
    notifier: given.notifier ?? browserNotifier,
    toaster: given.toaster ?? null,
    // Without a page (node) there are no other tabs: a plain holder keeps the writes.
    cookies: given.cookies ?? (typeof document === 'undefined' ? { cookie: '' } : document),
  };
}
