import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { combineSlices } from '@reduxjs/toolkit';
import { all, call, takeEvery } from 'redux-saga/effects';
import { createApiClient } from '@vigil/openapi';
import { apiHttp } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { AUTH_MESSAGES as M } from '../auth.messages';
import { AUTH_STORAGE_KEYS, createAuthStorage } from '../authStorage';
import { LICENSE_POLL_MS, LOGIN_ERROR_DELAY_MS } from '../auth.constants';
import { RESET_TOKEN, samlAutoRedirectLoginSettings, signedInReply } from '../fixtures/auth';
import { LOCKOUT_MINUTES, REFERRER, TWO_FACTOR_LOCK_MINUTES, authHandlers, authScenario, type AuthScenario } from '../mocks/auth.handlers';
import { createAuthSaga } from './auth.sagas';
import {
  selectAuthState,
  selectLoginError,
  selectLoginLockout,
  selectLoginView,
  selectPasswordExpiredToken,
  selectTwoFactorLock,
} from './auth.selectors';
import {
  authSlice,
  eulaAccepted,
  loginScreenOpened,
  loginSubmitted,
  loginSucceeded,
  twoFactorOpened,
  twoFactorSubmitted,
  type LoginScreenQuery,
} from './auth.slice';

const server = mockApiServer();
const NOW = Date.parse('2026-11-01T09:30:00Z');

beforeEach(() => {
  localStorage.clear();
});

/** Every request the client sends, with its body. */
async function recorded(requests: Request[]) {
  return Promise.all(
    requests.map(async (request) => ({
      call: `${request.method} ${new URL(request.url).pathname}`,
      body: request.method === 'GET' ? undefined : ((await request.clone().json()) as unknown),
    })),
  );
}

/** A store with the real reducer and saga, HTTP answered by the auth mock handlers. */
function setup(scenario: AuthScenario = {}) {
  server.use(...authScenario(scenario));
  const requests: Request[] = [];
  const assign = vi.fn<(url: string) => void>();
  const actions: { type: string; payload?: unknown }[] = [];
  const client = createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: (request) => {
      requests.push(request.clone());
      return globalThis.fetch(request);
    },
  });
  const authSaga = createAuthSaga({ browser: { assign, origin: 'http://vigil.test' }, storage: createAuthStorage(localStorage) });
  const store = createVigilStore({
    reducer: combineSlices(authSlice),
    // The feature's saga, and a recorder of every action, in order.
    *saga() {
      yield all([call(authSaga), takeEvery('*', (action: { type: string; payload?: unknown }) => {
          actions.push(action);
        })]);
    },
    client,
  });
  const until = (predicate: () => boolean) =>
    new Promise<void>((resolve) => {
      if (predicate()) {
        resolve();
        return;
      }
      const stop = store.subscribe(() => {
        if (!predicate()) return;
        stop();
        resolve();
      });
    });
  const auth = () => selectAuthState(store.getState());
  const open = async (query: LoginScreenQuery = {}) => {
    store.dispatch(loginScreenOpened(query));
    await until(() => auth().screen.status === 'loaded' || auth().screen.status === 'failed');
  };
  /** Whether the login has succeeded (what the session feature starts from); the recorder hears it after the store's subscribers, so poll it with vi.waitFor. */
  const succeeded = () => actions.some((action) => action.type === loginSucceeded.type);
  return { store, requests, assign, actions, until, auth, open, succeeded };
}

const credentials = { user_name: 'admin', password: 'correct horse', remember_me: true };

describe('login screen load', () => {
  it('asks the license status, then the signup status, then the login settings', async () => {
    const { requests, auth, open } = setup();
    await open();
    expect((await recorded(requests)).map((r) => r.call)).toEqual(['GET /api/license_status', 'GET /api/signup', 'GET /api/login/options']);
    expect(auth().adminExists).toBe(true);
    expect(selectLoginView({ auth: auth() }, false)).toBe('standard');
  });

  it('polls the license every 2 s while its value is truthy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { requests, auth, store, until } = setup();
    server.use(authHandlers.licenseStatus(true, true, false));
    store.dispatch(loginScreenOpened({}));
    await vi.advanceTimersByTimeAsync(0);
    const calls = async () => (await recorded(requests)).map((r) => r.call);
    expect(await calls()).toEqual(['GET /api/license_status']);
    expect(auth().screen).toMatchObject({ status: 'loading', licenseVerifying: true });

    await vi.advanceTimersByTimeAsync(LICENSE_POLL_MS - 1);
    expect(await calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await calls()).toEqual(['GET /api/license_status', 'GET /api/license_status']);
    expect(auth().screen.status).toBe('loading');

    await vi.advanceTimersByTimeAsync(LICENSE_POLL_MS);
    await until(() => auth().screen.status === 'loaded');
    expect(await calls()).toEqual([
      'GET /api/license_status',
      'GET /api/license_status',
      'GET /api/license_status',
      'GET /api/signup',
      'GET /api/login/options',
    ]);
  });

  it("shows 'Network Error' when the signup status cannot be loaded", async () => {
    const { auth, open } = setup();
    server.use(authHandlers.signupStatusFailure(503));
    await open();
    expect(auth().screen).toMatchObject({ status: 'failed', error: M.networkError });
  });

  it('goes on to the login when the signup status answers with an auth error', async () => {
    const { auth, open } = setup();
    server.use(
      authHandlers.signupStatusFailure(401),
      apiHttp.get('/token/refresh', ({ response }) => response(401).json({ status: 401, message: 'Not logged in' })),
    );
    await open();
    expect(auth().screen.status).toBe('loaded');
  });

  it('shows the Signup view when no admin exists', async () => {
    const { auth, open } = setup({ adminExists: false });
    await open();
    expect(selectLoginView({ auth: auth() }, true)).toBe('signup');
  });
});

