import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { type CurrentUser, type SessionConfig, type SessionStore } from '@vigil/openapi';
import { metaReply, valueReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { answeringClient, type Answer } from '../../store/answeringClient';
import { SESSION_STORAGE_KEYS, type SessionNotifier } from '../environment';
import {
  currentUserFixture,
  idpLogoutUrl,
  itUserFixture,
  lifetimeConfigFixture,
  samlRedirectConfigFixture,
  samlUserFixture,
  sessionConfigFixture,
  sessionExpiryFixture,
  sessionUserDataFixture,
} from '../fixtures/session';
import { idleCookieState, lastSharedActivity, writeIdleCookies } from '../idleCookies';
import { SESSION_MESSAGES as M } from '../session.messages';
import { resetOnSessionEnded } from './resetOnSessionEnded';
import { createSessionSaga } from './session.sagas';
import {
  selectCurrentUser,
  selectLifetimeWarning,
  selectSamlWarning,
  selectSessionActivity,
  selectSessionEndMessage,
  selectSessionEndReason,
  selectSessionNavigation,
  selectSessionStatus,
  selectTimeoutWarning,
} from './session.selectors';
import {
  appStarted,
  continueSessionClicked,
  lifetimeWarningAcknowledged,
  logoutRequested,
  sessionEnded,
  sessionIdentitySwitched,
  sessionSlice,
  sessionStarted,
  userActive,
  visibilityChanged,
} from './session.slice';

const START = Date.parse('2026-11-01T09:30:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A Storage in memory whose removals are written to the log. */
class LoggedStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly log: string[]) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.log.push(`remove ${key}`);
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}


interface Options {
  user?: CurrentUser;
  config?: SessionConfig;
  /** GET /session/expiry, computed at each call. */
  expiry?: () => ReturnType<typeof sessionExpiryFixture>;
  redirectUrl?: string;
  permission?: NotificationPermission;
  signedInBefore?: boolean;
}

/** The real reducer and saga with HTTP answered per `METHOD /path`, and every outside effect logged in order. */
function setup({ user = currentUserFixture, config = sessionConfigFixture, expiry, redirectUrl, permission = 'default', signedInBefore = true }: Options = {}) {
  const log: string[] = [];
  const answers: Record<string, Answer> = {
    'GET /users/me': () => Response.json(valueReply(user)),
    'GET /session/config': () => Response.json(valueReply(config)),
    'GET /session/expiry': () => Response.json(metaReply(expiry ? expiry() : sessionExpiryFixture(Date.now()))),
    'GET /token/refresh': () => Response.json(metaReply({ user_data: sessionUserDataFixture, expires_in: 900 })),
    'POST /pre_logout': () => new Response(null, { status: 204 }),
    'GET /logout': () => Response.json(metaReply(redirectUrl ? { redirect_url: redirectUrl } : {})),
  };
  const requests: string[] = [];
  const client = answeringClient(answers, (call) => {
    requests.push(call);
    log.push(call);
  });
  const storage = new LoggedStorage(log);
  let accessExpiry: number | null = null;
  const accessExpiryStore: SessionStore = {
    getAccessExpiry: () => accessExpiry,
    setAccessExpiry(epochMs) {
      if (epochMs === null) log.push('remove vigil.accessExpiry');
      accessExpiry = epochMs;
    },
  };
  const shown: { title: string; body: string; closed: boolean }[] = [];
  const notifier: SessionNotifier = {
    permission: () => permission,
    show(title, body) {
      const notification = { title, body, closed: false };
      shown.push(notification);
      return {
        close() {
          notification.closed = true;
        },
      };
    },
  };
  const assign = vi.fn((url: string) => log.push(`assign ${url}`));
  const toaster = { clear: () => log.push('toasts cleared') };

  // Another feature's store, to check that sessionEnded resets every store but the session's.
  const other = createSlice({ name: 'other', initialState: { touched: false }, reducers: { touch: (state) => ({ ...state, touched: true }) } });
  const reducer = resetOnSessionEnded(combineSlices(sessionSlice, other));
  const store = createVigilStore({
    reducer,
    saga: createSessionSaga({ storage, accessExpiry: accessExpiryStore, assign, notifier, toaster }),
    client,
  });
  let lastNavigation = selectSessionNavigation(store.getState());
  let lastStatus = selectSessionStatus(store.getState());
  store.subscribe(() => {
    const state = store.getState();
    const navigation = selectSessionNavigation(state);
    if (navigation !== lastNavigation && navigation) log.push(`navigate ${navigation.to}`);
    lastNavigation = navigation;
    const status = selectSessionStatus(state);
    if (status !== lastStatus) log.push(`status ${status}`);
    lastStatus = status;
  });
  if (signedInBefore) {
    storage.setItem(SESSION_STORAGE_KEYS.loginMarker, '1');
    storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(sessionUserDataFixture));
    accessExpiry = START + 15 * MINUTE;
  }
  return { store, log, requests, answers, storage, shown, assign, client, other, getAccessExpiry: () => accessExpiry };
}

