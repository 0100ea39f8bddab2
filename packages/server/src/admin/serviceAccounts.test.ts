import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IT_ROLE_ID, OWNER_READ_ONLY_ROLE_ID } from '../auth/ids.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const ACCOUNTS = '/api/settings/service_accounts';
const keysUrl = (uuid: string) => `${ACCOUNTS}/${uuid}/keys`;

describe('service accounts and their API keys', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());

  const create = (payload: Record<string, unknown>, cookie = admin) => server.send({ method: 'POST', url: ACCOUNTS, payload, cookie });
  const created = async (name: string, roleId = OWNER_READ_ONLY_ROLE_ID) => (await create({ name, role_id: roleId })).json<Schemas['ServiceAccount']>();
  const issue = async (uuid: string, payload: Record<string, unknown> = {}) =>
    (await server.send({ method: 'POST', url: keysUrl(uuid), payload, cookie: admin })).json<Schemas['ServiceAccountKeyIssued']>();
  const keysOf = async (uuid: string, query = '') =>
    (await server.send({ method: 'GET', url: `${keysUrl(uuid)}${query}`, cookie: admin })).json<Schemas['ServiceAccountKeysPage']>();
  /** A request as an integrator sends it: the key pair, no cookie. */
  const me = (key: { api_key: string; api_secret: string }) =>
    server.app.inject({ method: 'GET', url: '/api/users/me', headers: { 'api-key': key.api_key, 'api-secret': key.api_secret } });

  it('creates a service account with a role, data scope and description, kept out of the users list', async () => {
    const reply = await create({ name: ' ci-bot ', role_id: IT_ROLE_ID, data_scope_id: null, description: 'Nightly export' });
    expect(reply.statusCode).toBe(201);
    const account = reply.json<Schemas['ServiceAccount']>();
    expect(account).toMatchObject({ name: 'ci-bot', role_id: IT_ROLE_ID, role_name: 'IT', data_scope_id: null, description: 'Nightly export', keys_count: 0, last_used_at: null });
    const list = (await server.send({ method: 'GET', url: `${ACCOUNTS}?search=nightly`, cookie: admin })).json<Schemas['ServiceAccountsPage']>();
    expect(list.data.map((item) => item.uuid)).toEqual([account.uuid]);
    const users = (await server.send({ method: 'GET', url: '/api/settings/users?search=ci-bot', cookie: admin })).json<Schemas['UsersPage']>();
    expect(users.data).toEqual([]);
    // The users calls do not reach it either.
    expect((await server.send({ method: 'PUT', url: `/api/settings/users/${account.uuid}`, payload: { uuid: account.uuid, password: 'Some&long-pass1' }, cookie: admin })).statusCode).toBe(404);
  });

  it('refuses a blank name, an unknown role or data scope, and a taken name, changing nothing', async () => {
    const before = await server.db.query('select uuid from users');
    const blank = await create({ name: '   ', role_id: IT_ROLE_ID });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<Schemas['Error']>().message).toBe('name is a required field');
    expect((await create({ name: 'x', role_id: '00000000-0000-4000-a000-0000000000ff' })).json<Schemas['Error']>()).toMatchObject({ status: 400, message: 'No role with this role_id.' });
    expect((await create({ name: 'x', role_id: IT_ROLE_ID, data_scope_id: 'nope' })).json<Schemas['Error']>()).toMatchObject({ status: 400, message: 'No data scope with this data_scope_id.' });
    expect((await create({ role_id: IT_ROLE_ID })).statusCode).toBe(400);
    const taken = await create({ name: 'admin', role_id: IT_ROLE_ID });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Schemas['Error']>().message).toBe('A user or service account named "admin" already exists.');
    expect(await server.db.query('select uuid from users')).toEqual(before);
  });

  it('edits the name, role, data scope and description; a caller without the role may not', async () => {
    const account = await created('editable');
    const reply = await server.send({ method: 'PUT', url: `${ACCOUNTS}/${account.uuid}`, payload: { name: 'edited', role_id: IT_ROLE_ID, description: 'Changed' }, cookie: admin });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Schemas['ServiceAccount']>()).toMatchObject({ uuid: account.uuid, name: 'edited', role_id: IT_ROLE_ID, description: 'Changed' });
    expect((await server.send({ method: 'PUT', url: `${ACCOUNTS}/${account.uuid}`, payload: { name: 'admin' }, cookie: admin })).statusCode).toBe(409);
    const missing = await server.send({ method: 'PUT', url: `${ACCOUNTS}/00000000-0000-4000-a000-0000000000ff`, payload: { name: 'y' }, cookie: admin });
    expect(missing.json<Schemas['Error']>()).toMatchObject({ status: 404, message: 'No such service account.' });
    const manager = await server.asUserWith({ Settings: ['View', 'Update'] }, 'weak_manager');
    const stronger = await server.send({ method: 'PUT', url: `${ACCOUNTS}/${account.uuid}`, payload: { description: 'mine' }, cookie: manager });
    expect(stronger.statusCode).toBe(403);
    expect((await create({ name: 'escalated', role_id: IT_ROLE_ID }, manager)).statusCode).toBe(403);
    const viewer = await server.asUserWith({ Settings: ['View'] }, 'sa_viewer');
    expect((await create({ name: 'viewer-made', role_id: OWNER_READ_ONLY_ROLE_ID }, viewer)).statusCode).toBe(403);
  });

  it('issues keys whose secret is shown once; the list shows prefix, created, last used and expiry', async () => {
    const account = await created('keyed');
    expect((await keysOf(account.uuid)).data).toEqual([]);
    const key = await issue(account.uuid, { name: 'deploy' });
    expect(key.api_key).toMatch(/^vsa_[0-9a-f]{32}$/);
    expect(key.api_secret.length).toBeGreaterThanOrEqual(43);
    expect(key).toMatchObject({ name: 'deploy', prefix: key.api_key.slice(0, 12), last_used_at: null, expires_at: null });

    const signedIn = await me(key);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<Schemas['CurrentUserReply']>().data.attributes.value.user_name).toBe('keyed');

    const listed = await keysOf(account.uuid);
    expect(listed.data).toHaveLength(1);
    const [row] = listed.data;
    expect(row).toMatchObject({ id: key.id, name: 'deploy', prefix: key.prefix, created_at: key.created_at, expires_at: null });
    expect(row?.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key.api_secret);
    expect(JSON.stringify(listed)).not.toContain(key.api_key);
    const [stored] = await server.db.query<{ secret_hash: string }>('select secret_hash from service_account_keys where id = $1', [key.id]);
    expect(stored?.secret_hash).not.toContain(key.api_secret);
    const accounts = (await server.send({ method: 'GET', url: `${ACCOUNTS}?search=keyed`, cookie: admin })).json<Schemas['ServiceAccountsPage']>();
    expect(accounts.data[0]).toMatchObject({ keys_count: 1, last_used_at: row?.last_used_at });
  });

  it('pages the keys with a cursor', async () => {
    const account = await created('paged');
    for (const name of ['a', 'b', 'c']) await issue(account.uuid, { name });
    const first = await keysOf(account.uuid, '?size=2');
    expect(first.meta).toMatchObject({ total: 3, size: 2 });
    expect(first.data.map((key) => key.name)).toEqual(['c', 'b']);
    const second = await keysOf(account.uuid, `?size=2&cursor=${first.meta.next_cursor ?? ''}`);
    expect(second.data.map((key) => key.name)).toEqual(['a']);
    expect(second.meta.next_cursor).toBeNull();
    expect((await server.send({ method: 'GET', url: `${keysUrl(account.uuid)}?cursor=bad!`, cookie: admin })).statusCode).toBe(400);
  });

  it('refuses an expiry in the past, and stops an expired key', async () => {
    const account = await created('expiring');
    const past = await server.send({ method: 'POST', url: keysUrl(account.uuid), payload: { expires_at: '2020-01-01T00:00:00Z' }, cookie: admin });
    expect(past.json<Schemas['Error']>()).toMatchObject({ status: 400, message: 'expires_at must be in the future.' });
    expect((await keysOf(account.uuid)).data).toEqual([]);
    const key = await issue(account.uuid, { expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await me(key)).statusCode).toBe(200);
    await server.db.query("update service_account_keys set expires_at = now() - interval '1 second' where id = $1", [key.id]);
    expect((await me(key)).statusCode).toBe(401);
  });

  it('rotates a key: a new secret with the same name and lifetime, the old one revoked at once', async () => {
    const account = await created('rotating');
    const old = await issue(account.uuid, { name: 'ci', expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    const other = await issue(account.uuid, { name: 'other' });
    const reply = await server.send({ method: 'POST', url: `${keysUrl(account.uuid)}/${old.id}/rotate`, cookie: admin });
    expect(reply.statusCode).toBe(201);
    const rotated = reply.json<Schemas['ServiceAccountKeyIssued']>();
    expect(rotated).toMatchObject({ name: 'ci' });
    expect(rotated.api_secret).not.toBe(old.api_secret);
    const lifetime = Date.parse(rotated.expires_at ?? '') - Date.parse(rotated.created_at);
    expect(Math.abs(lifetime - 30 * 86_400_000)).toBeLessThan(5_000);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await keysOf(account.uuid)).data.map((key) => key.id).sort()).toEqual([rotated.id, other.id].sort());
    expect((await server.send({ method: 'POST', url: `${keysUrl(account.uuid)}/${old.id}/rotate`, cookie: admin })).statusCode).toBe(404);
  });

  it("revokes a key, only the account's own, and keys end with their account", async () => {
    const account = await created('revoking');
    const stranger = await created('stranger');
    const key = await issue(account.uuid);
    const strangers = await server.send({ method: 'DELETE', url: `${keysUrl(stranger.uuid)}/${key.id}`, cookie: admin });
    expect(strangers.json<Schemas['Error']>()).toMatchObject({ status: 404, message: 'No such key of this service account.' });
    expect((await server.send({ method: 'DELETE', url: `${keysUrl(account.uuid)}/not-a-uuid`, cookie: admin })).statusCode).toBe(404);
    expect((await me(key)).statusCode).toBe(200);
    expect((await server.send({ method: 'DELETE', url: `${keysUrl(account.uuid)}/${key.id}`, cookie: admin })).statusCode).toBe(204);
    expect((await me(key)).statusCode).toBe(401);

    const kept = await issue(stranger.uuid);
    expect((await server.send({ method: 'DELETE', url: `${ACCOUNTS}/${stranger.uuid}`, cookie: admin })).statusCode).toBe(204);
    expect((await me(kept)).statusCode).toBe(401);
    expect(await server.db.query('select 1 from service_account_keys where account_uuid = $1', [stranger.uuid])).toEqual([]);
  });

  it('holds at most 20 keys', async () => {
    const account = await created('crowded');
    for (let i = 0; i < 20; i += 1) await issue(account.uuid);
    const refused = await server.send({ method: 'POST', url: keysUrl(account.uuid), payload: {}, cookie: admin });
    expect(refused.json<Schemas['Error']>()).toMatchObject({ status: 409, message: 'A service account holds at most 20 keys; revoke one first.' });
  });

  it('refuses password sign-in and password reset for a service account with a clear message', async () => {
    const account = await created('no-login');
    const login = await server.send({ method: 'POST', url: '/api/login', payload: { user_name: 'no-login', password: 'Anything&1long' } });
    expect(login.statusCode).toBe(401);
    expect(login.json<Schemas['Error']>().message).toBe('This is a service account: it signs in only with API keys, never on the login page.');
    const generate = await server.send({ method: 'POST', url: '/api/settings/users/tokens/generate', payload: { user_id: account.uuid, user_name: 'no-login' }, cookie: admin });
    expect(generate.statusCode).toBe(400);
    expect(generate.json<Schemas['Error']>().message).toBe('This is a service account: it has no password to reset, it signs in only with API keys.');
    const notify = await server.send({ method: 'POST', url: '/api/settings/users/tokens/notify', payload: { user_id: account.uuid, email: 'bot@example.com' }, cookie: admin });
    expect(notify.statusCode).toBe(400);
    expect(await server.db.query('select 1 from reset_tokens where user_uuid = $1', [account.uuid])).toEqual([]);
    // Nor does an admin get a console session as one.
    const impersonate = await server.send({ method: 'POST', url: '/api/impersonate_login', payload: { user_id: account.uuid }, cookie: admin });
    expect(impersonate.statusCode).toBe(400);
    expect(impersonate.json<Schemas['Error']>().message).toBe('A service account signs in only with API keys: it cannot be impersonated.');
  });
});