describe('login outcomes', () => {
  it('signs in: puts loginSucceeded with the user, expiry and workspace', async () => {
    const { store, requests, auth, open, until, assign, actions } = setup();
    await open();
    store.dispatch(loginSubmitted(credentials));
    expect(auth().pending).toBe(true);
    await until(() => !auth().pending);

    const login = (await recorded(requests)).find((r) => r.call === 'POST /api/login');
    expect(login?.body).toEqual(credentials);
    const reply = signedInReply();
    expect(actions.filter((action) => action.type === loginSucceeded.type)).toEqual([
      loginSucceeded({
        user_data: reply.meta.user_data ?? { uuid: '', user_name: '' },
        expires_in: 900,
        workspace: reply.data?.data.attributes.current_workspace ?? null,
      }),
    ]);
    // The signed-in items are the session feature's to store (on loginSucceeded), not the login screen's.
    expect(localStorage.getItem('vigil.loggedIn')).toBeNull();
    expect(auth().error).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not follow a referrer that leads off the console', async () => {
    const { store, open, assign, auth, succeeded } = setup();
    server.use(authHandlers.loginReply(signedInReply({ referrer: 'https://evil.example/phish' })));
    await open();
    store.dispatch(loginSubmitted(credentials));
    await vi.waitFor(() => {
      expect(succeeded() && !auth().pending).toBe(true);
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the referrer of the reply', async () => {
    const { store, open, assign } = setup({ login: 'referrer' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith(REFERRER);
    });
  });

  it('asks for the terms, then repeats the original call with eula_agreed', async () => {
    const { store, requests, auth, open, until, succeeded } = setup({ login: 'eula' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().step === 'eula');
    expect(selectLoginView({ auth: auth() }, false)).toBe('eula');
    expect(auth().eulaText).toContain('END USER LICENSE AGREEMENT');

    store.dispatch(eulaAccepted());
    await vi.waitFor(() => {
      expect(succeeded() && !auth().pending).toBe(true);
    });
    const logins = (await recorded(requests)).filter((r) => r.call === 'POST /api/login');
    expect(logins.map((r) => r.body)).toEqual([credentials, { ...credentials, eula_agreed: true }]);
    expect(auth().step).toBe('credentials');
  });

  it('asks for a code: sends it, then verifies it with the credentials of the login', async () => {
    const { store, requests, auth, open, until, succeeded } = setup({ login: 'twoFactor' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().step === 'twoFactor');
    expect(auth().twoFactor.userEmail).toBe('admin@example.com');

    store.dispatch(twoFactorOpened());
    await until(() => !auth().twoFactor.sending);
    expect(auth().notice).toMatchObject({ tone: 'success', title: M.codeSent });

    store.dispatch(twoFactorSubmitted('042917'));
    await vi.waitFor(() => {
      expect(succeeded()).toBe(true);
    });
    const calls = await recorded(requests);
    expect(calls.find((r) => r.call === 'PATCH /api/login/send_2fa_code')?.body).toEqual({ user_name: 'admin' });
    expect(calls.find((r) => r.call === 'POST /api/login/verify')?.body).toEqual({
      verification_code: '042917',
      user_name: 'admin',
      password: 'correct horse',
      remember_me: true,
    });
  });

  it("marks an expired code with 'Code expired. Send again.'", async () => {
    const { store, auth, open, until } = setup({ login: 'twoFactor', verify: 'codeExpired' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().step === 'twoFactor');
    store.dispatch(twoFactorSubmitted('000000'));
    await until(() => auth().twoFactor.error !== null);
    expect(auth().twoFactor).toMatchObject({ error: M.codeExpired, codeExpired: true });
  });

  it('locks the code step after a 429 with an mm:ss countdown kept in localStorage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const { store, auth, open, until } = setup({ login: 'twoFactor', verify: 'locked' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().step === 'twoFactor');
    store.dispatch(twoFactorSubmitted('123456'));
    await until(() => auth().twoFactorLock !== null);

    const lockedUntil = NOW + TWO_FACTOR_LOCK_MINUTES * 60_000;
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.twoFactorLock) ?? 'null')).toEqual({ lockedUntil });
    const lock = () => selectTwoFactorLock({ auth: auth() });
    expect(lock()).toEqual({
      title: M.twoFactorLockTitle,
      countdown: '05:00',
      message: 'Maximum number of attempts exceeded. Try again in 05:00 minutes.',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lock()?.countdown).toBe('04:59');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lock()?.countdown).toBe('03:59');

    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(lock()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.twoFactorLock)).toBeNull();
  });

  it('restores a running 2FA lock after a reload when the code step opens again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    localStorage.setItem(AUTH_STORAGE_KEYS.twoFactorLock, JSON.stringify({ lockedUntil: NOW + 90_000 }));
    const { store, auth, open, requests, until } = setup({ login: 'twoFactor' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().step === 'twoFactor');
    store.dispatch(twoFactorOpened());
    await until(() => auth().twoFactorLock !== null);
    expect(selectTwoFactorLock({ auth: auth() })?.countdown).toBe('01:30');
    // No code is mailed while locked.
    expect((await recorded(requests)).some((r) => r.call === 'PATCH /api/login/send_2fa_code')).toBe(false);
  });

  it('stores a 429 lockout (minutes, protection, now + minutes) that survives a reload and lapses', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const first = setup({ login: 'lockedIp' });
    await first.open();
    first.store.dispatch(loginSubmitted(credentials));
    await first.until(() => first.auth().lockout !== null);
    const record = { minutes: LOCKOUT_MINUTES, protection: 'ip', lockedUntil: NOW + LOCKOUT_MINUTES * 60_000 };
    expect(first.auth().lockout).toEqual(record);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.loginLockout) ?? 'null')).toEqual(record);
    expect(selectLoginLockout({ auth: first.auth() })).toEqual({
      title: 'Too Many Login Attempts',
      message:
        'Your IP has been temporarily locked due to exceeding the allowed number of failed login attempts. Please try again in 15 minutes or contact the administrator for assistance',
    });

    // A reload: a new store finds the record.
    const second = setup();
    await second.open();
    expect(second.auth().lockout).toEqual(record);

    await vi.advanceTimersByTimeAsync(LOCKOUT_MINUTES * 60_000);
    expect(second.auth().lockout).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.loginLockout)).toBeNull();
  });

  it("shows the error only after 500 ms, and a 401 stops the automatic redirect", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store, auth, open, until } = setup({ login: 'failed' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => !auth().pending);
    expect(selectLoginError({ auth: auth() })).toBeNull();
    expect(auth().autoRedirectBlocked).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGIN_ERROR_DELAY_MS - 1);
    expect(selectLoginError({ auth: auth() })).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectLoginError({ auth: auth() })).toBe(M.loginFailed);
  });

  it("falls back to 'Login failed.' when the failure has no message", async () => {
    const { store, auth, open, until } = setup({ login: 'serverError' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().error !== null);
    expect(auth().error).toBe(M.loginFailed);
    expect(auth().autoRedirectBlocked).toBe(false);
  });

  it('blocks duplicate submits while one is pending', async () => {
    const { store, requests, open, auth, until } = setup();
    await open();
    store.dispatch(loginSubmitted(credentials));
    store.dispatch(loginSubmitted(credentials));
    await until(() => !auth().pending);
    expect((await recorded(requests)).filter((r) => r.call === 'POST /api/login')).toHaveLength(1);
  });

  it("opens the Password Expired modal with the token of a 'password expired' refusal", async () => {
    const { store, auth, open, until } = setup({ login: 'passwordExpired' });
    await open();
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().passwordExpiredToken !== null);
    expect(selectPasswordExpiredToken({ auth: auth() })).toBe(RESET_TOKEN);
    expect(auth().pending).toBe(false);
  });
});