/** Lets pending HTTP replies and sagas run without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
}

/** Starts the app with a stored login and waits until the signed-in session has loaded. */
async function signedIn(options: Options = {}) {
  const harness = setup(options);
  harness.store.dispatch(appStarted());
  await settle();
  expect(selectSessionStatus(harness.store.getState())).toBe('signed-in');
  harness.log.length = 0;
  harness.requests.length = 0;
  return harness;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('start of app', () => {
  it('is signed out without a stored login marker, and asks the server nothing', async () => {
    const { store, requests } = setup({ signedInBefore: false });
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    store.dispatch(appStarted());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(requests).toEqual([]);
  });

  it('fetches the current user when a login marker is stored, then the session config and expiry', async () => {
    const { store, requests } = setup();
    store.dispatch(appStarted());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    expect(selectCurrentUser(store.getState())).toEqual(currentUserFixture);
    expect(requests[0]).toBe('GET /users/me');
    expect([...requests.slice(1)].sort()).toEqual(['GET /session/config', 'GET /session/expiry']);
    expect(selectSessionActivity(store.getState())).toBe('active');
  });

  it('clears the stale stored data and is signed out when the user fetch answers 401', async () => {
    const { store, answers, storage, getAccessExpiry } = setup();
    answers['GET /users/me'] = () => Response.json({ status: 401, message: 'Not logged in' }, { status: 401 });
    answers['GET /token/refresh'] = () => Response.json({ status: 401, message: 'Not logged in' }, { status: 401 });
    store.dispatch(appStarted());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(storage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEYS.user)).toBeNull();
    expect(getAccessExpiry()).toBeNull();
    // The login screen shows no 'Session timed out' for a session that was never running here.
    expect(selectSessionEndMessage(store.getState())).toBeNull();
  });

  it('stores the user, the access expiry and the login marker after a login, then fetches the user', async () => {
    const { store, storage, requests, getAccessExpiry } = setup({ signedInBefore: false });
    store.dispatch(sessionStarted({ user_data: sessionUserDataFixture, expires_in: 900 }));
    expect(storage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBe('1');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null')).toEqual(sessionUserDataFixture);
    expect(getAccessExpiry()).toBe(START + 900 * SECOND);
    await settle();
    expect(requests[0]).toBe('GET /users/me');
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
  });
});

describe('idle cookies shared by the tabs', () => {
  // Another tab of the console writes the same cookies of the page.
  const otherTabActive = () => {
    writeIdleCookies(document, Date.now(), 29 * MINUTE);
  };

  it('notes the session start and every activity in the cookies, and clears them at logout', async () => {
    const { store } = await signedIn();
    expect(lastSharedActivity(document, Date.now())).toBe(START);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    store.dispatch(userActive());
    await settle();
    expect(lastSharedActivity(document, Date.now())).toBe(START + 5 * MINUTE);
    store.dispatch(logoutRequested());
    await settle();
    expect(idleCookieState(document, Date.now())).toBe('over');
  });

  it('does not go idle while the user works in another tab', async () => {
    const { store } = await signedIn();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    otherTabActive();
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    expect(selectSessionActivity(store.getState())).toBe('active');
    // 29 minutes after the other tab's activity this tab goes idle.
    await vi.advanceTimersByTimeAsync(20 * MINUTE - 1);
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 60 });
  });

  it('closes the modal instead of logging out when another tab was active during the countdown', async () => {
    const { store, requests } = await signedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 30 * SECOND);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 30 });
    otherTabActive();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('idle timeout', () => {
  it('goes idle after the timeout minus 1 minute, counts down 60 s, then logs out with "Session timed out"', async () => {
    const { store, requests, log } = await signedIn({ user: itUserFixture });
    // timeout 30 minutes: idle after 29.
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    expect(selectSessionActivity(store.getState())).toBe('active');

    await vi.advanceTimersByTimeAsync(1);
    expect(selectSessionActivity(store.getState())).toBe('idle');
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 60 });

    await vi.advanceTimersByTimeAsync(SECOND);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 59 });
    await vi.advanceTimersByTimeAsync(58 * SECOND);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 1 });
    expect(requests).toEqual([]);

    await vi.advanceTimersByTimeAsync(SECOND);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('timed-out');
    expect(selectSessionEndMessage(store.getState())).toBe('Session timed out');
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    expect(requests).toEqual(['POST /pre_logout', 'GET /logout']);
    // Not an admin: the expiry sends the user to /.
    expect(log).toContain('navigate /');
  });

  it('sends an admin to /administration after the expiry, as the expiry value is set', async () => {
    const { store, log } = await signedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 60 * SECOND);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(log).toContain('navigate /administration');
  });

  it('starts the idle period again on activity, and tells the server at most once a minute', async () => {
    const { store, requests } = await signedIn();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    store.dispatch(userActive());
    store.dispatch(userActive());
    await settle();
    expect(requests).toEqual(['GET /token/refresh']);

    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 60 });
  });

  it('counts hidden time as idle, and coming back as activity', async () => {
    const { store } = await signedIn();
    store.dispatch(visibilityChanged({ hidden: true }));
    expect(selectSessionActivity(store.getState())).toBe('hidden');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    store.dispatch(visibilityChanged({ hidden: false }));
    expect(selectSessionActivity(store.getState())).toBe('active');
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1);
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectTimeoutWarning(store.getState())).not.toBeNull();
  });

  it('ignores activity while the modal waits for an answer', async () => {
    const { store } = await signedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 10 * SECOND);
    store.dispatch(userActive());
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 49 });
    expect(selectSessionActivity(store.getState())).toBe('idle');
  });

  it('Continue Session refreshes the session, closes the modal and starts a new idle period', async () => {
    const { store, requests } = await signedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 30 * SECOND);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 30 });

    store.dispatch(continueSessionClicked());
    await settle();
    expect(requests).toEqual(['GET /token/refresh']);
    expect(selectTimeoutWarning(store.getState())).toBeNull();
    expect(selectSessionActivity(store.getState())).toBe('active');

    // The old countdown is gone: nothing happens at its 0.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(24 * MINUTE);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 60 });
  });

  it('forces logout when Continue Session finds the session gone', async () => {
    const { store, answers, requests } = await signedIn();
    answers['GET /token/refresh'] = () => Response.json({ status: 401, message: 'Not logged in' }, { status: 401 });
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    store.dispatch(continueSessionClicked());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('session-lost');
    expect(requests).toEqual(['GET /token/refresh']);
  });

  it('keeps the session when Continue Session cannot reach the server (no verdict on the session)', async () => {
    const { store, answers } = await signedIn();
    answers['GET /token/refresh'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    store.dispatch(continueSessionClicked());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    expect(selectTimeoutWarning(store.getState())).toBeNull();
  });

  it('forces logout when telling the server of activity finds the session gone', async () => {
    const { store, answers } = await signedIn();
    answers['GET /token/refresh'] = () => Response.json({ status: 401, message: 'Not logged in' }, { status: 401 });
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    store.dispatch(userActive());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('session-lost');
  });

  it("the modal's Logout runs the logout without 'Session timed out'", async () => {
    const { store, requests } = await signedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    store.dispatch(logoutRequested());
    await settle();
    expect(requests).toEqual(['POST /pre_logout', 'GET /logout']);
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('logout');
    expect(selectSessionEndMessage(store.getState())).toBeNull();
    // The countdown stopped with the session.
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(requests).toEqual(['POST /pre_logout', 'GET /logout']);
  });

  it('also shows the warning as a browser notification when the timeout settings ask for it, and closes it with the modal', async () => {
    const { store, shown } = await signedIn({
      config: { ...sessionConfigFixture, timeout_settings: { browser_notifications: true } },
      permission: 'granted',
    });
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(shown).toEqual([{ title: M.timeoutTitle, body: `${M.timeoutBody} 60 seconds.`, closed: false }]);
    store.dispatch(continueSessionClicked());
    await settle();
    expect(shown[0]?.closed).toBe(true);
  });
});

