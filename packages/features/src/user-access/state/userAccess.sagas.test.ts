import { describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { valueReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { answeringClient, type Answer } from '../../store/answeringClient';
import {
  accessUserFixture,
  accessUserWithoutEmailFixture,
  apiKeyFixture,
  regeneratedApiKeyFixture,
  renewedResetTokenFixture,
  resetTokenFixture,
} from '../fixtures/userAccess';
import { USER_ACCESS_MESSAGES as M } from '../userAccess.messages';
import { createUserAccessSaga } from './userAccess.sagas';
import { selectApiKey, selectResetPassword } from './userAccess.selectors';
import {
  apiKeyClosed,
  apiKeyOpened,
  apiKeyRegenerateConfirmed,
  apiKeyRegenerateRequested,
  resetLinkRenewRequested,
  resetLinkSendRequested,
  resetPasswordOpened,
  userAccessSlice,
} from './userAccess.slice';


const user = accessUserFixture;
const keyPath = `/settings/users/${user.uuid}/api_key`;
const failure = () => Response.json({ status: 500, message: 'SMTP is not configured' }, { status: 500 });

/** The real slice and saga; HTTP answered per `METHOD /path`, calls and toasts logged in order, bodies kept. */
function setup(overrides: Record<string, Answer> = {}) {
  const log: string[] = [];
  const bodies: Record<string, unknown[]> = {};
  const answers: Record<string, Answer> = {
    'POST /settings/users/tokens/generate': () => Response.json(valueReply(resetTokenFixture)),
    'PUT /settings/users/tokens/generate': () => Response.json(valueReply(renewedResetTokenFixture)),
    'POST /settings/users/tokens/notify': () => new Response(null, { status: 204 }),
    'PUT /settings/users/tokens/notify': () => new Response(null, { status: 204 }),
    [`GET ${keyPath}`]: () => Response.json(apiKeyFixture),
    [`POST ${keyPath}`]: () => Response.json(regeneratedApiKeyFixture),
    ...overrides,
  };
  const client = answeringClient(answers, async (call, request) => {
    log.push(call);
    const text = await request.text();
    if (text) (bodies[call] ??= []).push(JSON.parse(text));
  });
  const toaster = {
    show: vi.fn((options: { tone?: string; title: string; description?: string }) =>
      String(log.push(`toast ${options.tone} ${options.title}${options.description ? ` (${options.description})` : ''}`)),
    ),
  };
  const store = createVigilStore({ reducer: combineSlices(userAccessSlice), saga: createUserAccessSaga({ toaster }), client });
  return { store, log, bodies };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('reset password link', () => {
  it('creates a link on opening (POST) and renews it with PUT', async () => {
    const { store, log, bodies } = setup();
    store.dispatch(resetPasswordOpened({ user }));
    expect(selectResetPassword(store.getState()).link.status).toBe('generating');
    await settle();
    expect(selectResetPassword(store.getState()).link).toEqual({ status: 'ready', token: resetTokenFixture, error: null });

    store.dispatch(resetLinkRenewRequested({ user }));
    await settle();
    expect(selectResetPassword(store.getState()).link.token).toEqual(renewedResetTokenFixture);
    expect(log).toEqual(['POST /settings/users/tokens/generate', 'PUT /settings/users/tokens/generate']);
    const body = { user_id: user.uuid, user_name: user.user_name };
    expect(bodies).toEqual({ 'POST /settings/users/tokens/generate': [body], 'PUT /settings/users/tokens/generate': [body] });
  });

  it('keeps the server message of a failed generation; Try Again creates (POST) since none was issued', async () => {
    let fail = true;
    const { store, log } = setup({
      'POST /settings/users/tokens/generate': () => (fail ? failure() : Response.json(valueReply(resetTokenFixture))),
    });
    store.dispatch(resetPasswordOpened({ user }));
    await settle();
    expect(selectResetPassword(store.getState()).link).toEqual({ status: 'failed', token: null, error: 'SMTP is not configured' });
    fail = false;
    store.dispatch(resetLinkRenewRequested({ user }));
    await settle();
    expect(selectResetPassword(store.getState()).link.status).toBe('ready');
    expect(log).toEqual(['POST /settings/users/tokens/generate', 'POST /settings/users/tokens/generate']);
  });

  it('e-mails the link with POST, then with PUT; each success is a toast and the shown link is dropped', async () => {
    const { store, log, bodies } = setup();
    store.dispatch(resetPasswordOpened({ user }));
    await settle();
    log.length = 0;
    store.dispatch(resetLinkSendRequested({ user }));
    expect(selectResetPassword(store.getState()).send.status).toBe('sending');
    await settle();
    expect(selectResetPassword(store.getState())).toMatchObject({
      send: { status: 'sent', sentTo: user.email },
      link: { status: 'idle', token: null },
    });
    store.dispatch(resetLinkSendRequested({ user }));
    await settle();
    expect(log).toEqual([
      'POST /settings/users/tokens/notify',
      `toast success ${M.resetSent(user.email ?? '')}`,
      'PUT /settings/users/tokens/notify',
      `toast success ${M.resetSent(user.email ?? '')}`,
    ]);
    const body = { user_id: user.uuid, email: user.email, invite: false };
    expect(bodies['POST /settings/users/tokens/notify']).toEqual([body]);
    expect(bodies['PUT /settings/users/tokens/notify']).toEqual([body]);
  });

  it('a failed send is an error toast with the server message and keeps the link', async () => {
    const { store, log } = setup({ 'POST /settings/users/tokens/notify': failure });
    store.dispatch(resetPasswordOpened({ user }));
    await settle();
    log.length = 0;
    store.dispatch(resetLinkSendRequested({ user }));
    await settle();
    expect(log).toEqual(['POST /settings/users/tokens/notify', `toast error ${M.resetSendFailed} (SMTP is not configured)`]);
    expect(selectResetPassword(store.getState())).toMatchObject({ send: { status: 'failed' }, link: { status: 'ready' } });
  });

  it('sends nothing for a user without an e-mail address', async () => {
    const { store, log } = setup();
    store.dispatch(resetPasswordOpened({ user: accessUserWithoutEmailFixture }));
    await settle();
    log.length = 0;
    store.dispatch(resetLinkSendRequested({ user: accessUserWithoutEmailFixture }));
    await settle();
    expect(log).toEqual([]);
  });
});

describe('API key', () => {
  it('shows the key without a secret, then a regenerated pair with its secret once', async () => {
    const { store, log } = setup();
    store.dispatch(apiKeyOpened({ user }));
    await settle();
    expect(selectApiKey(store.getState())).toMatchObject({ status: 'loaded', key: apiKeyFixture });
    expect(selectApiKey(store.getState()).key?.api_secret).toBeUndefined();

    store.dispatch(apiKeyRegenerateRequested());
    expect(selectApiKey(store.getState()).regenerate).toBe('confirming');
    store.dispatch(apiKeyRegenerateConfirmed({ user }));
    expect(selectApiKey(store.getState()).regenerate).toBe('regenerating');
    await settle();
    expect(selectApiKey(store.getState())).toMatchObject({ status: 'loaded', key: regeneratedApiKeyFixture, regenerate: 'idle' });
    expect(log).toEqual([`GET ${keyPath}`, `POST ${keyPath}`, `toast success ${M.apiKeyRegenerated}`]);

    store.dispatch(apiKeyClosed());
    expect(selectApiKey(store.getState()).key).toBeNull();
  });

  it('a 404 means no key yet; a failed load keeps the server message', async () => {
    const missing = setup({ [`GET ${keyPath}`]: () => Response.json({ status: 404, message: 'No API key' }, { status: 404 }) });
    missing.store.dispatch(apiKeyOpened({ user }));
    await settle();
    expect(selectApiKey(missing.store.getState())).toMatchObject({ status: 'missing', key: null });

    const failed = setup({ [`GET ${keyPath}`]: failure });
    failed.store.dispatch(apiKeyOpened({ user }));
    await settle();
    expect(selectApiKey(failed.store.getState())).toMatchObject({ status: 'failed', error: 'SMTP is not configured' });
  });

  it('a failed regeneration is an error toast and keeps the old key', async () => {
    const { store, log } = setup({ [`POST ${keyPath}`]: failure });
    store.dispatch(apiKeyOpened({ user }));
    await settle();
    store.dispatch(apiKeyRegenerateConfirmed({ user }));
    await settle();
    expect(selectApiKey(store.getState())).toMatchObject({ key: apiKeyFixture, regenerate: 'idle' });
    expect(log.at(-1)).toBe(`toast error ${M.apiKeyRegenerateFailed} (SMTP is not configured)`);
  });

  it('ignores a regeneration for a user whose modal is not open', async () => {
    const { store, log } = setup();
    store.dispatch(apiKeyRegenerateConfirmed({ user }));
    await settle();
    expect(log).toEqual([]);
  });
});
