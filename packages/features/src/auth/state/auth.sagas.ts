import { all, call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, type LdapLoginRequest, type LoginReply, type LoginRequest } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import {
  PasswordExpiredError,
  fetchLicenseStatus,
  fetchLoginSettings,
  fetchPasswordPolicy,
  fetchSignupStatus,
  postLdapLogin,
  postLogin,
  postSignup,
  postVerifyCode,
  putResetPassword,
  sendTwoFactorCode,
  validateResetToken,
} from '../api/auth.api';
import { AUTH_MESSAGES as M } from '../auth.messages';
import { COUNTDOWN_TICK_MS, LICENSE_POLL_MS, LOGIN_ERROR_DELAY_MS, SAML_LOGIN_PATH, SIGNUP_USER_NAME } from '../auth.constants';
import { createAuthStorage, type AuthStorage, type LoginLockout } from '../authStorage';
import { isSameOrigin, windowBrowser, type AuthBrowser } from '../browser';
import {
  autoRedirectBlocked,
  eulaAccepted,
  eulaDeclined,
  eulaRequested,
  ldapLoginSubmitted,
  licenseChecked,
  loginFailed,
  loginLocked,
  loginLockoutLapsed,
  loginRejected,
  loginScreenFailed,
  loginScreenLoaded,
  loginScreenOpened,
  loginSubmitted,
  loginSucceeded,
  noticeRaised,
  passwordExpired,
  passwordPolicyLoaded,
  passwordPolicyRequested,
  passwordResetFailed,
  passwordResetSubmitted,
  passwordResetSucceeded,
  resetTokenCheckRequested,
  resetTokenChecked,
  samlLoginRequested,
  samlTokenReceived,
  signupFailed,
  signupSubmitted,
  signupSucceeded,
  smartcardLoginSubmitted,
  twoFactorBackPressed,
  twoFactorCodeRequested,
  twoFactorCodeSendFailed,
  twoFactorCodeSent,
  twoFactorFailed,
  twoFactorLockLapsed,
  twoFactorLockTicked,
  twoFactorLocked,
  twoFactorOpened,
  twoFactorRequested,
  twoFactorSubmitted,
  type LoginScreenQuery,
  type SignupValues,
} from './auth.slice';
import { selectAuthState } from './auth.selectors';

export interface AuthSagaOptions {
  /** The window the SAML redirect and referrers go through. */
  browser?: AuthBrowser;
  /** Where the login marker, user meta, access expiry and lockouts are kept. */
  storage?: AuthStorage;
  /** The clock (epoch ms): lockout timestamps and countdowns. */
  now?: () => number;
  /** The API root as the browser reaches it, for the SAML redirect. @default '/api' */
  apiBaseUrl?: string;
}

/** The login call to repeat after terms acceptance, and whose credentials the 2FA step uses. */
type LoginAttempt = { kind: 'password'; body: LoginRequest } | { kind: 'ldap'; body: LdapLoginRequest };

/** The SAML sign-in address, with the IdP when one is named. */
export function samlLoginUrl(apiBaseUrl: string, idp?: string | null): string {
  const base = `${apiBaseUrl.replace(/\/$/, '')}${SAML_LOGIN_PATH}`;
  return idp ? `${base}?idp=${encodeURIComponent(idp)}` : base;
}

/** The sentence a failed login shows: the server's, or 'Login failed.' when there was no reply. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  return M.loginFailed;
}

const isAuthError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Makes the root saga of the login screen. The options are for stories and tests; the app
 * can use `authSaga`, which works on the real window and localStorage.
 */