describe('hidden session', () => {
  it('is re-checked every 10 s while hidden, and no longer once shown', async () => {
    const { store, requests } = await signedIn();
    store.dispatch(visibilityChanged({ hidden: true }));
    await vi.advanceTimersByTimeAsync(10 * SECOND - 1);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(requests).toEqual(['GET /session/expiry']);
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    await settle();
    expect(requests).toEqual(['GET /session/expiry', 'GET /session/expiry']);

    store.dispatch(visibilityChanged({ hidden: false }));
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    // Back on the page, the user is fetched once again; the re-checks stop.
    expect(requests).toEqual(['GET /session/expiry', 'GET /session/expiry', 'GET /users/me']);
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
  });

  it('shows what changed meanwhile once the page is shown again, without restarting the session', async () => {
    const { store, requests, answers } = await signedIn();
    store.dispatch(visibilityChanged({ hidden: true }));
    const changed = { ...currentUserFixture, permissions: { Dashboard: ['View'] } };
    answers['GET /users/me'] = () => Response.json(valueReply(changed));
    store.dispatch(visibilityChanged({ hidden: false }));
    await settle();
    expect(requests).toEqual(['GET /users/me']);
    expect(selectCurrentUser(store.getState())?.permissions).toEqual({ Dashboard: ['View'] });
  });

  it('forces logout when the session is missing: to /, stored data cleared, no logout call', async () => {
    const { store, answers, requests, log, storage, getAccessExpiry } = await signedIn();
    answers['GET /session/expiry'] = () => Response.json({ status: 401, message: 'Not logged in' }, { status: 401 });
    answers['GET /token/refresh'] = () => Response.json({ status: 401, message: 'Not logged in' }, { status: 401 });
    store.dispatch(visibilityChanged({ hidden: true }));
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    await settle();

    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('session-lost');
    expect(selectSessionEndMessage(store.getState())).toBe('Session timed out');
    expect(requests).toEqual(['GET /session/expiry', 'GET /token/refresh']);
    expect(log).toContain('navigate /');
    expect(storage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEYS.user)).toBeNull();
    expect(getAccessExpiry()).toBeNull();
  });

  it('forces logout when the re-check finds the session expired', async () => {
    const { store, requests } = await signedIn({
      expiry: () => sessionExpiryFixture(Date.now(), { idleS: Date.now() >= START + 20 * SECOND ? -1 : 600 }),
    });
    store.dispatch(visibilityChanged({ hidden: true }));
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(requests).toEqual(['GET /session/expiry', 'GET /session/expiry']);
  });

  it('starts re-checking when the page was already hidden at sign-in', async () => {
    const harness = setup();
    harness.store.dispatch(visibilityChanged({ hidden: true }));
    harness.store.dispatch(appStarted());
    await settle();
    harness.requests.length = 0;
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    await settle();
    expect(harness.requests).toEqual(['GET /session/expiry']);
  });
});

