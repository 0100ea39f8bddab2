import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { all } from 'redux-saga/effects';
import { memorySessionStore, type CurrentUser } from '@vigil/openapi';
import { attributesReply, buildDataScopeOptions, buildFeatureFlags, buildInternalFeatureFlags, pageReply, valueReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { answeringClient, type Answer } from '../../store/answeringClient';
import { MemoryStorage } from '../../session/mocks/memoryStorage';
import { currentUserFixture, sessionConfigFixture, sessionExpiryFixture } from '../../session/fixtures/session';
import { resetOnSessionEnded } from '../../session/state/resetOnSessionEnded';
import { createSessionSaga } from '../../session/state/session.sagas';
import { selectCurrentUser, selectSessionNavigation, selectSessionStatus, selectSessionUserData } from '../../session/state/session.selectors';
import { logoutRequested, sessionSlice, sessionStarted } from '../../session/state/session.slice';
import { shellSaga } from '../../shell/state/shell.sagas';
import {
  dataScopeConnectRequested,
  dataScopeDisconnectRequested,
  shellSlice,
  tenantConnectRequested,
  tenantDisconnectRequested,
  userImpersonationEndRequested,
  userImpersonationRequested,
} from '../../shell/state/shell.slice';
import {
  adminInDataScopeFixture,
  adminInSocWorkspaceFixture,
  customRoleUserFixture,
  globalWorkspaceFixture,
  itStaffFixture,
  socWorkspaceFixture,
  switchReplyFixture,
  tenantsFixture,
  workspacesFixture,
} from '../fixtures/navigation';
import { NOTIFICATION_COUNT_POLL_MS } from '../navigation.constants';
import { createNavigationSaga } from './navigation.sagas';
import {
  selectCurrentWorkspace,
  selectDataScopeOptions,
  selectEnteredGlobalWorkspace,
  selectNotificationBadge,
  selectPendingDataScope,
  selectTenants,
  selectWorkspaces,
} from './navigation.selectors';
import {
  connectAsMenuOpened,
  dataScopeConnectCancelled,
  dataScopeConnectConfirmed,
  navigationSlice,
  tenantsRequested,
  workspaceMenuOpened,
  workspaceSelected,
} from './navigation.slice';

const START = Date.parse('2026-11-01T09:30:00Z');


/** The real reducers and sagas of session, shell and navigation, HTTP answered per `METHOD /path`, outside effects logged in order. */
function setup({ user = currentUserFixture, switchedTo = adminInDataScopeFixture }: { user?: CurrentUser; switchedTo?: CurrentUser } = {}) {
  const log: string[] = [];
  let current = user;
  const switched = () => {
    current = switchedTo;
    return Response.json(switchReplyFixture(switchedTo));
  };
  const answers: Record<string, Answer> = {
    'GET /users/me': () => Response.json(valueReply(current)),
    'GET /session/config': () => Response.json(valueReply(sessionConfigFixture)),
    'GET /session/expiry': () => Response.json({ meta: sessionExpiryFixture(Date.now()) }),
    'GET /settings/plugins/gui/FeatureFlags': () => Response.json(valueReply(buildFeatureFlags())),
    'GET /settings/plugins/gui/InternalFeatureFlags': () => Response.json(valueReply(buildInternalFeatureFlags())),
    'GET /notifications/count': () => Response.json(valueReply({ count: 7 })),
    'GET /data_scope_impersonation_options': () => Response.json(attributesReply(buildDataScopeOptions())),
    'GET /self/workspaces': () => Response.json(pageReply(workspacesFixture)),
    'GET /tenants': () => Response.json(valueReply(tenantsFixture)),
    'POST /impersonate_login': switched,
    'GET /impersonate_logout': switched,
    'POST /data_scope_impersonation_login': switched,
    'GET /data_scope_impersonation_logout': switched,
    'POST /connect_as_tenant_login': switched,
    'GET /connect_as_tenant_logout': switched,
  };
  for (const workspace of workspacesFixture) {
    answers[`PUT /self/workspaces/${workspace.id}`] = () => Response.json({ ...workspace, is_current: true });
  }
  const bodies: Record<string, unknown> = {};
  const client = answeringClient(answers, async (call, request) => {
    log.push(call);
    if (request.method !== 'GET') bodies[call] = await request.json();
  });
  const toaster = { show: vi.fn((options: { title: string }) => String(log.push(`toast ${options.title}`))) };
  const reducer = resetOnSessionEnded(combineSlices(sessionSlice, shellSlice, navigationSlice));
  const sessionSaga = createSessionSaga({ storage: new MemoryStorage(), accessExpiry: memorySessionStore(), toaster: null, assign: () => undefined });
  const navigationSaga = createNavigationSaga({ toaster });
  const store = createVigilStore({
    reducer,
    saga: function* root() {
      yield all([sessionSaga(), shellSaga(), navigationSaga()]);
    },
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
  return { store, log, answers, bodies, toaster };
}

async function settle() {
  for (let i = 0; i < 8; i += 1) await vi.advanceTimersByTimeAsync(0);
}

/** Signs in as `user` and waits until the session, the flags and the first count are in. */
async function signedIn(options: Parameters<typeof setup>[0] = {}) {
  const harness = setup(options);
  const user = options.user ?? currentUserFixture;
  harness.store.dispatch(sessionStarted({ user_data: { uuid: user.uuid, user_name: user.user_name }, expires_in: 900 }));
  await settle();
  expect(selectSessionStatus(harness.store.getState())).toBe('signed-in');
  harness.log.length = 0;
  return harness;
}

const calls = (log: string[], call: string) => log.filter((entry) => entry === call).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notification count', () => {
  it('counts for an admin once the session config tells who is an admin, then every 60 s until logout', async () => {
    const { store, log } = setup();
    store.dispatch(sessionStarted({ user_data: { uuid: currentUserFixture.uuid, user_name: 'admin' }, expires_in: 900 }));
    await settle();
    // The admin's role grants no Notifications permission: only the config makes them an admin.
    expect(log.indexOf('GET /notifications/count')).toBeGreaterThan(log.indexOf('GET /session/config'));
    expect(selectNotificationBadge(store.getState())).toBe(7);
    expect(calls(log, 'GET /notifications/count')).toBe(1);

    await vi.advanceTimersByTimeAsync(NOTIFICATION_COUNT_POLL_MS - 1);
    expect(calls(log, 'GET /notifications/count')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls(log, 'GET /notifications/count')).toBe(2);

    store.dispatch(logoutRequested());
    await settle();
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    log.length = 0;
    await vi.advanceTimersByTimeAsync(3 * NOTIFICATION_COUNT_POLL_MS);
    expect(calls(log, 'GET /notifications/count')).toBe(0);
  });

  it('counts for a user granted Notifications View', async () => {
    const { store, log } = await signedIn({ user: itStaffFixture });
    await vi.advanceTimersByTimeAsync(NOTIFICATION_COUNT_POLL_MS);
    await settle();
    expect(calls(log, 'GET /notifications/count')).toBe(1);
    expect(selectNotificationBadge(store.getState())).toBe(7);
  });

  it('does not count without Notifications View', async () => {
    const { store, log } = await signedIn({ user: customRoleUserFixture });
    await vi.advanceTimersByTimeAsync(2 * NOTIFICATION_COUNT_POLL_MS);
    expect(calls(log, 'GET /notifications/count')).toBe(0);
    expect(selectNotificationBadge(store.getState())).toBeNull();
  });

  it('does not count inside a data scope', async () => {
    const { store, log } = await signedIn({ user: adminInDataScopeFixture });
    await vi.advanceTimersByTimeAsync(2 * NOTIFICATION_COUNT_POLL_MS);
    expect(calls(log, 'GET /notifications/count')).toBe(0);
    expect(selectNotificationBadge(store.getState())).toBeNull();
  });
});

describe('Connect As', () => {
  it('fetches the scopes each time the menu opens', async () => {
    const { store, log } = await signedIn();
    store.dispatch(connectAsMenuOpened());
    expect(selectDataScopeOptions(store.getState()).status).toBe('loading');
    await settle();
    expect(selectDataScopeOptions(store.getState())).toEqual({ status: 'loaded', options: buildDataScopeOptions() });
    store.dispatch(connectAsMenuOpened());
    await settle();
    expect(calls(log, 'GET /data_scope_impersonation_options')).toBe(2);
  });

  it('asks for confirmation, then logs in, resets the other stores, refetches the user and goes to /', async () => {
    const { store, log, bodies } = await signedIn({ user: adminInSocWorkspaceFixture });
    // Something of the previous identity in another store: the count and a switched workspace.
    store.dispatch(workspaceSelected({ id: globalWorkspaceFixture.id, pathname: '/assets' }));
    await settle();
    expect(selectCurrentWorkspace(store.getState())?.id).toBe(globalWorkspaceFixture.id);
    log.length = 0;

    store.dispatch(dataScopeConnectRequested({ uuid: 'scope-emea', name: 'EMEA Offices' }));
    await settle();
    expect(selectPendingDataScope(store.getState())).toEqual({ uuid: 'scope-emea', name: 'EMEA Offices' });
    expect(log).toEqual([]);

    store.dispatch(dataScopeConnectConfirmed());
    await settle();
    expect(log.slice(0, 2)).toEqual(['POST /data_scope_impersonation_login', 'GET /users/me']);
    expect(bodies['POST /data_scope_impersonation_login']).toEqual({ data_scope_id: 'scope-emea', origin: 'User login profile' });
    expect(log.indexOf('navigate /')).toBeGreaterThan(log.indexOf('GET /users/me'));
    expect(log.filter((entry) => entry.startsWith('status'))).toEqual([]);

    const state = store.getState();
    expect(selectCurrentUser(state)).toEqual(adminInDataScopeFixture);
    expect(selectSessionUserData(state)).toEqual(switchReplyFixture(adminInDataScopeFixture).meta.user_data);
    expect(selectPendingDataScope(state)).toBeNull();
    // The workspace switched to as the previous identity is gone: the new user's is current.
    expect(selectCurrentWorkspace(state)?.id).toBe(adminInDataScopeFixture.current_workspace.id);
    expect(selectNotificationBadge(state)).toBeNull();
    // The flags are loaded again for the new identity.
    expect(log).toContain('GET /settings/plugins/gui/FeatureFlags');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { store, log } = await signedIn();
    store.dispatch(dataScopeConnectRequested({ uuid: 'scope-emea', name: 'EMEA Offices' }));
    store.dispatch(dataScopeConnectCancelled());
    await settle();
    expect(selectPendingDataScope(store.getState())).toBeNull();
    expect(log).toEqual([]);
    // A later request asks again.
    store.dispatch(dataScopeConnectRequested({ uuid: 'scope-na', name: 'North America Servers' }));
    expect(selectPendingDataScope(store.getState())?.name).toBe('North America Servers');
  });

  it("shows the server's message when the login fails and changes nothing", async () => {
    const { store, log, answers } = await signedIn();
    answers['POST /data_scope_impersonation_login'] = () =>
      Response.json({ status: 403, message: 'You do not have permission to connect as this Data Scope' }, { status: 403 });
    const before = store.getState();
    store.dispatch(dataScopeConnectRequested({ uuid: 'scope-emea', name: 'EMEA Offices' }));
    store.dispatch(dataScopeConnectConfirmed());
    await settle();
    expect(log).toEqual(['POST /data_scope_impersonation_login', 'toast You do not have permission to connect as this Data Scope']);
    const after = store.getState();
    expect(after.session).toBe(before.session);
    expect(after.shell).toBe(before.shell);
    expect(selectPendingDataScope(after)).toBeNull();
    expect(selectNotificationBadge(after)).toBe(7);
  });
});

describe('identity switches and their way back', () => {
  const flows = [
    ['impersonating a user', userImpersonationRequested({ userId: 'user-3', userName: 'jordan.lee' }), 'POST /impersonate_login', { user_id: 'user-3' }],
    ['ending the impersonation', userImpersonationEndRequested(), 'GET /impersonate_logout', undefined],
    ['disconnecting from the data scope', dataScopeDisconnectRequested(), 'GET /data_scope_impersonation_logout', undefined],
    ['connecting as a tenant', tenantConnectRequested({ id: 'tenant-acme', name: 'Acme Manufacturing' }), 'POST /connect_as_tenant_login', { tenant_id: 'tenant-acme' }],
    ['disconnecting from the tenant', tenantDisconnectRequested(), 'GET /connect_as_tenant_logout', undefined],
  ] as const;

  it.each(flows)('%s: logs in, resets, refetches the user, then goes to /', async (_name, action, call, body) => {
    const { store, log, bodies } = await signedIn({ switchedTo: itStaffFixture });
    store.dispatch(workspaceMenuOpened());
    await settle();
    expect(selectWorkspaces(store.getState()).status).toBe('loaded');
    log.length = 0;

    store.dispatch(action);
    await settle();
    expect(log.slice(0, 2)).toEqual([call, 'GET /users/me']);
    if (body) expect(bodies[call]).toEqual(body);
    expect(log.indexOf('navigate /')).toBeGreaterThan(1);
    expect(log.filter((entry) => entry.startsWith('status'))).toEqual([]);
    expect(selectCurrentUser(store.getState())).toEqual(itStaffFixture);
    // Nothing the previous identity loaded remains.
    expect(selectWorkspaces(store.getState())).toEqual({ status: 'idle', items: [] });
  });

  it.each(flows)('%s: a failure toasts and changes nothing', async (_name, action, call) => {
    const { store, log, answers } = await signedIn({ switchedTo: itStaffFixture });
    answers[call] = () => Response.json({ status: 409, message: 'Already impersonating' }, { status: 409 });
    const before = store.getState();
    store.dispatch(action);
    await settle();
    expect(log).toEqual([call, 'toast Already impersonating']);
    expect(store.getState().session).toBe(before.session);
    expect(selectCurrentUser(store.getState())).toEqual(currentUserFixture);
  });

  it('runs one switch at a time', async () => {
    const { store, log } = await signedIn({ switchedTo: itStaffFixture });
    store.dispatch(tenantConnectRequested({ id: 'tenant-acme', name: 'Acme Manufacturing' }));
    store.dispatch(tenantConnectRequested({ id: 'tenant-globex', name: 'Globex Retail' }));
    await settle();
    expect(calls(log, 'POST /connect_as_tenant_login')).toBe(1);
  });
});

describe('workspace switch', () => {
  it('fetches the workspaces when the switcher opens', async () => {
    const { store, log } = await signedIn();
    store.dispatch(workspaceMenuOpened());
    await settle();
    expect(log).toEqual(['GET /self/workspaces']);
    expect(selectWorkspaces(store.getState())).toEqual({ status: 'loaded', items: workspacesFixture });
  });

  it('goes to / after switching to another workspace', async () => {
    const { store, log, bodies } = await signedIn();
    store.dispatch(workspaceSelected({ id: socWorkspaceFixture.id, pathname: '/assets' }));
    await settle();
    expect(log).toEqual([`PUT /self/workspaces/${socWorkspaceFixture.id}`, 'navigate /']);
    expect(bodies[`PUT /self/workspaces/${socWorkspaceFixture.id}`]).toEqual({ workspaceId: socWorkspaceFixture.id });
    expect(selectCurrentWorkspace(store.getState())?.name).toBe('SOC Team');
    expect(selectEnteredGlobalWorkspace(store.getState())).toBe(false);
  });

  it('stays when already on /', async () => {
    const { store, log } = await signedIn();
    store.dispatch(workspaceSelected({ id: socWorkspaceFixture.id, pathname: '/' }));
    await settle();
    expect(log).toEqual([`PUT /self/workspaces/${socWorkspaceFixture.id}`]);
  });

  it('goes to /dashboard after switching to the global workspace, and raises the flag when coming from another', async () => {
    const { store, log } = await signedIn({ user: adminInSocWorkspaceFixture });
    store.dispatch(workspaceSelected({ id: globalWorkspaceFixture.id, pathname: '/' }));
    await settle();
    expect(log).toEqual([`PUT /self/workspaces/${globalWorkspaceFixture.id}`, 'navigate /dashboard']);
    expect(selectEnteredGlobalWorkspace(store.getState())).toBe(true);

    store.dispatch(workspaceSelected({ id: socWorkspaceFixture.id, pathname: '/dashboard' }));
    await settle();
    expect(selectEnteredGlobalWorkspace(store.getState())).toBe(false);
  });

  it('does nothing for the current workspace', async () => {
    const { store, log } = await signedIn();
    store.dispatch(workspaceSelected({ id: globalWorkspaceFixture.id, pathname: '/assets' }));
    await settle();
    expect(log).toEqual([]);
  });

  it("shows the server's message when the switch fails", async () => {
    const { store, log, answers } = await signedIn();
    answers[`PUT /self/workspaces/${socWorkspaceFixture.id}`] = () => Response.json({ status: 404, message: 'Workspace not found' }, { status: 404 });
    store.dispatch(workspaceSelected({ id: socWorkspaceFixture.id, pathname: '/assets' }));
    await settle();
    expect(log).toEqual([`PUT /self/workspaces/${socWorkspaceFixture.id}`, 'toast Workspace not found']);
    expect(selectCurrentWorkspace(store.getState())?.id).toBe(globalWorkspaceFixture.id);
  });
});

describe('tenants', () => {
  it('loads the tenants, and fails without them', async () => {
    const { store, answers } = await signedIn();
    store.dispatch(tenantsRequested());
    await settle();
    expect(selectTenants(store.getState())).toEqual({ status: 'loaded', items: tenantsFixture });

    answers['GET /tenants'] = () => Response.json({ status: 500, message: 'Internal Server Error' }, { status: 500 });
    store.dispatch(tenantsRequested());
    await settle();
    expect(selectTenants(store.getState())).toEqual({ status: 'failed', items: [] });
  });
});
