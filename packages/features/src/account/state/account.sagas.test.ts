import { describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { all } from 'redux-saga/effects';
import { buildPasswordPolicy, buildProfile, pageReply, valueReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { answeringClient, type Answer } from '../../store/answeringClient';
import { currentUserFixture } from '../../session/fixtures/session';
import { selectCurrentUser } from '../../session/state/session.selectors';
import { currentUserLoaded, sessionSlice } from '../../session/state/session.slice';
import { socWorkspaceFixture, workspacesFixture } from '../../navigation/fixtures/navigation';
import { createNavigationSaga } from '../../navigation/state/navigation.sagas';
import { selectCurrentWorkspace, selectWorkspaces } from '../../navigation/state/navigation.selectors';
import { navigationSlice, workspaceMenuOpened, workspaceSelected } from '../../navigation/state/navigation.slice';
import { ACCOUNT_MESSAGES as M } from '../account.messages';
import { createAccountSaga } from './account.sagas';
import { selectAccountPolicyHints, selectPasswordChange, selectProfileSave } from './account.selectors';
import { accountScreenOpened, accountSlice, passwordChangeSubmitted, profileSubmitted } from './account.slice';

/** The real session, navigation and account reducers and sagas, signed in; HTTP answered per `METHOD /path`. */
function setup(overrides: Record<string, Answer> = {}) {
  const log: string[] = [];
  const bodies: Record<string, unknown> = {};
  const answers: Record<string, Answer> = {
    'GET /settings/password_policy': () => Response.json(valueReply(buildPasswordPolicy())),
    'PATCH /self': async (request) => Response.json({ ...buildProfile(), ...((await request.json()) as object) }),
    'PUT /self/password': () => new Response(null, { status: 204 }),
    'GET /self/workspaces': () => Response.json(pageReply(workspacesFixture)),
    [`PUT /self/workspaces/${socWorkspaceFixture.id}`]: () => Response.json({ ...socWorkspaceFixture, is_current: true }),
    ...overrides,
  };
  const client = answeringClient(answers, async (call, request) => {
    log.push(call);
    const text = await request.text();
    if (text) bodies[call] = JSON.parse(text);
  });
  const toaster = { show: vi.fn((options: { tone?: string; title: string }) => String(log.push(`toast ${options.tone} ${options.title}`))) };
  const accountSaga = createAccountSaga({ toaster });
  const navigationSaga = createNavigationSaga({ toaster });
  const store = createVigilStore({
    reducer: combineSlices(sessionSlice, navigationSlice, accountSlice),
    saga: function* root() {
      yield all([accountSaga(), navigationSaga()]);
    },
    client,
  });
  store.dispatch(currentUserLoaded({ user: currentUserFixture, userData: null }));
  return { store, log, bodies };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('My Account', () => {
  it('fetches the password policy for the hints when opened', async () => {
    const { store, log } = setup();
    expect(selectAccountPolicyHints(store.getState())).toEqual([]);
    store.dispatch(accountScreenOpened());
    await settle();
    expect(log).toEqual(['GET /settings/password_policy']);
    expect(selectAccountPolicyHints(store.getState())).toEqual([
      'Passwords must have minimum 12 characters',
      '1 lower case characters',
      '1 upper case characters',
      '1 number',
      '1 special characters',
    ]);
  });

  it('saves the profile (PATCH self); the current user takes it and a toast says so', async () => {
    const { store, log, bodies } = setup();
    const profile = { interests: ['Compliance'], department: 'Finance', title: 'Auditor' };
    store.dispatch(profileSubmitted(profile));
    expect(selectProfileSave(store.getState()).status).toBe('saving');
    await settle();
    expect(bodies['PATCH /self']).toEqual(profile);
    expect(log).toEqual(['PATCH /self', `toast success ${M.profileSaved}`]);
    expect(selectProfileSave(store.getState())).toEqual({ status: 'saved', error: null });
    expect(selectCurrentUser(store.getState())).toEqual({ ...currentUserFixture, ...profile });
  });

  it('a failed profile save keeps the server message and leaves the current user alone', async () => {
    const { store, log } = setup({ 'PATCH /self': () => Response.json({ status: 500, message: 'Profile store unavailable' }, { status: 500 }) });
    store.dispatch(profileSubmitted({ title: 'Auditor' }));
    await settle();
    expect(selectProfileSave(store.getState())).toEqual({ status: 'failed', error: 'Profile store unavailable' });
    expect(selectCurrentUser(store.getState())).toEqual(currentUserFixture);
    expect(log).toEqual(['PATCH /self']);
  });

  it('changes the password (PUT self/password {old, new}) with a toast; a wrong old password keeps the server message', async () => {
    const { store, log, bodies } = setup();
    store.dispatch(passwordChangeSubmitted({ old: 'Old-pass-1234', new: 'New-pass-5678' }));
    await settle();
    expect(bodies['PUT /self/password']).toEqual({ old: 'Old-pass-1234', new: 'New-pass-5678' });
    expect(log).toEqual(['PUT /self/password', `toast success ${M.passwordChanged}`]);
    expect(selectPasswordChange(store.getState())).toEqual({ status: 'saved', error: null, changes: 1 });

    const wrong = setup({ 'PUT /self/password': () => Response.json({ status: 400, message: 'The current password is incorrect' }, { status: 400 }) });
    wrong.store.dispatch(passwordChangeSubmitted({ old: 'nope', new: 'New-pass-5678' }));
    await settle();
    expect(selectPasswordChange(wrong.store.getState())).toEqual({ status: 'failed', error: 'The current password is incorrect', changes: 0 });
    expect(wrong.log).toEqual(['PUT /self/password']);
  });

  it('lists the workspaces and switches through the navigation (GET, then PUT self/workspaces/{id})', async () => {
    const { store, log, bodies } = setup();
    store.dispatch(workspaceMenuOpened());
    await settle();
    expect(selectWorkspaces(store.getState()).items.map((workspace) => workspace.name)).toEqual(['Global', 'SOC Team', 'IT Operations']);
    store.dispatch(workspaceSelected({ id: socWorkspaceFixture.id, pathname: '/account' }));
    await settle();
    expect(log).toEqual(['GET /self/workspaces', `PUT /self/workspaces/${socWorkspaceFixture.id}`]);
    expect(bodies[`PUT /self/workspaces/${socWorkspaceFixture.id}`]).toEqual({ workspaceId: socWorkspaceFixture.id });
    expect(selectCurrentWorkspace(store.getState())?.id).toBe(socWorkspaceFixture.id);
  });
});
