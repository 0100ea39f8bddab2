export { SessionWatcher, useSessionWatcher } from './views/SessionWatcher';
export { SessionTimeoutModal } from './views/SessionTimeoutModal';
export { LifetimeWarningModal } from './views/LifetimeWarningModal';
export { SamlExpiryModal } from './views/SamlExpiryModal';
export {
  sessionSlice,
  initialSessionState,
  sessionEnded,
  sessionIdentitySwitched,
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
  sessionTimedOut,
  sessionLost,
  logoutStarted,
  sessionNavigationRequested,
  type SessionState,
  type SessionStatus,
  type SessionActivity,
  type SessionEndReason,
  type SessionTimeoutCause,
  type SessionStartedPayload,
  type SessionNavigation,
} from './state/session.slice';
export {
  selectSessionState,
  selectSessionStatus,
  selectCurrentUser,
  selectSessionUserData,
  selectSessionConfig,
  selectSessionExpiry,
  selectSessionActivity,
  selectIsDocumentHidden,
  selectTimeoutWarning,
  selectLifetimeWarning,
  selectSamlWarning,
  selectIsLoggingOut,
  selectSessionNavigation,
  selectSessionEndReason,
  selectSessionEndMessage,
  selectIsAdmin,
  selectSamlRedirect,
} from './state/session.selectors';
export { createSessionSaga, sessionSaga } from './state/session.sagas';
export { resetOnSessionEnded } from './state/resetOnSessionEnded';
export { expiryRedirectPath, logoutPath } from './state/sessionPaths';
export {
  SESSION_STORAGE_KEYS,
  browserNotifier,
  realClock,
  sessionEnvironment,
  type SessionClock,
  type SessionEnvironment,
  type SessionNotifier,
  type ShownNotification,
} from './environment';
export * from './session.constants';
export { SESSION_MESSAGES } from './session.messages';
