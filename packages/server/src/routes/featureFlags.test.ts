import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, DEFAULT_INTERNAL_FEATURE_FLAGS } from '../settings/featureFlags.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

const URL_OF = { FeatureFlags: '/api/settings/plugins/gui/FeatureFlags', InternalFeatureFlags: '/api/settings/plugins/gui/InternalFeatureFlags' };

describe('feature flags', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const read = async (url: string, cookie: string) =>
    (await server.send({ method: 'GET', url, cookie })).json<Schemas['FeatureFlagsConfigReply']>().data.attributes.value;
  const save = (url: string, cookie: string | undefined, payload: object) => server.send({ method: 'PUT', url, payload, cookie });

  it('gives every signed-in user both configs, with the defaults', async () => {
    const cookie = await server.asUserWith({}, 'flags1');
    expect(await read(URL_OF.FeatureFlags, cookie)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(await read(URL_OF.InternalFeatureFlags, cookie)).toEqual(DEFAULT_INTERNAL_FEATURE_FLAGS);
    expect((await server.send({ method: 'GET', url: URL_OF.FeatureFlags })).statusCode).toBe(401);
  });

  it('saves a config as a whole for those with Settings Update', async () => {
    const cookie = await server.asUserWith({ Settings: ['Update'] }, 'flags2');
    const flags = { ...DEFAULT_FEATURE_FLAGS, cloud_compliance: { enabled: true, expiry_date: '2030-01-01T00:00:00Z' } };
    const reply = await save(URL_OF.FeatureFlags, cookie, flags);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Schemas['FeatureFlagsConfigReply']>().data.attributes.value).toEqual(flags);
    const internal = { ...DEFAULT_INTERNAL_FEATURE_FLAGS, enable_campaigns: false, chart_click_through: { enable_pie_click_through: false } };
    expect((await save(URL_OF.InternalFeatureFlags, cookie, internal)).statusCode).toBe(200);

    const reader = await server.asUserWith({}, 'flags3');
    expect(await read(URL_OF.FeatureFlags, reader)).toEqual(flags);
    expect(await read(URL_OF.InternalFeatureFlags, reader)).toEqual(internal);
  });

  it('refuses others, and bad input, changing nothing', async () => {
    const denied = await server.asUserWith({ Settings: ['View'] }, 'flags4');
    const changed = { ...DEFAULT_INTERNAL_FEATURE_FLAGS, enable_rum: true };
    expect((await save(URL_OF.InternalFeatureFlags, denied, changed)).statusCode).toBe(403);
    expect((await save(URL_OF.InternalFeatureFlags, undefined, changed)).statusCode).toBe(401);

    const cookie = await server.asUserWith({ Settings: ['Update'] }, 'flags5');
    const before = await read(URL_OF.InternalFeatureFlags, cookie);
    const wrongConfig = await save(URL_OF.InternalFeatureFlags, cookie, DEFAULT_FEATURE_FLAGS);
    expect(wrongConfig.statusCode).toBe(400);
    expect(wrongConfig.json<Schemas['Error']>().message).toBe('The body is not a InternalFeatureFlags config.');
    const missing: Partial<typeof changed> = { ...changed };
    delete missing.enable_rum;
    for (const payload of [missing, { ...changed, enable_rum: 'yes' }, { ...changed, unknown_flag: true }, { ...changed, chart_click_through: { pie: true } }]) {
      expect((await save(URL_OF.InternalFeatureFlags, cookie, payload)).statusCode).toBe(400);
    }
    const unknown = await save(URL_OF.InternalFeatureFlags, cookie, { ...changed, unknown_flag: true });
    expect(unknown.json<Schemas['Error']>().message).toBe('Invalid request: body/unknown_flag is not a field of this request');
    expect(unknown.json<Schemas['Error']>().details).toEqual([{ field: 'body/unknown_flag', message: 'is not a field of this request' }]);
    const nested = await save(URL_OF.FeatureFlags, cookie, { ...DEFAULT_FEATURE_FLAGS, account_profile_on_login: { enabled: true, visible_existing_users: false, shown: 1 } });
    expect(nested.json<Schemas['Error']>().message).toBe('Invalid request: body/account_profile_on_login/shown is not a field of this request');
    expect((await save('/api/settings/plugins/gui/OtherFlags', cookie, changed)).statusCode).toBe(400);
    expect((await server.send({ method: 'GET', url: '/api/settings/plugins/core/FeatureFlags', cookie })).statusCode).toBe(400);
    expect(await read(URL_OF.InternalFeatureFlags, cookie)).toEqual(before);
  });

  it('writes the changed flag paths to the audit log with the save, and nothing for a refused one', async () => {
    const cookie = await server.asUserWith({ Settings: ['Update'] }, 'flags6');
    const auditOf = () =>
      server.db.query<{ action: string; actor_name: string; target_id: string; details: { changed: string[] } }>(
        "select action, actor_name, target_id, details from audit_log where action = 'feature_flags.updated' and actor_name = 'flags6' order by id",
      );
    const flags = { ...(await read(URL_OF.FeatureFlags, cookie)) } as Schemas['FeatureFlags'];
    const changed = { ...flags, account_profile_on_login: { enabled: false, visible_existing_users: true }, enable_nodes_host_operations: true };
    expect((await save(URL_OF.FeatureFlags, cookie, changed)).statusCode).toBe(200);
    expect((await save(URL_OF.FeatureFlags, cookie, { ...changed, nope: true })).statusCode).toBe(400);
    expect(await auditOf()).toEqual([
      {
        action: 'feature_flags.updated',
        actor_name: 'flags6',
        target_id: 'FeatureFlags',
        details: { changed: ['account_profile_on_login.enabled', 'account_profile_on_login.visible_existing_users', 'enable_nodes_host_operations'] },
      },
    ]);
  });
});
