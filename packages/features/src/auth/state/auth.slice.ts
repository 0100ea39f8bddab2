import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginSettings, PasswordPolicy, SessionUserData, Workspace } from '@vigil/openapi';
import type { LoginLockout } from '../authStorage';

/** The sign-in forms a user can switch between (SAML is a redirect, not a form). */
export type LoginMethod = 'standard' | 'ldap' | 'smartcard';

/** Where the login after the credentials stands: the form, terms acceptance, or the e-mailed code. */
export type LoginStep = 'credentials' | 'eula' | 'twoFactor';

/** A one-off message for the app's toasts. */
export interface AuthNotice {
  id: number;
  tone: 'success' | 'error';
  title: string;
}

export interface AuthState {
  /** The load sequence: license, signup status, login settings. */
  screen: { status: 'idle' | 'loading' | 'loaded' | 'failed'; licenseVerifying: boolean; error: string | null };
  /** False shows the Signup view; null until known. */
  adminExists: boolean | null;
  settings: LoginSettings | null;
  /** The form the user switched to; null follows the settings' default. */
  chosenMethod: LoginMethod | null;
  step: LoginStep;
  /** A login call is running (duplicate submits are blocked). */
  pending: boolean;
  /** The error of the last login, shown in the in-page alert. */
  error: string | null;
  lockout: LoginLockout | null;
  /** Set after a 401 or a permission error: no automatic SAML redirect. */
  autoRedirectBlocked: boolean;
  eulaText: string | null;
  twoFactor: {
    userEmail: string | null;
    pending: boolean;
    sending: boolean;
    error: string | null;
    codeExpired: boolean;
  };
  twoFactorLock: { lockedUntil: number; remainingSeconds: number } | null;
  /** With a token, the Password Expired modal is open. */
  passwordExpiredToken: string | null;
  passwordPolicy: PasswordPolicy | null;
  signup: { pending: boolean; error: string | null };
  reset: { tokenStatus: 'idle' | 'checking' | 'valid' | 'invalid'; pending: boolean; error: string | null; done: boolean };
  notice: AuthNotice | null;
}

const initialTwoFactor: AuthState['twoFactor'] = { userEmail: null, pending: false, sending: false, error: null, codeExpired: false };

const initialState: AuthState = {
  screen: { status: 'idle', licenseVerifying: false, error: null },
  adminExists: null,
  settings: null,
  chosenMethod: null,
  step: 'credentials',
  pending: false,
  error: null,
  lockout: null,
  autoRedirectBlocked: false,
  eulaText: null,
  twoFactor: initialTwoFactor,
  twoFactorLock: null,
  passwordExpiredToken: null,
  passwordPolicy: null,
  signup: { pending: false, error: null },
  reset: { tokenStatus: 'idle', pending: false, error: null, done: false },
  notice: null,
};

/** What the login screen read from its address. */
export interface LoginScreenQuery {
  /** `saml_token`: sign in with it. */
  samlToken?: string | null;
  /** `redirect=false`: no automatic SAML redirect. */
  redirectDisabled?: boolean;
  /** `error`: the server's SAML failure, shown in the alert. */
  error?: string | null;
  /** `token`: the Reset Password view, no automatic redirect. */
  resetToken?: string | null;
}

export interface PasswordCredentials {
  user_name: string;
  password: string;
  remember_me: boolean;
}

export interface LdapCredentials extends PasswordCredentials {
  domain: string;
}

export interface SmartcardCredentials {
  domain: string;
  userHint?: string;
  remember_me: boolean;
}

/** The signup form's values (the user name is fixed). */
export interface SignupValues {
  contact_email: string;
  new_password: string;
  confirm_new_password: string;
}

/** The payload of `loginSucceeded`: the session feature and the app react to it. */
export interface LoginSuccess {
  user_data: SessionUserData;
  expires_in: number;
  workspace: Workspace | null;
}

const noticed = (state: AuthState, tone: AuthNotice['tone'], title: string) => {
  state.notice = { id: (state.notice?.id ?? 0) + 1, tone, title };
};

/** A reducer that only needs the state, for an action whose payload is for the sagas. */
const withPayload =
  <P,>() =>
  (payload: P) => ({ payload });