export function createAuthSaga({ browser = windowBrowser, storage, now = Date.now, apiBaseUrl = '/api' }: AuthSagaOptions = {}) {
  const store = () => (storage ??= createAuthStorage());
  // Kept here rather than in the redux state: the repeated call carries the password.
  let attempt: LoginAttempt | null = null;

  function* loadScreen({ payload }: PayloadAction<LoginScreenQuery>) {
    try {
      for (;;) {
        const verifying = (yield* callApi(fetchLicenseStatus)) as unknown;
        yield put(licenseChecked(Boolean(verifying)));
        if (!verifying) break;
        yield delay(LICENSE_POLL_MS);
      }
      let adminExists = true;
      try {
        adminExists = (yield* callApi(fetchSignupStatus)).admin_exists;
      } catch (error) {
        // An auth error is no reason to stop at 'Network Error' (spec 8).
        if (!isAuthError(error)) throw error;
      }
      const settings = yield* callApi(fetchLoginSettings);
      yield put(loginScreenLoaded({ adminExists, settings }));
    } catch {
      yield put(loginScreenFailed(M.networkError));
      return;
    }

    const lockout = store().readLoginLockout(now());
    if (lockout) yield put(loginLocked(lockout));

    if (payload.samlToken) {
      yield put(samlTokenReceived(payload.samlToken));
      return;
    }
    const state = selectAuthState((yield select()) as never);
    const saml = state.settings?.saml;
    const mayRedirect =
      saml?.enabled && saml.auto_redirect && state.adminExists && !payload.redirectDisabled && !payload.resetToken && !state.autoRedirectBlocked;
    if (mayRedirect) yield put(samlLoginRequested({ idp: saml.auto_redirect_idp ?? undefined }));
  }

  function* redirectToSaml({ payload }: PayloadAction<{ idp?: string | undefined }>) {
    yield call(browser.assign, samlLoginUrl(apiBaseUrl, payload.idp));
  }

  function* signIn(reply: LoginReply) {
    const meta = reply.meta;
    if (meta.request_eula) {
      yield put(eulaRequested(meta.eula_text ?? ''));
      return;
    }
    if (meta.request_2fa_code) {
      yield put(twoFactorRequested({ userEmail: meta.user_email ?? null }));
      return;
    }
    if (!meta.user_data || meta.expires_in === undefined) throw new ApiError(200, M.loginFailed);
    attempt = null;
    store().saveLoginLockout(null);
    yield put(
      loginSucceeded({
        user_data: meta.user_data,
        expires_in: meta.expires_in,
        workspace: reply.data?.data.attributes.current_workspace ?? null,
      }),
    );
    if (meta.referrer && isSameOrigin(meta.referrer, browser.origin)) yield call(browser.assign, meta.referrer);
  }

  function* failLogin(error: unknown) {
    if (error instanceof PasswordExpiredError) {
      yield put(passwordExpired(error.token));
      return;
    }
    if (error instanceof ApiError && error.status === 429) {
      const minutes = error.minutes ?? 0;
      const lockout: LoginLockout = { minutes, protection: error.protection ?? 'account', lockedUntil: now() + minutes * 60_000 };
      store().saveLoginLockout(lockout);
      yield put(loginLocked(lockout));
      return;
    }
    if (error instanceof ApiError && error.status === 401) yield put(autoRedirectBlocked());
    yield put(loginRejected());
    yield delay(LOGIN_ERROR_DELAY_MS);
    yield put(loginFailed(loginErrorMessage(error)));
  }

  function* runAttempt(current: LoginAttempt, eulaAgreed: boolean) {
    attempt = current;
    try {
      const reply: LoginReply =
        current.kind === 'ldap'
          ? yield* callApi(postLdapLogin, eulaAgreed ? { ...current.body, eula_agreed: true } : current.body)
          : yield* callApi(postLogin, eulaAgreed ? { ...current.body, eula_agreed: true } : current.body);
      yield* signIn(reply);
    } catch (error) {
      yield* failLogin(error);
    }
  }

  function* submitLogin(action: PayloadAction<unknown>) {
    if (loginSubmitted.match(action)) {
      yield* runAttempt({ kind: 'password', body: action.payload }, false);
    } else if (ldapLoginSubmitted.match(action)) {
      yield* runAttempt({ kind: 'ldap', body: action.payload }, false);
    } else if (smartcardLoginSubmitted.match(action)) {
      const { domain, userHint, remember_me } = action.payload;
      const body: LdapLoginRequest = userHint ? { smartcard_login: true, domain, userHint, remember_me } : { smartcard_login: true, domain, remember_me };
      yield* runAttempt({ kind: 'ldap', body }, false);
    } else if (samlTokenReceived.match(action)) {
      yield* runAttempt({ kind: 'password', body: { saml_token: action.payload } }, false);
    } else if (eulaAccepted.match(action) && attempt) {
      yield* runAttempt(attempt, true);
    }
  }

  /** The user name, password and remember-me of the attempt the code completes. */
  const credentials = () => {
    const body = (attempt?.body ?? {}) as { user_name?: string; password?: string; remember_me?: boolean };
    return { user_name: body.user_name ?? '', password: body.password ?? '', remember_me: body.remember_me ?? false };
  };

  function* lockTwoFactor(minutes: number) {
    const lockedUntil = now() + minutes * 60_000;
    store().saveTwoFactorLock({ lockedUntil });
    yield put(twoFactorLocked({ lockedUntil, remainingSeconds: Math.ceil((lockedUntil - now()) / 1000) }));
  }

  function* sendCode() {
    if (store().readTwoFactorLock(now())) {
      yield put(twoFactorCodeSendFailed());
      return;
    }
    try {
      yield* callApi(sendTwoFactorCode, credentials().user_name);
      yield put(twoFactorCodeSent());
      yield put(noticeRaised({ tone: 'success', title: M.codeSent }));
    } catch (error) {
      yield put(twoFactorCodeSendFailed());
      if (error instanceof ApiError && error.status === 429) yield* lockTwoFactor(error.minutes ?? 0);
      else yield put(noticeRaised({ tone: 'error', title: M.codeSendFailed }));
    }
  }

  function* openTwoFactor() {
    const lock = store().readTwoFactorLock(now());
    if (lock) yield put(twoFactorLocked({ lockedUntil: lock.lockedUntil, remainingSeconds: Math.ceil((lock.lockedUntil - now()) / 1000) }));
    yield* sendCode();
  }

  function* verifyCode({ payload: code }: PayloadAction<string>) {
    try {
      const reply = yield* callApi(postVerifyCode, { verification_code: code, ...credentials() });
      yield* signIn(reply);
    } catch (error) {
      if (error instanceof PasswordExpiredError) {
        yield put(passwordExpired(error.token));
      } else if (error instanceof ApiError && error.status === 429) {
        yield* lockTwoFactor(error.minutes ?? 0);
      } else {
        const message = loginErrorMessage(error);
        yield put(twoFactorFailed({ message, codeExpired: message === M.codeExpired }));
      }
    }
  }

  /** Counts the 2FA lock down once a second (mm:ss) and forgets it when it lapses. */
  function* runTwoFactorCountdown({ payload }: PayloadAction<{ lockedUntil: number }>) {
    for (;;) {
      const remaining = Math.ceil((payload.lockedUntil - now()) / 1000);
      if (remaining <= 0) {
        store().saveTwoFactorLock(null);
        yield put(twoFactorLockLapsed());
        return;
      }
      yield put(twoFactorLockTicked(remaining));
      yield delay(COUNTDOWN_TICK_MS);
    }
  }

  /** Forgets a login lockout once it lapses. */
  function* expireLockout({ payload }: PayloadAction<LoginLockout>) {
    yield delay(Math.max(0, payload.lockedUntil - now()));
    store().saveLoginLockout(null);
    yield put(loginLockoutLapsed());
  }

  function forgetAttempt() {
    attempt = null;
  }

  function* loadPolicy() {
    try {
      yield put(passwordPolicyLoaded(yield* callApi(fetchPasswordPolicy)));
    } catch {
      // Without the policy the form still works; the server checks it on submit.
    }
  }

  function* signup({ payload }: PayloadAction<SignupValues>) {
    try {
      yield* callApi(postSignup, { ...payload, user_name: SIGNUP_USER_NAME });
    } catch (error) {
      yield put(signupFailed(error instanceof Error ? error.message : M.networkError));
      return;
    }
    yield put(signupSucceeded());
    yield put(loginSubmitted({ user_name: SIGNUP_USER_NAME, password: payload.new_password, remember_me: false }));
  }

  function* checkResetToken({ payload: token }: PayloadAction<string>) {
    try {
      yield put(resetTokenChecked(yield* callApi(validateResetToken, token)));
    } catch {
      yield put(resetTokenChecked(false));
    }
  }

  function* resetPassword({ payload }: PayloadAction<{ token: string; password: string }>) {
    try {
      yield* callApi(putResetPassword, payload.token, payload.password);
      yield put(passwordResetSucceeded(M.resetSucceeded));
    } catch (error) {
      const tokenExpired = error instanceof ApiError && error.status === 410;
      yield put(passwordResetFailed({ message: tokenExpired ? M.resetTokenExpired : loginErrorMessage(error), tokenExpired }));
    }
  }

  return function* authSaga() {
    yield all([
      takeLatest(loginScreenOpened.type, loadScreen),
      takeEvery(samlLoginRequested.type, redirectToSaml),
      takeLeading([loginSubmitted.type, ldapLoginSubmitted.type, smartcardLoginSubmitted.type, samlTokenReceived.type, eulaAccepted.type], submitLogin),
      takeLatest(twoFactorOpened.type, openTwoFactor),
      takeLeading(twoFactorCodeRequested.type, sendCode),
      takeLeading(twoFactorSubmitted.type, verifyCode),
      takeLatest(twoFactorLocked.type, runTwoFactorCountdown),
      takeLatest(loginLocked.type, expireLockout),
      takeEvery([eulaDeclined.type, twoFactorBackPressed.type], forgetAttempt),
      takeLatest(passwordPolicyRequested.type, loadPolicy),
      takeLeading(signupSubmitted.type, signup),
      takeLatest(resetTokenCheckRequested.type, checkResetToken),
      takeLeading(passwordResetSubmitted.type, resetPassword),
    ]);
  };
}

/** The root saga of the login screen, on the real window and localStorage. */
export const authSaga = createAuthSaga();
