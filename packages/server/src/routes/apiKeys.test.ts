import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

describe("a user's API key", () => {
  let server: TestServer;
  let admin: string;
  let userUuid: string;
  const PASSWORD = 'Key&owner-pass1';

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    const reply = await server.send({ method: 'POST', url: '/api/settings/users', payload: { user_name: 'integrator', password: PASSWORD }, cookie: admin });
    userUuid = reply.json<Schemas['UserListItem']>().uuid;
  });
  afterAll(() => server.close());

  const keyUrl = (uuid: string) => `/api/settings/users/${uuid}/api_key`;
  /** A request as an integrator sends it: the key pair, no cookie and no console header. */
  const withKey = (key: Schemas['ApiKey'], options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> }) =>
    server.app.inject({ ...options, headers: { 'api-key': key.api_key, 'api-secret': key.api_secret ?? '' } });

  it('has none until one is issued; the secret is shown once and stored hashed', async () => {
    expect((await server.send({ method: 'GET', url: keyUrl(userUuid), cookie: admin })).statusCode).toBe(404);
    const issued = await server.send({ method: 'POST', url: keyUrl(userUuid), cookie: admin });
    expect(issued.statusCode).toBe(200);
    const key = issued.json<Schemas['ApiKey']>();
    expect(key.api_key).toMatch(/^vk_[0-9a-f]{32}$/);
    expect(key.api_secret?.length).toBeGreaterThanOrEqual(43);
    const shown = await server.send({ method: 'GET', url: keyUrl(userUuid), cookie: admin });
    expect(shown.json<Schemas['ApiKey']>()).toEqual({ api_key: key.api_key, created_at: key.created_at });
    const [row] = await server.db.query<{ secret_hash: string }>('select secret_hash from api_keys where user_uuid = $1', [userUuid]);
    expect(row?.secret_hash).not.toContain(key.api_secret);
  });

  it('signs an integrator in by the api-key and api-secret headers, without the console header', async () => {
    const key = (await server.send({ method: 'POST', url: keyUrl(userUuid), cookie: admin })).json<Schemas['ApiKey']>();
    const me = await withKey(key, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json<Schemas['CurrentUserReply']>().data.attributes.value.user_name).toBe('integrator');
    // Its role (OwnerReadOnly) can view users but not change them.
    expect((await withKey(key, { method: 'GET', url: '/api/settings/users' })).statusCode).toBe(200);
    expect((await withKey(key, { method: 'POST', url: '/api/settings/users', payload: { user_name: 'via_key' } })).statusCode).toBe(403);
  });

  it('lets a key with the permission change state without the CSRF header', async () => {
    const [adminRow] = await server.db.query<{ uuid: string }>("select uuid from users where user_name = 'admin'");
    const adminKey = (await server.send({ method: 'POST', url: keyUrl(adminRow?.uuid ?? ''), cookie: admin })).json<Schemas['ApiKey']>();
    const created = await withKey(adminKey, { method: 'POST', url: '/api/settings/users', payload: { user_name: 'via_admin_key' } });
    expect(created.statusCode).toBe(201);
    // With a cookie too, the request is a browser's: the console header is required again.
    const withCookie = await server.app.inject({
      method: 'POST',
      url: '/api/settings/users',
      payload: { user_name: 'via_cookie_and_key' },
      headers: { 'api-key': adminKey.api_key, 'api-secret': adminKey.api_secret ?? '', cookie: admin },
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('refuses a wrong secret, an old pair after regeneration, and a disabled user', async () => {
    const first = (await server.send({ method: 'POST', url: keyUrl(userUuid), cookie: admin })).json<Schemas['ApiKey']>();
    expect((await withKey({ ...first, api_secret: 'wrong' }, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await withKey({ api_key: 'vk_unknown', api_secret: first.api_secret ?? '' }, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const second = (await server.send({ method: 'POST', url: keyUrl(userUuid), cookie: admin })).json<Schemas['ApiKey']>();
    expect((await withKey(first, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await withKey(second, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    await server.send({ method: 'PUT', url: `/api/settings/users/${userUuid}`, payload: { uuid: userUuid, is_disabled: true }, cookie: admin });
    expect((await withKey(second, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    await server.send({ method: 'PUT', url: `/api/settings/users/${userUuid}`, payload: { uuid: userUuid, is_disabled: false }, cookie: admin });
  });

  it("shows a user their own key, but another user's only to user managers", async () => {
    const viewer = await server.asUserWith({ Settings: ['View'] }, 'key_viewer');
    const [viewerRow] = await server.db.query<{ uuid: string }>("select uuid from users where user_name = 'key_viewer'");
    expect((await server.send({ method: 'GET', url: keyUrl(viewerRow?.uuid ?? ''), cookie: viewer })).statusCode).toBe(404);
    const other = await server.send({ method: 'GET', url: keyUrl(userUuid), cookie: viewer });
    expect(other.statusCode).toBe(403);
    expect(other.json<Schemas['Error']>().message).toBe('You do not have the permissions for this: only user managers see the API keys of other users.');
    expect((await server.send({ method: 'POST', url: keyUrl(userUuid), cookie: viewer })).statusCode).toBe(403);
    expect((await server.send({ method: 'POST', url: keyUrl('00000000-0000-4000-a000-0000000000ff'), cookie: admin })).statusCode).toBe(404);
  });

  it('ends with its user', async () => {
    const reply = await server.send({ method: 'POST', url: '/api/settings/users', payload: { user_name: 'short_lived' }, cookie: admin });
    const uuid = reply.json<Schemas['UserListItem']>().uuid;
    const key = (await server.send({ method: 'POST', url: keyUrl(uuid), cookie: admin })).json<Schemas['ApiKey']>();
    await server.send({ method: 'DELETE', url: `/api/settings/users/${uuid}`, cookie: admin });
    expect((await withKey(key, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect(await server.db.query('select 1 from api_keys where user_uuid = $1', [uuid])).toEqual([]);
  });
});
