import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GLOBAL_DATA_SCOPE_ID } from '../auth/ids.js';
import { CONNECT_AS_OFF, DEFAULT_DATA_SCOPES_SETTINGS } from '../settings/dataScopes.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const URL = '/api/settings/sections/data_scopes';

describe('data scope settings (the data_scopes settings section)', () => {
  let server: TestServer;
  let admin: string;
  let europe: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    const [row] = await server.db.query<{ uuid: string }>("insert into data_scopes (name) values ('Europe') returning uuid");
    europe = row?.uuid ?? '';
  });
  beforeEach(async () => {
    await server.db.query("delete from settings where key = 'data_scopes'");
  });
  afterAll(() => server.close());

  const read = async () => (await server.send({ method: 'GET', url: URL, cookie: admin })).json<Schemas['SettingsSectionReply']>().data.attributes.value;
  const write = (payload: object, cookie = admin) => server.send({ method: 'PUT', url: URL, payload, cookie });
  const createUser = async (body: object) => {
    const reply = await server.send({ method: 'POST', url: '/api/settings/users', payload: body, cookie: admin });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<Schemas['UserListItem']>();
  };

  it('reads its defaults until saved: no default scope, Connect As allowed', async () => {
    expect(await read()).toEqual(DEFAULT_DATA_SCOPES_SETTINGS);
    expect(DEFAULT_DATA_SCOPES_SETTINGS).toEqual({ default_data_scope_id: null, allow_connect_as: true });
  });

  it('saves the settings, which the next read returns', async () => {
    const reply = await write({ default_data_scope_id: europe, allow_connect_as: false });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await read()).toEqual({ default_data_scope_id: europe, allow_connect_as: false });
  });

  it('refuses a default scope that does not exist, or a body that does not fit, with 400 and changes nothing', async () => {
    await write({ default_data_scope_id: GLOBAL_DATA_SCOPE_ID, allow_connect_as: true });
    const missing = await write({ default_data_scope_id: '3f1c2d4e-0000-4000-8000-000000000000', allow_connect_as: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Schemas['Error']>().message).toBe('Invalid request: body/default_data_scope_id names no data scope');
    for (const bad of [{ default_data_scope_id: 'europe', allow_connect_as: true }, { default_data_scope_id: null }, { default_data_scope_id: null, allow_connect_as: 'yes' }, { default_data_scope_id: null, allow_connect_as: true, extra: 1 }]) {
      expect((await write(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await read()).toEqual({ default_data_scope_id: GLOBAL_DATA_SCOPE_ID, allow_connect_as: true });
  });

  it('needs Settings.Update to save', async () => {
    const viewer = await server.asUserWith({ Settings: ['View'] });
    expect((await server.send({ method: 'GET', url: URL, cookie: viewer })).statusCode).toBe(200);
    expect((await write({ default_data_scope_id: null, allow_connect_as: false }, viewer)).statusCode).toBe(403);
    expect(await read()).toEqual(DEFAULT_DATA_SCOPES_SETTINGS);
  });

  it('gives new users created without a data scope the default scope; an explicit null still means none', async () => {
    await write({ default_data_scope_id: europe, allow_connect_as: true });
    expect((await createUser({ user_name: 'dflt_scope' })).data_scope_id).toBe(europe);
    expect((await createUser({ user_name: 'no_scope', data_scope_id: null })).data_scope_id).toBeNull();
    await write({ default_data_scope_id: null, allow_connect_as: true });
    expect((await createUser({ user_name: 'plain_user' })).data_scope_id).toBeNull();
  });

  it('refuses Connect As with 403 while it is turned off', async () => {
    const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] });
    const connect = () => server.send({ method: 'POST', url: '/api/data_scope_impersonation_login', payload: { data_scope_id: europe, origin: 'User login profile' }, cookie });
    await write({ default_data_scope_id: null, allow_connect_as: false });
    // The session's config tells the console, which then offers no Connect As.
    const config = async () =>
      (await server.send({ method: 'GET', url: '/api/session/config', cookie })).json<Schemas['SessionConfigReply']>().data.attributes.value.global;
    expect((await config()).allow_connect_as).toBe(false);
    const refused = await connect();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Schemas['Error']>().message).toBe(CONNECT_AS_OFF);
    await write({ default_data_scope_id: null, allow_connect_as: true });
    expect((await config()).allow_connect_as).toBe(true);
    expect((await connect()).statusCode).toBe(200);
  });
});