const loginStarted = (state: AuthState) => {
  state.pending = true;
  state.error = null;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginScreenOpened(state, action: PayloadAction<LoginScreenQuery>) {
      state.screen = { status: 'loading', licenseVerifying: false, error: null };
      const error = action.payload.error ?? null;
      if (error !== null) {
        state.error = error;
        state.autoRedirectBlocked = true;
      }
    },
    licenseChecked(state, action: PayloadAction<boolean>) {
      state.screen.licenseVerifying = action.payload;
    },
    loginScreenLoaded(state, action: PayloadAction<{ adminExists: boolean; settings: LoginSettings }>) {
      state.screen = { status: 'loaded', licenseVerifying: false, error: null };
      state.adminExists = action.payload.adminExists;
      state.settings = action.payload.settings;
    },
    loginScreenFailed(state, action: PayloadAction<string>) {
      state.screen = { status: 'failed', licenseVerifying: false, error: action.payload };
    },
    loginMethodChosen(state, action: PayloadAction<LoginMethod>) {
      state.chosenMethod = action.payload;
      state.error = null;
    },
    loginSubmitted: { reducer: loginStarted, prepare: withPayload<PasswordCredentials>() },
    ldapLoginSubmitted: { reducer: loginStarted, prepare: withPayload<LdapCredentials>() },
    smartcardLoginSubmitted: { reducer: loginStarted, prepare: withPayload<SmartcardCredentials>() },
    samlTokenReceived: { reducer: loginStarted, prepare: withPayload<string>() },
    /** A SAML button, or the automatic redirect: the browser goes to the IdP. */
    samlLoginRequested: { reducer: () => undefined, prepare: withPayload<{ idp?: string | undefined }>() },
    eulaRequested(state, action: PayloadAction<string>) {
      state.pending = false;
      state.step = 'eula';
      state.eulaText = action.payload;
    },
    eulaAccepted: loginStarted,
    eulaDeclined(state) {
      state.step = 'credentials';
      state.eulaText = null;
      state.pending = false;
    },
    twoFactorRequested(state, action: PayloadAction<{ userEmail: string | null }>) {
      state.pending = false;
      state.step = 'twoFactor';
      state.twoFactor = { ...initialTwoFactor, userEmail: action.payload.userEmail };
    },
    /** The code view is shown: a code is sent. */
    twoFactorOpened(state) {
      state.twoFactor.sending = true;
    },
    twoFactorCodeRequested(state) {
      state.twoFactor.sending = true;
    },
    twoFactorCodeSent(state) {
      state.twoFactor.sending = false;
      state.twoFactor.codeExpired = false;
      state.twoFactor.error = null;
    },
    twoFactorCodeSendFailed(state) {
      state.twoFactor.sending = false;
    },
    twoFactorSubmitted: {
      reducer(state) {
        state.twoFactor.pending = true;
        state.twoFactor.error = null;
        state.twoFactor.codeExpired = false;
      },
      prepare: withPayload<string>(),
    },
    twoFactorFailed(state, action: PayloadAction<{ message: string; codeExpired: boolean }>) {
      state.twoFactor.pending = false;
      state.twoFactor.error = action.payload.message;
      state.twoFactor.codeExpired = action.payload.codeExpired;
    },
    twoFactorLocked(state, action: PayloadAction<{ lockedUntil: number; remainingSeconds: number }>) {
      state.twoFactor.pending = false;
      state.twoFactor.sending = false;
      state.twoFactor.error = null;
      state.twoFactorLock = action.payload;
    },
    twoFactorLockTicked(state, action: PayloadAction<number>) {
      if (state.twoFactorLock) state.twoFactorLock.remainingSeconds = action.payload;
    },
    twoFactorLockLapsed(state) {
      state.twoFactorLock = null;
    },
    twoFactorBackPressed(state) {
      state.step = 'credentials';
      state.twoFactor = initialTwoFactor;
    },
    /** A failed login: loading and terms state are cleared now, the error comes after a delay. */
    loginRejected(state) {
      state.pending = false;
      state.step = 'credentials';
      state.eulaText = null;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.error = action.payload;
    },
    /** A 401: the automatic SAML redirect stays off for now. */
    autoRedirectBlocked(state) {
      state.autoRedirectBlocked = true;
    },
    loginLocked(state, action: PayloadAction<LoginLockout>) {
      state.pending = false;
      state.step = 'credentials';
      state.error = null;
      state.lockout = action.payload;
    },
    loginLockoutLapsed(state) {
      state.lockout = null;
    },
    passwordExpired(state, action: PayloadAction<string>) {
      state.pending = false;
      state.step = 'credentials';
      state.twoFactor = initialTwoFactor;
      state.passwordExpiredToken = action.payload;
    },
    /** OK of the Password Expired modal: the view goes to the root with the token. */
    passwordExpiredAcknowledged(state) {
      state.passwordExpiredToken = null;
    },
    loginSucceeded: {
      reducer(state) {
        state.pending = false;
        state.error = null;
        state.step = 'credentials';
        state.eulaText = null;
        state.twoFactor = initialTwoFactor;
        state.lockout = null;
        state.signup = { pending: false, error: null };
      },
      prepare: withPayload<LoginSuccess>(),
    },
    passwordPolicyRequested: () => undefined,
    passwordPolicyLoaded(state, action: PayloadAction<PasswordPolicy>) {
      state.passwordPolicy = action.payload;
    },
    signupSubmitted: {
      reducer(state) {
        state.signup = { pending: true, error: null };
      },
      prepare: withPayload<SignupValues>(),
    },
    signupFailed(state, action: PayloadAction<string>) {
      state.signup = { pending: false, error: action.payload };
    },
    /** The admin exists now; the console signs in with it. */
    signupSucceeded(state) {
      state.adminExists = true;
      state.signup = { pending: false, error: null };
    },
    resetTokenCheckRequested: {
      reducer(state) {
        state.reset = { tokenStatus: 'checking', pending: false, error: null, done: false };
      },
      prepare: withPayload<string>(),
    },
    resetTokenChecked(state, action: PayloadAction<boolean>) {
      state.reset.tokenStatus = action.payload ? 'valid' : 'invalid';
    },
    passwordResetSubmitted: {
      reducer(state) {
        state.reset.pending = true;
        state.reset.error = null;
      },
      prepare: withPayload<{ token: string; password: string }>(),
    },
    passwordResetFailed(state, action: PayloadAction<{ message: string; tokenExpired: boolean }>) {
      state.reset.pending = false;
      state.reset.error = action.payload.message;
      if (action.payload.tokenExpired) state.reset.tokenStatus = 'invalid';
    },
    passwordResetSucceeded(state, action: PayloadAction<string>) {
      state.reset = { tokenStatus: 'idle', pending: false, error: null, done: true };
      noticed(state, 'success', action.payload);
    },
    /** The view left Reset Password (back to the login). */
    resetPasswordLeft(state) {
      state.reset = initialState.reset;
    },
    noticeRaised(state, action: PayloadAction<Omit<AuthNotice, 'id'>>) {
      noticed(state, action.payload.tone, action.payload.title);
    },
    noticeShown(state, action: PayloadAction<number>) {
      if (state.notice?.id === action.payload) state.notice = null;
    },
  },
});