describe('lifetime mode', () => {
  const endsInOneHour = () => sessionExpiryFixture(START, { lifespanEndsInS: 60 * 60, idleS: null });
  // No idle timeout, so only the lifespan can end these sessions.
  const user = { ...itUserFixture, timeout: null };

  it('shows the notice 5 minutes before the lifespan ends, OK closes it, and the end logs out', async () => {
    const { store, requests, log } = await signedIn({ user, config: lifetimeConfigFixture(), expiry: endsInOneHour });
    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(selectLifetimeWarning(store.getState())).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectLifetimeWarning(store.getState())).toEqual({ minutesLeft: 5 });

    store.dispatch(lifetimeWarningAcknowledged());
    expect(selectLifetimeWarning(store.getState())).toBeNull();

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('lifetime-ended');
    expect(selectSessionEndMessage(store.getState())).toBe('Session timed out');
    // The server ended the session itself: nobody to tell.
    expect(requests).toEqual([]);
    expect(log).toContain('navigate /');
  });

  it('uses the configured minutes before the end', async () => {
    const { store } = await signedIn({ user, config: lifetimeConfigFixture({ noticeBeforeMin: 15 }), expiry: endsInOneHour });
    await vi.advanceTimersByTimeAsync(45 * MINUTE);
    expect(selectLifetimeWarning(store.getState())).toEqual({ minutesLeft: 15 });
  });

  it('shows a browser notification instead when configured and allowed, and closes it after 20 s', async () => {
    const { store, shown } = await signedIn({
      user,
      config: lifetimeConfigFixture({ browserNotification: true }),
      expiry: endsInOneHour,
      permission: 'granted',
    });
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(selectLifetimeWarning(store.getState())).toBeNull();
    expect(shown).toEqual([{ title: M.lifetimeTitle, body: M.lifetimeBody(5), closed: false }]);
    await vi.advanceTimersByTimeAsync(20 * SECOND - 1);
    expect(shown[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown[0]?.closed).toBe(true);
  });

  it('falls back to the modal when notifications are not allowed', async () => {
    const { store, shown } = await signedIn({
      user,
      config: lifetimeConfigFixture({ browserNotification: true }),
      expiry: endsInOneHour,
      permission: 'denied',
    });
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(shown).toEqual([]);
    expect(selectLifetimeWarning(store.getState())).toEqual({ minutesLeft: 5 });
  });
});

