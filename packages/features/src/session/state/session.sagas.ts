import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type Saga } from 'redux-saga';
import { all, call, fork, getContext, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, type ApiClient, type CurrentUser, type SessionConfig, type SessionExpiry, type SessionUserData } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { API_CLIENT } from '../../store/context';
import {
  fetchCurrentUser,
  fetchSessionConfig,
  fetchSessionExpiry,
  logout,
  extendSession,
  preLogout,
} from '../api/session.api';
import { clearIdleCookies, lastSharedActivity, writeIdleCookies } from '../idleCookies';
import { SESSION_STORAGE_KEYS, sessionEnvironment, type SessionEnvironment, type ShownNotification } from '../environment';
import {
  HIDDEN_RECHECK_MS,
  IDLE_TIMEOUT_MARGIN_MIN,
  LIFETIME_NOTICE_BEFORE_DEFAULT_MIN,
  MAX_SLEEP_MS,
  NOTIFICATION_AUTO_CLOSE_MS,
  SAML_WARNING_MIN_S,
  SAML_WARNING_S,
  SERVER_TOUCH_INTERVAL_MS,
  TIMEOUT_COUNTDOWN_S,
} from '../session.constants';
import { SESSION_MESSAGES as M } from '../session.messages';
import { selectIsAdmin, selectIsDocumentHidden, selectSamlRedirect, selectSessionState } from './session.selectors';
import {
  appStarted,
  continueSessionClicked,
  currentUserLoaded,
  currentUserRefreshed,
  logoutRequested,
  logoutStarted,
  samlCountdownTicked,
  samlWarningShown,
  sessionAbsent,
  sessionConfigLoaded,
  sessionContinued,
  sessionEnded,
  sessionExpiryLoaded,
  sessionIdentitySwitched,
  sessionLost,
  sessionNavigationRequested,
  sessionStarted,
  sessionTimedOut,
  sessionWentIdle,
  timeoutCountdownTicked,
  timeoutWarningShown,
  lifetimeWarningShown,
  userActive,
  visibilityChanged,
  type SessionEndReason,
  type SessionState,
} from './session.slice';
import { expiryRedirectPath, logoutPath } from './sessionPaths';

// ------------------------------------------------------------------ time

function* now(env: SessionEnvironment) {
  return (yield call(env.clock.now)) as number;
}

/** Sleeps until the epoch millisecond `at`, in pieces, reading the clock again after each. */
function* sleepUntil(env: SessionEnvironment, at: number) {
  for (;;) {
    const left = at - (yield* now(env));
    if (left <= 0) return;
    yield call(env.clock.sleep, Math.min(left, MAX_SLEEP_MS));
  }
}

/**
 * Counts down `seconds` from now, putting `tick(secondsLeft)` every second; the deadline is fixed
 * up front so a throttled background tab does not stretch it. Returns the `stop` action that
 * interrupted it, or null at 0.
 */
function* countDown(
  env: SessionEnvironment,
  seconds: number,
  tick: (secondsLeft: number) => Action,
  stop?: (action: Action) => boolean,
) {
  const deadline = (yield* now(env)) + seconds * 1000;
  for (;;) {
    const left = deadline - (yield* now(env));
    if (left <= 0) return null;
    const step = left % 1000 || 1000;
    const result = (yield stop
      ? race({ tick: call(env.clock.sleep, step), stop: take(stop) })
      : race({ tick: call(env.clock.sleep, step) })) as { tick?: unknown; stop?: Action };
    if (result.stop) return result.stop;
    yield put(tick(Math.max(0, Math.ceil((deadline - (yield* now(env))) / 1000))));
  }
}

// ------------------------------------------------------------------ stored session

function storeSession(env: SessionEnvironment, userData: SessionUserData, expiresInS: number) {
  env.storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(userData));
  env.storage.setItem(SESSION_STORAGE_KEYS.loginMarker, '1');
  env.accessExpiry.setAccessExpiry(env.clock.now() + expiresInS * 1000);
}

