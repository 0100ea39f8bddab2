import { createSelector } from '@reduxjs/toolkit';
import { sessionSlice, type SessionActivity, type SessionState } from './session.slice';

export const selectSessionState = (state: { [sessionSlice.reducerPath]: SessionState }) => sessionSlice.selectSlice(state);

/** 'unknown' until the start of the app has found out, then 'signed-out' or 'signed-in'. */
export const selectSessionStatus = createSelector(selectSessionState, (state) => state.status);
export const selectCurrentUser = createSelector(selectSessionState, (state) => state.user);
export const selectSessionUserData = createSelector(selectSessionState, (state) => state.userData);
export const selectSessionConfig = createSelector(selectSessionState, (state) => state.config);
export const selectSessionExpiry = createSelector(selectSessionState, (state) => state.expiry);

/** The spec's session state: hidden wins over idle, which wins over active. */
export const selectSessionActivity = createSelector(
  selectSessionState,
  (state): SessionActivity => (state.hidden ? 'hidden' : state.idle ? 'idle' : 'active'),
);
export const selectIsDocumentHidden = createSelector(selectSessionState, (state) => state.hidden);

/** The timeout modal's countdown while it is shown, else null. */
export const selectTimeoutWarning = createSelector(selectSessionState, (state) => state.timeoutWarning);
/** The lifetime notice while it is shown, else null. */
export const selectLifetimeWarning = createSelector(selectSessionState, (state) => state.lifetimeWarning);
/** The SAML expiry modal's countdown while it is shown, else null. */
export const selectSamlWarning = createSelector(selectSessionState, (state) => state.samlWarning);
/** Whether any of the session's warnings (timeout, lifetime, SAML expiry) is shown. */
export const selectHasSessionWarning = createSelector(
  selectSessionState,
  (state) => state.timeoutWarning !== null || state.lifetimeWarning !== null || state.samlWarning !== null,
);

export const selectIsLoggingOut = createSelector(selectSessionState, (state) => state.loggingOut);
/** Where the session asks the app to go; a new `id` for every request. */
export const selectSessionNavigation = createSelector(selectSessionState, (state) => state.navigation);
/** Why the last session ended; null while signed in or before any session. */
export const selectSessionEndReason = createSelector(selectSessionState, (state) => state.endReason);
/** The sentence for the login screen after a session ended ('Session timed out'), else null. */
export const selectSessionEndMessage = createSelector(selectSessionState, (state) => state.endMessage);

/** The user has the admin role (`role_id` equals the session config's `global.admin_role_id`). */
export const selectIsAdmin = createSelector(
  selectCurrentUser,
  selectSessionConfig,
  (user, config) => user !== null && config !== null && user.role_id === config.global.admin_role_id,
);

/** The system uses SAML auto-redirect: the console goes to / with redirect=false after a logout. */
export const selectSamlRedirect = createSelector(selectSessionConfig, (config) => config?.global.saml_redirect ?? false);
