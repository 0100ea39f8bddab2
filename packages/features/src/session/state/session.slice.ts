import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser, SessionConfig, SessionExpiry, SessionUserData } from '@vigil/openapi';

/** Whether someone is signed in: 'unknown' until the start of the app has found out. */
export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

/** The spec's three session states. */
export type SessionActivity = 'active' | 'idle' | 'hidden';

/**
 * Why a session ended:
 * - `logout`: the user logged out;
 * - `timed-out`: the timeout countdown reached 0;
 * - `saml-expired`: the SAML session ended;
 * - `lifetime-ended`: the hard lifespan of lifetime mode ended;
 * - `session-lost`: the server no longer knows the session (a failed refresh, a missing or
 *   expired session found by the re-check); a forced logout.
 */
export type SessionEndReason = 'logout' | 'timed-out' | 'saml-expired' | 'lifetime-ended' | 'session-lost';

/** What made a session time out. */
export type SessionTimeoutCause = 'idle' | 'saml' | 'lifetime';

/** What the app reports when a login succeeded (the login reply's `meta`). */
export interface SessionStartedPayload {
  user_data: SessionUserData;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/** A navigation the session asks of the app; `id` changes with every request. */
export interface SessionNavigation {
  to: string;
  id: number;
}

export interface SessionState {
  status: SessionStatus;
  /** The user record of the login reply, kept locally as the user meta. */
  userData: SessionUserData | null;
  /** The current user from GET /users/me. */
  user: CurrentUser | null;
  config: SessionConfig | null;
  expiry: SessionExpiry | null;
  /** The page is hidden (another tab, a minimised window). */
  hidden: boolean;
  /** No activity for the idle period. */
  idle: boolean;
  /** The timeout modal, while shown. */
  timeoutWarning: { secondsLeft: number } | null;
  /** The lifetime notice modal, while shown. */
  lifetimeWarning: { minutesLeft: number } | null;
  /** The SAML expiry modal, while shown. */
  samlWarning: { secondsLeft: number } | null;
  /** A logout is under way (the session's watchers have stopped). */
  loggingOut: boolean;
  navigation: SessionNavigation | null;
  /** Why the last session ended, and the sentence to show on the login screen ('Session timed out'). */
  endReason: SessionEndReason | null;
  endMessage: string | null;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  userData: null,
  user: null,
  config: null,
  expiry: null,
  hidden: false,
  idle: false,
  timeoutWarning: null,
  lifetimeWarning: null,
  samlWarning: null,
  loggingOut: false,
  navigation: null,
  endReason: null,
  endMessage: null,
};

/**
 * The root action of a logout: the session is over. The app's root reducer answers it by
 * resetting every other store (see `resetOnSessionEnded`); the session slice keeps only why it
 * ended and the last navigation.
 */
export const sessionEnded = createAction<{ reason: SessionEndReason; message: string | null }>('session/sessionEnded');

/**
 * The signed-in user became another identity (impersonation, Connect As, a tenant, or the way
 * back), with the login reply of the switch: the root reducer resets every store but the
 * session's (see `resetOnSessionEnded`), the session stays signed in, stores the new user data
 * and expiry and fetches the current user again.
 */
export const sessionIdentitySwitched = createAction<SessionStartedPayload>('session/sessionIdentitySwitched');

/** A countdown or a deadline ended the session: logged out with 'Session timed out'. */
export const sessionTimedOut = createAction<{ cause: SessionTimeoutCause }>('session/sessionTimedOut');

/** The server no longer has the session: forced logout (error-logout). */
export const sessionLost = createAction<{ cause: 'signed-out' | 'missing' | 'expired' }>('session/sessionLost');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The app started: find out whether someone is signed in. */
    appStarted() {},
    /** A login succeeded (dispatched by the app after the auth feature's loginSucceeded). */
    sessionStarted(state, action: PayloadAction<SessionStartedPayload>) {
      state.userData = action.payload.user_data;
      state.endReason = null;
      state.endMessage = null;
    },
    /** Nobody is signed in (no login marker, or the user could not be fetched). */
    sessionAbsent(state) {
      state.status = 'signed-out';
      state.user = null;
    },
    currentUserLoaded(state, action: PayloadAction<{ user: CurrentUser; userData: SessionUserData | null }>) {
      state.status = 'signed-in';
      state.user = action.payload.user;
      state.userData = action.payload.userData ?? state.userData;
      state.endReason = null;
      state.endMessage = null;
    },
    /** The current user fetched again during the session (a role change shows without a new sign-in). */
    currentUserRefreshed(state, action: PayloadAction<CurrentUser>) {
      if (state.status === 'signed-in') state.user = action.payload;
    },
    /** Part of the current user changed on the server (My Account's profile): merged in, no refetch. */
    currentUserPatched(state, action: PayloadAction<Partial<CurrentUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    sessionConfigLoaded(state, action: PayloadAction<SessionConfig>) {
      state.config = action.payload;
    },
    sessionExpiryLoaded(state, action: PayloadAction<SessionExpiry>) {
      state.expiry = action.payload;
    },
    /** The user did something (pointer, keys, scroll): reported by `SessionWatcher`. */
    userActive(state) {
      if (!state.timeoutWarning) state.idle = false;
    },
    /** The document was hidden or shown again: reported by `SessionWatcher`. */
    visibilityChanged(state, action: PayloadAction<{ hidden: boolean }>) {
      state.hidden = action.payload.hidden;
      // Coming back counts as activity, unless the timeout modal is waiting for an answer.
      if (!action.payload.hidden && !state.timeoutWarning) state.idle = false;
    },
    sessionWentIdle(state) {
      state.idle = true;
    },
    timeoutWarningShown(state, action: PayloadAction<{ secondsLeft: number }>) {
      state.timeoutWarning = { secondsLeft: action.payload.secondsLeft };
    },
    timeoutCountdownTicked(state, action: PayloadAction<{ secondsLeft: number }>) {
      if (state.timeoutWarning) state.timeoutWarning.secondsLeft = action.payload.secondsLeft;
    },
    /** 'Continue Session' in the timeout modal. */
    continueSessionClicked() {},
    /** The server extended the session: back to active. */
    sessionContinued(state) {
      state.timeoutWarning = null;
      state.idle = false;
    },
    lifetimeWarningShown(state, action: PayloadAction<{ minutesLeft: number }>) {
      state.lifetimeWarning = { minutesLeft: action.payload.minutesLeft };
    },
    /** OK in the lifetime notice. */
    lifetimeWarningAcknowledged(state) {
      state.lifetimeWarning = null;
    },
    samlWarningShown(state, action: PayloadAction<{ secondsLeft: number }>) {
      state.samlWarning = { secondsLeft: action.payload.secondsLeft };
    },
    samlCountdownTicked(state, action: PayloadAction<{ secondsLeft: number }>) {
      if (state.samlWarning) state.samlWarning.secondsLeft = action.payload.secondsLeft;
    },
    /** The user asked to log out (the user menu's Logout, the timeout modal's Logout). */
    logoutRequested() {},
    logoutStarted(state) {
      state.loggingOut = true;
    },
    /** The session asks the app to go to `to` (read with `selectSessionNavigation`). */
    sessionNavigationRequested(state, action: PayloadAction<{ to: string }>) {
      state.navigation = { to: action.payload.to, id: (state.navigation?.id ?? 0) + 1 };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionIdentitySwitched, (state, action) => {
      state.userData = action.payload.user_data;
    });
    builder.addCase(sessionEnded, (state, action) => ({
      ...initialSessionState,
      status: 'signed-out',
      hidden: state.hidden,
      navigation: state.navigation,
      endReason: action.payload.reason,
      endMessage: action.payload.message,
    }));
  },
});

export const {
  appStarted,
  sessionStarted,
  sessionAbsent,
  currentUserLoaded,
  currentUserRefreshed,
  currentUserPatched,
  sessionConfigLoaded,
  sessionExpiryLoaded,
  userActive,
  visibilityChanged,
  sessionWentIdle,
  timeoutWarningShown,
  timeoutCountdownTicked,
  continueSessionClicked,
  sessionContinued,
  lifetimeWarningShown,
  lifetimeWarningAcknowledged,
  samlWarningShown,
  samlCountdownTicked,
  logoutRequested,
  logoutStarted,
  sessionNavigationRequested,
} = sessionSlice.actions;