/** Clears the stored user, the access expiry and the login marker (see `SESSION_STORAGE_KEYS`). */
function clearStoredSession(env: SessionEnvironment) {
  env.storage.removeItem(SESSION_STORAGE_KEYS.user);
  env.accessExpiry.setAccessExpiry(null);
  env.storage.removeItem(SESSION_STORAGE_KEYS.loginMarker);
}

function readStoredUser(env: SessionEnvironment): SessionUserData | null {
  try {
    const stored = env.storage.getItem(SESSION_STORAGE_KEYS.user);
    return stored ? (JSON.parse(stored) as SessionUserData) : null;
  } catch {
    return null;
  }
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

// ------------------------------------------------------------------ start of app, login

/** Start of app: no stored login marker means signed out; otherwise the user is fetched. */
function* startApp(env: SessionEnvironment) {
  if (env.storage.getItem(SESSION_STORAGE_KEYS.loginMarker) === null) {
    yield put(sessionAbsent());
    return;
  }
  yield* loadUser(env, readStoredUser(env));
}

/** After a login or an identity switch: store the user, its expiry and the marker, then fetch the current user. */
function* startSession(env: SessionEnvironment, { payload }: ReturnType<typeof sessionStarted | typeof sessionIdentitySwitched>) {
  storeSession(env, payload.user_data, payload.expires_in);
  yield* loadUser(env, payload.user_data);
}

function* loadUser(env: SessionEnvironment, userData: SessionUserData | null) {
  try {
    const user: CurrentUser = yield* callApi(fetchCurrentUser);
    yield put(currentUserLoaded({ user, userData }));
  } catch (error) {
    // Without a valid session the stored data is stale; other failures keep it for the next start.
    if (isUnauthorized(error)) clearStoredSession(env);
    yield put(sessionAbsent());
  }
}

// ------------------------------------------------------------------ the signed-in session

/** The life of a signed-in session: its watchers run until a logout starts or the session ends. */
function* signedIn(env: SessionEnvironment, { payload }: ReturnType<typeof currentUserLoaded>) {
  yield race({
    life: call(sessionLife, env, payload.user),
    over: take([logoutStarted.type, sessionEnded.type]),
  });
  clearIdleCookies(env.cookies);
}

function* sessionLife(env: SessionEnvironment, user: CurrentUser) {
  const [config, expiry] = (yield all([call(loadConfig), call(loadExpiry)])) as [SessionConfig | null, SessionExpiry | null];
  yield fork(hiddenWatcher, env);
  if (user.timeout !== null) {
    yield fork(idleWatcher, env, Math.max(0, user.timeout - IDLE_TIMEOUT_MARGIN_MIN) * 60_000, config);
  }
  if (config?.session_lifetime_settings.enabled && expiry?.session_expiration) {
    yield fork(lifetimeWatcher, env, config, Date.parse(expiry.session_expiration));
  }
  // The server sends the end only for a SAML sign-in, and keeps it while that user impersonates
  // someone of another source: the session ends then all the same, so the warning comes too.
  if (user.saml_expiration_timestamp) {
    yield fork(samlWatcher, env, Date.parse(user.saml_expiration_timestamp));
  }
}

function* loadConfig() {
  try {
    const config: SessionConfig = yield* callApi(fetchSessionConfig);
    yield put(sessionConfigLoaded(config));
    return config;
  } catch {
    // Without the config the session runs on the spec's defaults (no lifetime mode).
    return null;
  }
}

function* loadExpiry() {
  try {
    const expiry: SessionExpiry = yield* callApi(fetchSessionExpiry);
    yield put(sessionExpiryLoaded(expiry));
    return expiry;
  } catch (error) {
    if (isUnauthorized(error)) yield put(sessionLost({ cause: 'missing' }));
    return null;
  }
}

const isActivity = (action: Action) =>
  userActive.match(action) || (visibilityChanged.match(action) && !action.payload.hidden);

/**
 * Active -> idle after the idle period without activity (hidden time counts as idle) -> the
 * timeout modal counts down 60 s: Continue Session goes back to active, Logout or 0 logs out.
 */
function* idleWatcher(env: SessionEnvironment, idleMs: number, config: SessionConfig | null) {
  const clock = { idleMs, lastActivity: yield* now(env), lastTouch: yield* now(env), listening: true };
  writeIdleCookies(env.cookies, clock.lastActivity, idleMs);
  yield fork(activityListener, env, clock);
  // Activity another tab noted in the shared idle cookies after this tab's own last activity.
  const laterElsewhere = () => {
    const shared = lastSharedActivity(env.cookies, env.clock.now());
    return shared !== null && shared > clock.lastActivity ? shared : null;
  };
  for (;;) {
    clock.listening = true;
    yield* sleepUntil(env, clock.lastActivity + idleMs);
    // Activity may have come while sleeping, here or in another tab: sleep again until the new deadline.
    clock.lastActivity = laterElsewhere() ?? clock.lastActivity;
    if ((yield* now(env)) < clock.lastActivity + idleMs) continue;
    clock.listening = false;
    yield put(sessionWentIdle());
    const outcome = (yield call(timeoutCountdown, env, config, () => laterElsewhere() !== null)) as 'continued' | 'over';
    if (outcome === 'over') return;
    clock.lastActivity = yield* now(env);
    clock.lastTouch = clock.lastActivity;
    writeIdleCookies(env.cookies, clock.lastActivity, idleMs);
  }
}

function* activityListener(env: SessionEnvironment, clock: { idleMs: number; lastActivity: number; lastTouch: number; listening: boolean }) {
  for (;;) {
    yield take(isActivity);
    if (!clock.listening) continue;
    const at = yield* now(env);
    clock.lastActivity = at;
    writeIdleCookies(env.cookies, at, clock.idleMs);
    // The server's idle timeout only sees calls: tell it, now and then, that the user is here.
    if (at - clock.lastTouch >= SERVER_TOUCH_INTERVAL_MS) {
      clock.lastTouch = at;
      yield fork(touchServer);
    }
  }
}

/** Extends the session; false only when the server says it is gone (an unreachable server is no verdict). */
function* extend() {
  try {
    yield* callApi(extendSession);
    return true;
  } catch (error) {
    return !isUnauthorized(error);
  }
}

function* touchServer() {
  const alive = (yield call(extend)) as boolean;
  if (!alive) yield put(sessionLost({ cause: 'missing' }));
}

function* timeoutCountdown(env: SessionEnvironment, config: SessionConfig | null, activeElsewhere: () => boolean = () => false) {
  yield put(timeoutWarningShown({ secondsLeft: TIMEOUT_COUNTDOWN_S }));
  const notification = config?.timeout_settings.browser_notifications
    ? notify(env, M.timeoutTitle, `${M.timeoutBody} ${M.seconds(TIMEOUT_COUNTDOWN_S)}.`)
    : null;
  try {
    const stop: Action | null = yield* countDown(
      env,
      TIMEOUT_COUNTDOWN_S,
      (secondsLeft) => timeoutCountdownTicked({ secondsLeft }),
      (action) => continueSessionClicked.match(action) || logoutRequested.match(action),
    );
    // The user kept working in another tab meanwhile: no logout, which would end that tab's session too.
    if (stop === null && activeElsewhere()) {
      yield put(sessionContinued());
      return 'continued';
    }
    if (stop === null) {
      yield put(sessionTimedOut({ cause: 'idle' }));
      return 'over';
    }
    if (logoutRequested.match(stop)) return 'over';
    // Continue Session: a refresh tells the server the user is back and extends the session.
    const alive = (yield call(extend)) as boolean;
    if (!alive) {
      yield put(sessionLost({ cause: 'missing' }));
      return 'over';
    }
    yield put(sessionContinued());
    return 'continued';
  } finally {
    notification?.close();
  }
}

/** Shows a browser notification when allowed; returns it, or null. */
function notify(env: SessionEnvironment, title: string, body: string): ShownNotification | null {
  if (env.notifier.permission() !== 'granted') return null;
  try {
    return env.notifier.show(title, body);
  } catch {
    return null;
  }
}

/** While the page is hidden the session is re-checked every 10 s; a missing or expired one forces logout. */
function* hiddenWatcher(env: SessionEnvironment) {
  for (;;) {
    const hidden = (yield select(selectIsDocumentHidden)) as boolean;
    if (!hidden) yield take((action: Action) => visibilityChanged.match(action) && action.payload.hidden);
    const { shown } = (yield race({
      recheck: call(recheckWhileHidden, env),
      shown: take((action: Action) => visibilityChanged.match(action) && !action.payload.hidden),
    })) as { shown?: Action };
    if (shown) yield* refreshUser();
  }
}

/**
 * Back on the page, the current user is fetched again: what an admin changed meanwhile (the role's
 * permissions, the data scope) shows at once. A failure is left to the session's other checks.
 */
function* refreshUser() {
  try {
    const user: CurrentUser = yield* callApi(fetchCurrentUser);
    yield put(currentUserRefreshed(user));
  } catch {
    // A lost session is found by the next call or re-check.
  }
}

function* recheckWhileHidden(env: SessionEnvironment) {
  for (;;) {
    yield call(env.clock.sleep, HIDDEN_RECHECK_MS);
    try {
      const expiry: SessionExpiry = yield* callApi(fetchSessionExpiry);
      yield put(sessionExpiryLoaded(expiry));
      if (hasExpired(expiry, yield* now(env))) {
        yield put(sessionLost({ cause: 'expired' }));
        return;
      }
    } catch (error) {
      if (isUnauthorized(error)) {
        yield put(sessionLost({ cause: 'missing' }));
        return;
      }
      // Unreachable server: check again in 10 s.
    }
  }
}

function hasExpired(expiry: SessionExpiry, nowMs: number): boolean {
  const passed = (iso: string | null) => iso !== null && Date.parse(iso) <= nowMs;
  return passed(expiry.idle_expiration) || passed(expiry.session_expiration) || (expiry.expires_in <= 0 && !expiry.can_refresh);
}

/**
 * Lifetime mode: a notice before the hard lifespan ends (5 minutes before unless configured), as
 * a browser notification when configured and allowed (closed after 20 s), else a modal with OK.
 * At the end of the lifespan the session has timed out.
 */
function* lifetimeWatcher(env: SessionEnvironment, config: SessionConfig, endMs: number) {
  const settings = config.session_lifetime_settings;
  const beforeMs = (settings.notification_before_logging_off ?? LIFETIME_NOTICE_BEFORE_DEFAULT_MIN) * 60_000;
  yield* sleepUntil(env, endMs - beforeMs);
  const left = endMs - (yield* now(env));
  if (left > 0) {
    const minutesLeft = Math.ceil(left / 60_000);
    const notification = settings.display_browser_notification ? notify(env, M.lifetimeTitle, M.lifetimeBody(minutesLeft)) : null;
    if (notification) yield fork(closeLater, env, notification);
    else yield put(lifetimeWarningShown({ minutesLeft }));
  }
  yield* sleepUntil(env, endMs);
  yield put(sessionTimedOut({ cause: 'lifetime' }));
}

function* closeLater(env: SessionEnvironment, notification: ShownNotification) {
  try {
    yield call(env.clock.sleep, NOTIFICATION_AUTO_CLOSE_MS);
  } finally {
    // Also when the session ends first: a notice of a session that is over would mislead.
    notification.close();
  }
}

/**
 * SAML users: 60 s before the SAML session ends a modal that cannot be closed counts down (from
 * 30 s when at most 30 s remain), then the user is logged out.
 */
function* samlWatcher(env: SessionEnvironment, expiresMs: number) {
  yield* sleepUntil(env, expiresMs - SAML_WARNING_S * 1000);
  const leftS = Math.ceil((expiresMs - (yield* now(env))) / 1000);
  const seconds = leftS <= SAML_WARNING_MIN_S ? SAML_WARNING_MIN_S : Math.min(SAML_WARNING_S, leftS);
  yield put(samlWarningShown({ secondsLeft: seconds }));
  yield* countDown(env, seconds, (secondsLeft) => samlCountdownTicked({ secondsLeft }));
  yield put(sessionTimedOut({ cause: 'saml' }));
}

// ------------------------------------------------------------------ the end of a session

type EndRequest = ReturnType<typeof logoutRequested> | ReturnType<typeof sessionTimedOut> | ReturnType<typeof sessionLost>;

/** Logout, time-out and lost session, one at a time, only while signed in. */
function* endSession(env: SessionEnvironment, action: EndRequest) {
  const state = (yield select(selectSessionState)) as SessionState;
  if (state.status !== 'signed-in' || state.loggingOut) return;
  const samlRedirect = (yield select(selectSamlRedirect)) as boolean;

  if (logoutRequested.match(action)) {
    yield* logoutSequence(env, { reason: 'logout', to: logoutPath(samlRedirect), message: null });
    return;
  }
  if (sessionLost.match(action)) {
    yield* errorLogout(env, { reason: 'session-lost', to: '/', message: M.sessionTimedOut });
    return;
  }
  const isAdmin = (yield select(selectIsAdmin)) as boolean;
  const to = expiryRedirectPath({ isAdmin, expirySet: env.accessExpiry.getAccessExpiry() !== null, samlRedirect });
  const { cause } = action.payload;
  if (cause === 'lifetime') {
    // The lifespan is over: the server has already ended the session, so there is nobody to tell.
    yield* errorLogout(env, { reason: 'lifetime-ended', to, message: M.sessionTimedOut });
  } else {
    yield* logoutSequence(env, { reason: cause === 'saml' ? 'saml-expired' : 'timed-out', to, message: M.sessionTimedOut });
  }
}

interface EndPlan {
  reason: SessionEndReason;
  to: string;
  message: string | null;
}

/**
 * The logout of spec section 4, in its order: pre-logout, navigate, clear toasts, call the server,
 * clear the stored user, expiry and login marker, reset the stores, then follow the reply's
 * redirect_url. A failing server step does not stop the sequence: the user is logged out locally.
 */
function* logoutSequence(env: SessionEnvironment, { reason, to, message }: EndPlan) {
  yield put(logoutStarted());
  try {
    yield* callApi(preLogout);
  } catch {
    // The server may already have ended the session.
  }
  yield put(sessionNavigationRequested({ to }));
  if (env.toaster) yield call([env.toaster, env.toaster.clear]);
  let redirectUrl: string | undefined;
  try {
    const meta: { redirect_url?: string } = yield* callApi(logout);
    redirectUrl = meta.redirect_url;
  } catch {
    redirectUrl = undefined;
  }
  yield call(clearStoredSession, env);
  yield put(sessionEnded({ reason, message }));
  if (redirectUrl) yield call(env.assign, redirectUrl);
}

/** Forced logout (error-logout): to the given path, stored data cleared, no call to the server. */
function* errorLogout(env: SessionEnvironment, { reason, to, message }: EndPlan) {
  yield put(logoutStarted());
  yield put(sessionNavigationRequested({ to }));
  yield call(clearStoredSession, env);
  yield put(sessionEnded({ reason, message }));
}

/** The client's `signed-out` event (a failed refresh) becomes a lost session. */
function* watchClientSignedOut() {
  const client = (yield getContext(API_CLIENT)) as ApiClient;
  const channel: EventChannel<true> = eventChannel((emit) =>
    client.events.on('signed-out', () => {
      emit(true);
    }),
  );
  try {
    for (;;) {
      yield take(channel);
      yield put(sessionLost({ cause: 'signed-out' }));
    }
  } finally {
    channel.close();
  }
}

// ------------------------------------------------------------------ root

/**
 * Makes the session's root saga. The app passes the parts of the environment it owns (the toaster
 * it renders, the client's session store); tests and stories pass fakes and a manual clock.
 */
export function createSessionSaga(given: Partial<SessionEnvironment> = {}): Saga {
  return function* sessionSaga() {
    const env = sessionEnvironment(given);
    yield all([
      fork(watchClientSignedOut),
      takeLatest(appStarted.type, startApp, env),
      takeLatest([sessionStarted.type, sessionIdentitySwitched.type], startSession, env),
      takeLatest(currentUserLoaded.type, signedIn, env),
      takeLeading([logoutRequested.type, sessionTimedOut.type, sessionLost.type], endSession, env),
    ]);
  };
}

/** The session's root saga with the browser's defaults (localStorage, window.location, Notification). */
export const sessionSaga: Saga = createSessionSaga();