export const {
  loginScreenOpened,
  licenseChecked,
  loginScreenLoaded,
  loginScreenFailed,
  loginMethodChosen,
  loginSubmitted,
  ldapLoginSubmitted,
  smartcardLoginSubmitted,
  samlTokenReceived,
  samlLoginRequested,
  eulaRequested,
  eulaAccepted,
  eulaDeclined,
  twoFactorRequested,
  twoFactorOpened,
  twoFactorCodeRequested,
  twoFactorCodeSent,
  twoFactorCodeSendFailed,
  twoFactorSubmitted,
  twoFactorFailed,
  twoFactorLocked,
  twoFactorLockTicked,
  twoFactorLockLapsed,
  twoFactorBackPressed,
  loginRejected,
  loginFailed,
  autoRedirectBlocked,
  loginLocked,
  loginLockoutLapsed,
  passwordExpired,
  passwordExpiredAcknowledged,
  loginSucceeded,
  passwordPolicyRequested,
  passwordPolicyLoaded,
  signupSubmitted,
  signupFailed,
  signupSucceeded,
  resetTokenCheckRequested,
  resetTokenChecked,
  passwordResetSubmitted,
  passwordResetFailed,
  passwordResetSucceeded,
  resetPasswordLeft,
  noticeRaised,
  noticeShown,
} = authSlice.actions;
