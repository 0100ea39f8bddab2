import { createSelector } from '@reduxjs/toolkit';
import { AUTH_MESSAGES as M } from '../auth.messages';
import { formatCountdown, passwordPolicyHints } from '../passwordPolicy';
import { authSlice, type AuthState, type LoginMethod } from './auth.slice';

/** The views of the login screen, in the spec's order of situation (spec 2), plus loading and failure. */
export type LoginView = 'loading' | 'failed' | 'signup' | 'resetPassword' | 'eula' | 'twoFactor' | LoginMethod;

export const selectAuthState = (state: { [authSlice.reducerPath]: AuthState }) => authSlice.selectSlice(state);

export const selectLoginScreen = createSelector(selectAuthState, (state) => state.screen);
export const selectLoginSettings = createSelector(selectAuthState, (state) => state.settings);
export const selectLoginPending = createSelector(selectAuthState, (state) => state.pending);
export const selectLoginError = createSelector(selectAuthState, (state) => state.error);
export const selectLoginStep = createSelector(selectAuthState, (state) => state.step);
export const selectEulaText = createSelector(selectAuthState, (state) => state.eulaText);
export const selectTwoFactor = createSelector(selectAuthState, (state) => state.twoFactor);
export const selectPasswordExpiredToken = createSelector(selectAuthState, (state) => state.passwordExpiredToken);
export const selectSignup = createSelector(selectAuthState, (state) => state.signup);
export const selectReset = createSelector(selectAuthState, (state) => state.reset);
export const selectAuthNotice = createSelector(selectAuthState, (state) => state.notice);
export const selectAutoRedirectBlocked = createSelector(selectAuthState, (state) => state.autoRedirectBlocked);

/** The 429 lockout as the alert shows it, or null. */
export const selectLoginLockout = createSelector(selectAuthState, (state) =>
  state.lockout ? { title: M.lockoutTitle, message: M.lockoutMessage(state.lockout.protection, state.lockout.minutes) } : null,
);

/** The 2FA lock as the view shows it: the message with an mm:ss countdown, or null. */
export const selectTwoFactorLock = createSelector(selectAuthState, (state) =>
  state.twoFactorLock
    ? {
        title: M.twoFactorLockTitle,
        countdown: formatCountdown(state.twoFactorLock.remainingSeconds),
        message: M.twoFactorLockMessage(formatCountdown(state.twoFactorLock.remainingSeconds)),
      }
    : null,
);

/** The sign-in forms the settings offer, in the order their buttons show; none when SAML is the only way. */
export const selectLoginMethods = createSelector(selectLoginSettings, (settings): LoginMethod[] => {
  if (!settings) return ['standard'];
  if (settings.saml.enabled && settings.saml.saml_only) return [];
  const methods: LoginMethod[] = [];
  if (settings.standard.default_login !== false) methods.push('standard');
  if (settings.ldap.enabled) methods.push('ldap');
  if (settings.smartcard.enabled) methods.push('smartcard');
  return methods.length > 0 ? methods : ['standard'];
});

/** The form shown: the one the user switched to, else the first offered; null with SAML only. */
export const selectLoginMethod = createSelector(selectAuthState, selectLoginMethods, (state, methods) =>
  state.chosenMethod !== null && methods.includes(state.chosenMethod) ? state.chosenMethod : (methods[0] ?? null),
);

/** The SAML buttons: one per identity provider (the default one when none is listed). */
export const selectSamlButtons = createSelector(selectLoginSettings, (settings) => {
  if (!settings?.saml.enabled) return [];
  const idps = settings.saml.idp_name ?? [];
  if (idps.length === 0) return [{ key: 'default', label: M.samlButton, idp: undefined as string | undefined }];
  return idps.map((idp) => ({
    key: idp.idp_unique_name,
    label: M.loginWith(idp.idp_name),
    idp: idp.legacy ? undefined : idp.idp_unique_name,
  }));
});

/** The LDAP domains and the preselected one. */
export const selectLdapDomains = createSelector(selectLoginSettings, (settings) => {
  const domains = (settings?.ldap.domains ?? []).map((domain) => domain.domain_display_name);
  const preselected = settings?.ldap.domains?.find((domain) => domain.default_domain)?.domain_display_name ?? null;
  return { domains, preselected };
});

export const selectRememberMeShown = createSelector(selectLoginSettings, (settings) => !settings?.standard.disable_remember_me);
export const selectLoginMessage = createSelector(selectLoginSettings, (settings) => settings?.standard.login_message ?? null);
export const selectCustomLogo = createSelector(selectLoginSettings, (settings) => settings?.custom_logo ?? null);
export const selectSmartcardUserHint = createSelector(selectLoginSettings, (settings) => settings?.smartcard.user_hint_enabled ?? false);

export const selectPasswordPolicyHints = createSelector(selectAuthState, (state) => passwordPolicyHints(state.passwordPolicy));

/**
 * The view the login screen shows, in the spec's order: Signup, Reset Password (a token in the
 * address), EULA, Two-factor, then the chosen form.
 */
export const selectLoginView = createSelector(
  [selectAuthState, selectLoginMethod, (_state: unknown, hasResetToken: boolean) => hasResetToken],
  (state, method, hasResetToken): LoginView | null => {
    if (state.screen.status === 'failed') return 'failed';
    if (state.screen.status !== 'loaded') return 'loading';
    if (state.adminExists === false) return 'signup';
    if (hasResetToken) return 'resetPassword';
    if (state.step === 'eula') return 'eula';
    if (state.step === 'twoFactor') return 'twoFactor';
    return method;
  },
);