describe('SAML', () => {
  it('redirects to the IdP when auto_redirect is on', async () => {
    const { open, assign } = setup({ settings: samlAutoRedirectLoginSettings });
    await open();
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/api/login/saml?idp=okta');
    });
  });

  it('does not redirect with redirect=false, a reset token or an error in the address', async () => {
    for (const query of [{ redirectDisabled: true }, { resetToken: RESET_TOKEN }, { error: 'permissions denied' }]) {
      const { open, assign, auth } = setup({ settings: samlAutoRedirectLoginSettings });
      await open(query);
      expect(auth().screen.status).toBe('loaded');
      expect(assign).not.toHaveBeenCalled();
    }
  });

  it('does not redirect again after a 401', async () => {
    const { store, open, assign, auth, until } = setup({ settings: samlAutoRedirectLoginSettings, login: 'failed' });
    await open({ redirectDisabled: true });
    store.dispatch(loginSubmitted(credentials));
    await until(() => auth().error !== null);
    await open();
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs in with a saml_token from the address', async () => {
    const { requests, open, auth, succeeded } = setup({ settings: samlAutoRedirectLoginSettings });
    await open({ samlToken: 'eyJhbGciOi' });
    await vi.waitFor(() => {
      expect(succeeded() && !auth().pending).toBe(true);
    });
    expect((await recorded(requests)).find((r) => r.call === 'POST /api/login')?.body).toEqual({ saml_token: 'eyJhbGciOi' });
  });
});
