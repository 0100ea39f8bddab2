import { describe, expect, it } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { attributesReply, pageReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { answeringClient, type Answer } from '../../store/answeringClient';
import { rolesFixture } from '../../roles/fixtures/roles';
import { issuedServiceAccountKeyFixture, newServiceAccountFixture, serviceAccountFixture, serviceAccountKeysFixture, serviceAccountsFixture } from '../fixtures/serviceAccounts';
import { usersDataScopesFixture } from '../fixtures/users';
import { createServiceAccountsSaga } from './serviceAccounts.sagas';
import { selectServiceAccountsState } from './serviceAccounts.selectors';
import {
  serviceAccountFormClosed,
  serviceAccountFormOpened,
  serviceAccountFormSubmitted,
  serviceAccountKeyActionConfirmed,
  serviceAccountKeyActionRequested,
  serviceAccountKeyCreateRequested,
  serviceAccountKeysMoreRequested,
  serviceAccountSecretDismissed,
  serviceAccountsOpened,
  serviceAccountsSlice,
} from './serviceAccounts.slice';

const account = serviceAccountFixture;
const keysPath = `/settings/service_accounts/${account.uuid}/keys`;
const [newest, oldest] = serviceAccountKeysFixture as [(typeof serviceAccountKeysFixture)[0], (typeof serviceAccountKeysFixture)[0]];
const issued = issuedServiceAccountKeyFixture;

/** The real slice and saga; HTTP answered per `METHOD /path`; calls logged in order with their bodies. */
function setup(overrides: Record<string, Answer> = {}) {
  const log: string[] = [];
  const bodies: Record<string, unknown[]> = {};
  const answers: Record<string, Answer> = {
    'GET /settings/service_accounts': () => Response.json(pageReply(serviceAccountsFixture)),
    'GET /settings/roles': () => Response.json(pageReply(rolesFixture, { size: 100 })),
    'GET /settings/data_scope': () => Response.json(attributesReply({ scopes: usersDataScopesFixture })),
    'POST /settings/service_accounts': () => Response.json({ ...newServiceAccountFixture, uuid: 'created-uuid', name: 'bot' }, { status: 201 }),
    [`PUT /settings/service_accounts/${account.uuid}`]: () => Response.json({ ...account, description: 'Changed' }),
    [`GET ${keysPath}`]: () => Response.json(pageReply(serviceAccountKeysFixture)),
    [`POST ${keysPath}`]: () => Response.json(issued, { status: 201 }),
    [`POST ${keysPath}/${oldest.id}/rotate`]: () => Response.json({ ...issued, name: oldest.name }, { status: 201 }),
    [`DELETE ${keysPath}/${newest.id}`]: () => new Response(null, { status: 204 }),
    ...overrides,
  };
  const client = answeringClient(answers, async (call, request) => {
    log.push(call);
    const text = await request.text();
    if (text) (bodies[call] ??= []).push(JSON.parse(text));
  });
  const store = createVigilStore({ reducer: combineSlices(serviceAccountsSlice), saga: createServiceAccountsSaga(), client });
  const state = () => selectServiceAccountsState(store.getState());
  return { store, log, bodies, state };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('service accounts', () => {
  it('loads the accounts with the roles and data scopes the form picks from', async () => {
    const { store, state } = setup();
    store.dispatch(serviceAccountsOpened());
    expect(state().list.status).toBe('loading');
    await settle();
    expect(state().list).toEqual({ status: 'loaded', items: serviceAccountsFixture });
    expect(state().roles).toEqual(rolesFixture);
    expect(state().dataScopes).toEqual(usersDataScopesFixture);
  });

  it('shows the list even when the roles cannot be read; a failed list is failed', async () => {
    const noRoles = setup({ 'GET /settings/roles': () => Response.json({ status: 500, message: 'down' }, { status: 500 }) });
    noRoles.store.dispatch(serviceAccountsOpened());
    await settle();
    expect(noRoles.state().list.status).toBe('loaded');
    expect(noRoles.state().roles).toEqual([]);
    const down = setup({ 'GET /settings/service_accounts': () => Response.json({ status: 500, message: 'down' }, { status: 500 }) });
    down.store.dispatch(serviceAccountsOpened());
    await settle();
    expect(down.state().list.status).toBe('failed');
  });

  it('creates an account, then keeps the form open on it with no keys, so a first key can follow', async () => {
    const { store, log, bodies, state } = setup();
    store.dispatch(serviceAccountFormOpened(null));
    store.dispatch(serviceAccountFormSubmitted({ name: 'bot', role_id: 'role-it', data_scope_id: null, description: '' }));
    expect(state().form.submitting).toBe(true);
    await settle();
    expect(log).toEqual(['POST /settings/service_accounts']);
    expect(bodies['POST /settings/service_accounts']).toEqual([{ name: 'bot', role_id: 'role-it', data_scope_id: null, description: null }]);
    expect(state().form).toMatchObject({ open: true, submitting: false, error: null, account: { uuid: 'created-uuid', name: 'bot' } });
    expect(state().keys).toMatchObject({ status: 'loaded', items: [] });
    expect(state().list.items.map((item) => item.name)).toContain('bot');
  });

  it('keeps the form closed when it was closed while saving; the list still gets the account', async () => {
    const { store, state } = setup();
    store.dispatch(serviceAccountFormOpened(null));
    store.dispatch(serviceAccountFormSubmitted({ name: 'bot', role_id: 'role-it', data_scope_id: null, description: '' }));
    store.dispatch(serviceAccountFormClosed());
    await settle();
    expect(state().form.open).toBe(false);
    expect(state().list.items.map((item) => item.name)).toContain('bot');
  });

  it("puts the server's refusal on the form and keeps it open", async () => {
    const { store, state } = setup({
      [`PUT /settings/service_accounts/${account.uuid}`]: () => Response.json({ status: 409, message: 'A user or service account named "admin" already exists.' }, { status: 409 }),
    });
    store.dispatch(serviceAccountFormOpened(account));
    await settle();
    store.dispatch(serviceAccountFormSubmitted({ name: 'admin', role_id: account.role_id, data_scope_id: null, description: '' }));
    await settle();
    expect(state().form).toMatchObject({ open: true, submitting: false, error: 'A user or service account named "admin" already exists.' });
  });

  it('opens an account with its keys, and loads more keys from the next cursor', async () => {
    let calls = 0;
    const { store, log, state } = setup({
      [`GET ${keysPath}`]: (request) => {
        calls += 1;
        const cursor = new URL(request.url).searchParams.get('cursor');
        return Response.json(cursor === 'next' ? { data: [oldest], meta: { page: 1, size: 1, total: 2, next_cursor: null } } : { data: [newest], meta: { page: 0, size: 1, total: 2, next_cursor: 'next' } });
      },
    });
    store.dispatch(serviceAccountFormOpened(account));
    expect(state().keys.status).toBe('loading');
    await settle();
    expect(state().keys).toMatchObject({ status: 'loaded', items: [newest], nextCursor: 'next' });
    store.dispatch(serviceAccountKeysMoreRequested());
    await settle();
    expect(state().keys).toMatchObject({ items: [newest, oldest], nextCursor: null });
    expect(calls).toBe(2);
    expect(log).toEqual([`GET ${keysPath}`, `GET ${keysPath}`]);
  });

  it('creates a key: its secret is kept once, the list shows it without the secret', async () => {
    const { store, bodies, state } = setup();
    store.dispatch(serviceAccountFormOpened(account));
    await settle();
    store.dispatch(serviceAccountKeyCreateRequested({ name: 'reporting', lifetimeDays: 90 }));
    expect(state().creatingKey).toBe(true);
    await settle();
    const [sent] = bodies[`POST ${keysPath}`] as [{ name: string; expires_at: string }];
    expect(sent.name).toBe('reporting');
    expect(Math.abs(Date.parse(sent.expires_at) - Date.now() - 90 * 86_400_000)).toBeLessThan(60_000);
    expect(state().issued).toEqual(issued);
    expect(state().keys.items[0]).toEqual({ id: issued.id, name: issued.name, prefix: issued.prefix, created_at: issued.created_at, last_used_at: null, expires_at: null });
    expect(JSON.stringify(state().keys)).not.toContain(issued.api_secret);
    expect(state().form.account?.keys_count).toBe(account.keys_count + 1);
    store.dispatch(serviceAccountSecretDismissed());
    expect(JSON.stringify(state())).not.toContain(issued.api_secret);
  });

  it('rotates only after the confirmation: the new key replaces the old one and its secret is shown', async () => {
    const { store, log, state } = setup();
    store.dispatch(serviceAccountFormOpened(account));
    await settle();
    log.length = 0;
    store.dispatch(serviceAccountKeyActionRequested({ kind: 'rotate', key: oldest }));
    await settle();
    expect(log).toEqual([]);
    store.dispatch(serviceAccountKeyActionConfirmed());
    expect(state().keyAction?.busy).toBe(true);
    await settle();
    expect(log).toEqual([`POST ${keysPath}/${oldest.id}/rotate`]);
    expect(state().keys.items.map((key) => key.id)).toEqual([issued.id, newest.id]);
    expect(state().issued?.api_secret).toBe(issued.api_secret);
    expect(state().keyAction).toBeNull();
  });

  it('revokes after the confirmation; a refusal leaves the key listed with the message', async () => {
    const { store, state } = setup();
    store.dispatch(serviceAccountFormOpened(account));
    await settle();
    store.dispatch(serviceAccountKeyActionRequested({ kind: 'revoke', key: newest }));
    store.dispatch(serviceAccountKeyActionConfirmed());
    await settle();
    expect(state().keys.items.map((key) => key.id)).toEqual([oldest.id]);
    expect(state().form.account?.keys_count).toBe(account.keys_count - 1);

    const refused = setup({ [`DELETE ${keysPath}/${newest.id}`]: () => Response.json({ status: 500, message: 'Database unavailable' }, { status: 500 }) });
    refused.store.dispatch(serviceAccountFormOpened(account));
    await settle();
    refused.store.dispatch(serviceAccountKeyActionRequested({ kind: 'revoke', key: newest }));
    refused.store.dispatch(serviceAccountKeyActionConfirmed());
    await settle();
    expect(refused.state().keys.items).toHaveLength(2);
    expect(refused.state().keyError).toBe('Database unavailable');
    expect(refused.state().keyAction).toBeNull();
  });
});
