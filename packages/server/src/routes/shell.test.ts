import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IT_ROLE_ID, OWNER_READ_ONLY_ROLE_ID } from '../auth/ids.js';
import { addNotification } from '../notifications.js';
import { DEFAULT_CONSOLE_SETTINGS } from '../settings/console.js';
import { DEFAULT_ENVIRONMENT } from '../settings/environment.js';
import { readSetting } from '../settings/store.js';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

describe('the shell', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());

  const get = (url: string, cookie = admin) => server.send({ method: 'GET', url: `/api${url}`, cookie });
  const put = (key: string, payload: object, cookie = admin) => server.send({ method: 'PUT', url: `/api/settings/sections/${key}`, payload, cookie });
  const signInWithRole = async (userName: string, roleId: string) => {
    await addUser(server.db, { userName, password: 'An0ther&long!', roleId });
    return server.signIn(userName, 'An0ther&long!');
  };

  describe('notification count', () => {
    const count = async (cookie = admin) => {
      const reply = await get('/notifications/count', cookie);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<Schemas['NotificationCountReply']>().data.attributes.value.count;
    };

    it('counts the unread notifications', async () => {
      expect(await count()).toBe(0);
      await addNotification(server.db, 'Discovery finished');
      await addNotification(server.db, 'An adapter failed', 'error');
      await server.db.query("insert into notifications (title, severity, read_at) values ('Seen', 'info', now())");
      expect(await count()).toBe(2);
      await server.db.query("update notifications set read_at = now() where title = 'An adapter failed'");
      expect(await count(await server.asUserWith({ Notifications: ['View'] }))).toBe(1);
    });

    it('needs Notifications View (403 otherwise); the predefined IT and read-only owner roles have it', async () => {
      expect((await get('/notifications/count', await server.asUserWith({ Settings: ['View'], Findings: ['View'] }))).statusCode).toBe(403);
      expect((await get('/notifications/count', '')).statusCode).toBe(401);
      expect((await get('/notifications/count', await signInWithRole('it.count', IT_ROLE_ID))).statusCode).toBe(200);
      expect((await get('/notifications/count', await signInWithRole('ro.count', OWNER_READ_ONLY_ROLE_ID))).statusCode).toBe(200);
    });
  });

  describe('tenants', () => {
    it('lists the tenants by name to those who may impersonate', async () => {
      const empty = await get('/tenants');
      expect(empty.json<Schemas['TenantsReply']>().data.attributes.value).toEqual([]);
      await server.db.query("insert into tenants (name) values ('Acme EMEA'), ('Acme Americas'), ('Zeta')");
      const reply = await get('/tenants', await server.asUserWith({ Settings: ['DataScopeImpersonation'] }));
      expect(reply.statusCode, reply.body).toBe(200);
      const tenants = reply.json<Schemas['TenantsReply']>().data.attributes.value;
      expect(tenants.map((tenant) => tenant.name)).toEqual(['Acme Americas', 'Acme EMEA', 'Zeta']);
      const [stored] = await server.db.query<{ id: string }>("select id::text as id from tenants where name = 'Zeta'");
      expect(tenants[2]?.id).toBe(stored?.id);
    });

    it('needs Settings DataScopeImpersonation (403 otherwise, IT has not)', async () => {
      expect((await get('/tenants', await server.asUserWith({ Settings: ['View', 'Update'] }))).statusCode).toBe(403);
      expect((await get('/tenants', await signInWithRole('it.tenants', IT_ROLE_ID))).statusCode).toBe(403);
    });
  });

  describe('environment', () => {
    const environment = async (cookie = admin) => {
      const reply = await get('/environment', cookie);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<Schemas['EnvironmentReply']>().data.attributes;
    };

    it('is none by default; the environment section sets it for every signed-in user', async () => {
      expect(await environment()).toEqual(DEFAULT_ENVIRONMENT);
      const value = { name: 'Staging: test data only', background_color: '#7a2f2f' };
      const saved = await put('environment', value);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await environment(await server.asUserWith({}))).toEqual(value);
      expect((await get('/environment', '')).statusCode).toBe(401);
    });

    it('refuses a bad colour, a long name or an unknown field (400), and changes nothing', async () => {
      const before = await readSetting(server.db, 'environment', {});
      for (const bad of [
        { name: 'x', background_color: 'red' },
        { name: 'x', background_color: '#12345' },
        { name: 'x'.repeat(201), background_color: null },
        { name: 'x', background_color: null, text_color: '#ffffff' },
        { name: 'x' },
      ]) {
        expect((await put('environment', bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(await readSetting(server.db, 'environment', {})).toEqual(before);
    });

    it('is changed only with Settings Update (403)', async () => {
      const before = await environment();
      const viewer = await server.asUserWith({ Settings: ['View'] });
      expect((await put('environment', { name: 'Mine', background_color: null }, viewer)).statusCode).toBe(403);
      expect(await environment()).toEqual(before);
    });
  });

  describe('console section', () => {
    const config = async () => (await get('/session/config')).json<Schemas['SessionConfigReply']>().data.attributes.value;

    it('reads as the defaults, and a write shows in the session config', async () => {
      const read = await get('/settings/sections/console');
      expect(read.json<Schemas['SettingsSectionReply']>().data.attributes.value).toEqual(DEFAULT_CONSOLE_SETTINGS);
      const value = {
        installation: { hosted: true, kubernetes: false, identity_management: false },
        getting_started_enabled: false,
        help: { ...DEFAULT_CONSOLE_SETTINGS.help, external_link: { label: 'Runbook', url: 'https://wiki.example/runbook' } },
      };
      const saved = await put('console', value);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await config()).toMatchObject(value);
    });

    it('refuses a partial or unknown install, a bad link, and changes nothing', async () => {
      const before = await config();
      const { help, installation } = DEFAULT_CONSOLE_SETTINGS;
      for (const bad of [
        { installation: { hosted: true }, getting_started_enabled: true, help },
        { installation: { ...installation, on_prem: true }, getting_started_enabled: true, help },
        { installation, getting_started_enabled: true, help: { ...help, documentation: 'not a url' } },
        { installation, getting_started_enabled: true, help: { ...help, external_link: { label: '', url: 'https://x.example' } } },
        { installation, getting_started_enabled: 'yes', help },
      ]) {
        expect((await put('console', bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(await config()).toEqual(before);
    });
  });
});