describe('SAML expiry', () => {
  it('shows the modal 60 s before the SAML session ends, counts down and logs out', async () => {
    const { store, requests } = await signedIn({ user: samlUserFixture(START + 5 * MINUTE) });
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 1);
    expect(selectSamlWarning(store.getState())).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(selectSamlWarning(store.getState())).toEqual({ secondsLeft: 60 });
    await vi.advanceTimersByTimeAsync(45 * SECOND);
    expect(selectSamlWarning(store.getState())).toEqual({ secondsLeft: 15 });
    await vi.advanceTimersByTimeAsync(15 * SECOND);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('saml-expired');
    expect(selectSessionEndMessage(store.getState())).toBe('Session timed out');
    expect(requests).toEqual(['POST /pre_logout', 'GET /logout']);
  });

  it('counts down 30 s when at most 30 s remain', async () => {
    const { store } = await signedIn({ user: samlUserFixture(START + 20 * SECOND) });
    expect(selectSamlWarning(store.getState())).toEqual({ secondsLeft: 30 });
    await vi.advanceTimersByTimeAsync(29 * SECOND);
    expect(selectSamlWarning(store.getState())).toEqual({ secondsLeft: 1 });
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(SECOND);
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
  });

  it('warns too while a SAML user impersonates a user of another source (the server ends that session at the same time)', async () => {
    const user = samlUserFixture(START + 2 * MINUTE, { source: 'internal', impersonator_name: 'sso-admin', impersonator_source: 'saml' });
    const { store } = await signedIn({ user });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(selectSamlWarning(store.getState())).toEqual({ secondsLeft: 60 });
    await vi.advanceTimersByTimeAsync(MINUTE);
    await settle();
    expect(selectSessionEndReason(store.getState())).toBe('saml-expired');
  });

  it('shows no warning when the server sends no SAML end', async () => {
    const { store } = await signedIn({ user: samlUserFixture(START, { saml_expiration_timestamp: null }) });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(selectSamlWarning(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
  });

  it('counts down what remains between 30 and 60 s', async () => {
    const { store } = await signedIn({ user: samlUserFixture(START + 45 * SECOND) });
    expect(selectSamlWarning(store.getState())).toEqual({ secondsLeft: 45 });
  });
});

describe('logout', () => {
  it('runs the steps in the order of the spec and follows the redirect_url', async () => {
    const { store, log, assign, other } = await signedIn({ redirectUrl: idpLogoutUrl });
    store.dispatch(other.actions.touch());
    store.dispatch(logoutRequested());
    await settle();
    expect(log).toEqual([
      'POST /pre_logout',
      'navigate /',
      'toasts cleared',
      'GET /logout',
      `remove ${SESSION_STORAGE_KEYS.user}`,
      'remove vigil.accessExpiry',
      `remove ${SESSION_STORAGE_KEYS.loginMarker}`,
      'status signed-out',
      `assign ${idpLogoutUrl}`,
    ]);
    expect(assign).toHaveBeenCalledOnce();
    // Every other store was reset; the session's keeps why it ended.
    expect(store.getState().other).toEqual({ touched: false });
    expect(selectSessionEndReason(store.getState())).toBe('logout');
  });

  it('navigates to / with redirect=false when the system uses SAML redirect, and stays without a redirect_url', async () => {
    const { store, log, assign } = await signedIn({ config: samlRedirectConfigFixture });
    store.dispatch(logoutRequested());
    await settle();
    expect(log).toContain('navigate /?redirect=false');
    expect(assign).not.toHaveBeenCalled();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
  });

  it('logs out locally even when the server calls fail', async () => {
    const { store, answers, storage } = await signedIn();
    answers['POST /pre_logout'] = () => Response.json({ status: 503, message: 'Service Unavailable' }, { status: 503 });
    answers['GET /logout'] = () => Response.json({ status: 503, message: 'Service Unavailable' }, { status: 503 });
    store.dispatch(logoutRequested());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(storage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBeNull();
  });

  it('runs one logout at a time', async () => {
    const { store, requests } = await signedIn();
    store.dispatch(logoutRequested());
    store.dispatch(logoutRequested());
    await settle();
    expect(requests).toEqual(['POST /pre_logout', 'GET /logout']);
  });

  it("forces logout on the client's signed-out event", async () => {
    const { store, client, requests, log } = await signedIn();
    client.events.emit('signed-out', { reason: 'refresh-failed' });
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(selectSessionEndReason(store.getState())).toBe('session-lost');
    expect(requests).toEqual([]);
    expect(log).toEqual([
      'navigate /',
      `remove ${SESSION_STORAGE_KEYS.user}`,
      'remove vigil.accessExpiry',
      `remove ${SESSION_STORAGE_KEYS.loginMarker}`,
      'status signed-out',
    ]);
  });

  it('ignores a signed-out event when nobody is signed in', async () => {
    const { store, client, log } = setup({ signedInBefore: false });
    store.dispatch(appStarted());
    await settle();
    log.length = 0;
    client.events.emit('signed-out', { reason: 'refresh-failed' });
    await settle();
    expect(log).toEqual([]);
  });

  it('stops every watcher of the ended session', async () => {
    const { store, requests } = await signedIn({ user: samlUserFixture(START + 5 * MINUTE, { timeout: 30 }) });
    store.dispatch(visibilityChanged({ hidden: true }));
    store.dispatch(logoutRequested());
    await settle();
    requests.length = 0;
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(requests).toEqual([]);
    expect(selectSamlWarning(store.getState())).toBeNull();
    expect(selectTimeoutWarning(store.getState())).toBeNull();
  });

  it('signs in again after a logout', async () => {
    const { store } = await signedIn();
    store.dispatch(logoutRequested());
    await settle();
    store.dispatch(sessionStarted({ user_data: sessionUserDataFixture, expires_in: 900 }));
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    expect(selectSessionEndMessage(store.getState())).toBeNull();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(selectTimeoutWarning(store.getState())).toEqual({ secondsLeft: 60 });
  });
});

describe('identity switch', () => {
  it('stays signed in, stores the new user data and expiry, and fetches the current user again', async () => {
    const { store, log, storage, answers, getAccessExpiry } = await signedIn();
    const switchedTo = { uuid: itUserFixture.uuid, user_name: itUserFixture.user_name, source: 'internal' };
    answers['GET /users/me'] = () => Response.json(valueReply(itUserFixture));
    store.dispatch(sessionIdentitySwitched({ user_data: switchedTo, expires_in: 600 }));
    await settle();
    expect(log[0]).toBe('GET /users/me');
    expect(log.filter((entry) => entry.startsWith('status'))).toEqual([]);
    expect(selectCurrentUser(store.getState())).toEqual(itUserFixture);
    expect(storage.getItem(SESSION_STORAGE_KEYS.user)).toBe(JSON.stringify(switchedTo));
    expect(getAccessExpiry()).toBe(Date.now() + 600 * SECOND);
  });
});

describe('sessionEnded', () => {
  it('is the root action the app resets its stores with', () => {
    expect(sessionEnded.type).toBe('session/sessionEnded');
  });
});
