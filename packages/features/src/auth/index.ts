export { LoginScreen, type LoginScreenProps } from './views/LoginScreen';
export {
  authSlice,
  loginScreenOpened,
  loginMethodChosen,
  loginSubmitted,
  ldapLoginSubmitted,
  smartcardLoginSubmitted,
  samlTokenReceived,
  samlLoginRequested,
  eulaAccepted,
  eulaDeclined,
  twoFactorSubmitted,
  twoFactorCodeRequested,
  twoFactorBackPressed,
  loginSucceeded,
  loginFailed,
  loginLocked,
  passwordExpired,
  passwordExpiredAcknowledged,
  signupSubmitted,
  passwordResetSubmitted,
  type AuthState,
  type LoginMethod,
  type LoginStep,
  type LoginSuccess,
  type LoginScreenQuery,
} from './state/auth.slice';
export {
  selectAuthState,
  selectLoginView,
  selectLoginScreen,
  selectLoginSettings,
  selectLoginMethods,
  selectLoginMethod,
  selectLoginPending,
  selectLoginError,
  selectLoginLockout,
  selectTwoFactorLock,
  selectAutoRedirectBlocked,
  selectPasswordExpiredToken,
  type LoginView,
} from './state/auth.selectors';
export { authSaga, createAuthSaga, samlLoginUrl, type AuthSagaOptions } from './state/auth.sagas';
export { AUTH_STORAGE_KEYS, createAuthStorage, type AuthStorage, type LoginLockout, type TwoFactorLock } from './authStorage';
export { windowBrowser, type AuthBrowser } from './browser';
export { AUTH_MESSAGES } from './auth.messages';
export * from './auth.constants';
