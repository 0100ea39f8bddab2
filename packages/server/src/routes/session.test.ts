import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONSOLE_SETTINGS } from '../settings/console.js';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_ROLE_ID } from '../auth/ids.js';
import { hashPassword } from '../auth/passwords.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/sessions.js';
import { DEFAULT_SESSION_SETTINGS, SESSION_SETTINGS_KEY } from '../auth/sessionSettings.js';
import { writeSetting } from '../settings/store.js';
import { ADMIN, addUser, sessionCookie, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ADMINS_ONLY_IMPERSONATION, ALREADY_IMPERSONATING, CANNOT_IMPERSONATE_SELF, NO_SUCH_DATA_SCOPE, NO_SUCH_TENANT, NO_SUCH_USER, USER_DISABLED } from './session.js';

const PASSWORD = 'An0ther&long!';

describe('the session', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => writeSetting(server.db, SESSION_SETTINGS_KEY, DEFAULT_SESSION_SETTINGS));

  const get = (url: string, cookie?: string) => server.send({ method: 'GET', url, cookie });
  const me = async (cookie: string) => (await get('/api/users/me', cookie)).json<Schemas['CurrentUserReply']>().data.attributes.value;
  const uuidOf = async (userName: string) =>
    (await server.db.query<{ uuid: string }>('select uuid from users where user_name = $1', [userName]))[0]?.uuid ?? '';
  /** Moves a user's sessions back in time: their last activity or their start, by an SQL interval. */
  const age = (userName: string, column: 'last_seen_at' | 'created_at', interval: string) =>
    server.db.query(`update sessions set ${column} = now() - $2::interval where user_uuid = (select uuid from users where user_name = $1)`, [
      userName,
      interval,
    ]);
  const lastSeenSecondsAgo = async (userName: string) =>
    (
      await server.db.query<{ ago: number }>(
        `select extract(epoch from now() - s.last_seen_at)::int as ago from sessions s join users u on u.uuid = s.user_uuid where u.user_name = $1`,
        [userName],
      )
    )[0]?.ago;

  describe('idle timeout and lifespan', () => {
    it('ends a session idle for longer than the timeout (30 minutes by default); a request is activity', async () => {
      const cookie = await server.asUserWith({}, 'idle1');
      await age('idle1', 'last_seen_at', '29 minutes');
      expect((await get('/api/users/me', cookie)).statusCode).toBe(200);
      expect(await lastSeenSecondsAgo('idle1')).toBeLessThan(5);
      await age('idle1', 'last_seen_at', '31 minutes');
      const after = await get('/api/users/me', cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json<Schemas['Error']>().message).toBe('Not logged in');
    });

    it('writes last_seen_at at most once a minute', async () => {
      const cookie = await server.asUserWith({}, 'idle2');
      await age('idle2', 'last_seen_at', '40 seconds');
      await get('/api/users/me', cookie);
      expect(await lastSeenSecondsAgo('idle2')).toBeGreaterThanOrEqual(39);
      await age('idle2', 'last_seen_at', '61 seconds');
      await get('/api/users/me', cookie);
      expect(await lastSeenSecondsAgo('idle2')).toBeLessThan(5);
    });

    it('does not count the hidden re-check of the expiry as activity', async () => {
      const cookie = await server.asUserWith({}, 'idle3');
      await age('idle3', 'last_seen_at', '5 minutes');
      const reply = await get('/api/session/expiry', cookie);
      expect(reply.statusCode).toBe(200);
      expect(await lastSeenSecondsAgo('idle3')).toBeGreaterThanOrEqual(299);
      const expiry = reply.json<Schemas['SessionExpiryReply']>().meta;
      const idleLeft = (Date.parse(expiry.idle_expiration ?? '') - Date.now()) / 60_000;
      expect(idleLeft).toBeGreaterThan(24);
      expect(idleLeft).toBeLessThan(26);
      const lifeLeft = (Date.parse(expiry.session_expiration ?? '') - Date.now()) / 3_600_000;
      expect(lifeLeft).toBeGreaterThan(11.9);
      expect(expiry.expires_in).toBeGreaterThan(3500);
      expect(expiry.can_refresh).toBe(true);
    });

    it('keeps an idle session without a timeout, and says so', async () => {
      await writeSetting(server.db, SESSION_SETTINGS_KEY, { ...DEFAULT_SESSION_SETTINGS, timeout: null });
      const cookie = await server.asUserWith({}, 'idle4');
      await age('idle4', 'last_seen_at', '5 hours');
      expect((await me(cookie)).timeout).toBeNull();
      expect((await get('/api/session/expiry', cookie)).json<Schemas['SessionExpiryReply']>().meta.idle_expiration).toBeNull();
    });

    it('ends a session older than the lifespan (12 hours by default), whatever the activity', async () => {
      const cookie = await server.asUserWith({}, 'life1');
      await age('life1', 'created_at', '11 hours 59 minutes');
      expect((await get('/api/users/me', cookie)).statusCode).toBe(200);
      await age('life1', 'created_at', '12 hours 1 minute');
      expect((await get('/api/users/me', cookie)).statusCode).toBe(401);
      expect((await get('/api/token/refresh', cookie)).statusCode).toBe(401);
    });

    it('has no lifespan when lifetime mode is off', async () => {
      const cookie = await server.asUserWith({}, 'life2');
      await age('life2', 'created_at', '13 hours');
      expect((await get('/api/users/me', cookie)).statusCode).toBe(401);
      // A section naming only what it changes: the defaults fill in the rest, nested ones too.
      await writeSetting(server.db, SESSION_SETTINGS_KEY, { session_lifetime_settings: { enabled: false } });
      expect((await get('/api/users/me', cookie)).statusCode).toBe(200);
      const expiry = (await get('/api/session/expiry', cookie)).json<Schemas['SessionExpiryReply']>().meta;
      expect(expiry).toMatchObject({ session_expiration: null, can_refresh: true });
      const config = (await get('/api/session/config', cookie)).json<Schemas['SessionConfigReply']>().data.attributes.value;
      expect(config.session_lifetime_settings).toEqual({ enabled: false, lifespan: 12, notification_before_logging_off: 5, display_browser_notification: false });
      expect((await me(cookie)).timeout).toBe(30);
    });

    it('refreshes by an hour, but never past the lifespan', async () => {
      const cookie = await server.asUserWith({}, 'life3');
      const fresh = await get('/api/token/refresh', cookie);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json<Schemas['RefreshReply']>().meta).toMatchObject({ user_data: { user_name: 'life3' }, expires_in: 3600 });

      await age('life3', 'created_at', '11 hours 30 minutes');
      const capped = await get('/api/token/refresh', cookie);
      const expiresIn = capped.json<Schemas['RefreshReply']>().meta.expires_in;
      expect(expiresIn).toBeLessThanOrEqual(1800);
      expect(expiresIn).toBeGreaterThan(1790);
      const expiry = (await get('/api/session/expiry', cookie)).json<Schemas['SessionExpiryReply']>().meta;
      expect(expiry.can_refresh).toBe(false);
      expect(expiry.expires_in).toBeLessThanOrEqual(1800);
    });

    it('ends a session whose token expired without a refresh', async () => {
      const cookie = await server.asUserWith({}, 'ttl1');
      await server.db.query(`update sessions set expires_at = now() - interval '1 second' where user_uuid = $1`, [await uuidOf('ttl1')]);
      expect((await get('/api/token/refresh', cookie)).statusCode).toBe(401);
    });
  });

  describe('current user, config and notifications', () => {
    it("tells the login before this one as last_login: null on a user's first login (the first-login popup)", async () => {
      await addUser(server.db, { userName: 'firstlogin1', password: PASSWORD });
      const first = await me(await server.signIn('firstlogin1', PASSWORD));
      expect(first.last_login).toBeNull();
      const [{ at } = { at: new Date(0) }] = await server.db.query<{ at: Date }>("select last_login as at from users where user_name = 'firstlogin1'");
      const second = await me(await server.signIn('firstlogin1', PASSWORD));
      expect(second.last_login).toBe(at.toISOString());
    });

    it('gives the current user the timeout and no data scope or impersonation', async () => {
      const user = await me(await server.asUserWith({ Dashboard: ['View'] }, 'plain1'));
      expect(user).toMatchObject({
        user_name: 'plain1',
        timeout: 30,
        data_scope: null,
        is_fields_restricted: false,
        impersonator_name: null,
        impersonator_source: null,
        connected_data_scope: null,
        connected_tenant: null,
        permissions: { Dashboard: ['View'] },
      });
    });

    it('serves the session config from the settings, the SAML redirect and the trial end', async () => {
      const cookie = await server.asUserWith({}, 'config1');
      const defaults = (await get('/api/session/config', cookie)).json<Schemas['SessionConfigReply']>().data.attributes.value;
      expect(defaults).toEqual({
        session_lifetime_settings: { enabled: true, lifespan: 12, notification_before_logging_off: 5, display_browser_notification: false },
        timeout_settings: { browser_notifications: false },
        global: { admin_role_id: ADMIN_ROLE_ID, important_notifications: [], saml_redirect: false, allow_connect_as: true },
        trial_end: null,
        contract_end: null,
        ...DEFAULT_CONSOLE_SETTINGS,
      });

      const notice = { message: 'Maintenance on Sunday', severity: 'warning' };
      await writeSetting(server.db, SESSION_SETTINGS_KEY, { ...DEFAULT_SESSION_SETTINGS, important_notifications: [notice] });
      await writeSetting(server.db, 'saml', { enabled: true, auto_redirect: true });
      await writeSetting(server.db, 'license', { trial_end: '2030-01-01T00:00:00.000Z', contract_end: '2030-06-01T00:00:00.000Z' });
      await writeSetting(server.db, 'console', { installation: { hosted: true, kubernetes: false, identity_management: false } });
      try {
        const value = (await get('/api/session/config', cookie)).json<Schemas['SessionConfigReply']>().data.attributes.value;
        expect(value.global).toMatchObject({ important_notifications: [notice], saml_redirect: true });
        expect(value.trial_end).toBe('2030-01-01T00:00:00.000Z');
        expect(value.contract_end).toBe('2030-06-01T00:00:00.000Z');
        expect(value.installation).toEqual({ hosted: true, kubernetes: false, identity_management: false });
        expect(value.help).toEqual(DEFAULT_CONSOLE_SETTINGS.help);
        const list = await get('/api/important_notifications', cookie);
        expect(list.json<Schemas['ImportantNotificationsReply']>().data.attributes.value).toEqual([notice]);
      } finally {
        await server.db.query("delete from settings where key in ('saml', 'license', 'console')");
      }
    });

    it('answers 401 to every session call without a session', async () => {
      for (const url of ['/api/users/me', '/api/token/refresh', '/api/session/expiry', '/api/session/config', '/api/important_notifications', '/api/logout']) {
        expect((await get(url)).statusCode, url).toBe(401);
      }
      expect((await server.send({ method: 'POST', url: '/api/pre_logout' })).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('notes the pre-logout and keeps the session', async () => {
      const cookie = await server.asUserWith({}, 'out1');
      expect((await server.send({ method: 'POST', url: '/api/pre_logout', cookie })).statusCode).toBe(204);
      expect((await get('/api/users/me', cookie)).statusCode).toBe(200);
      // A state change: another site cannot send it.
      expect((await server.app.inject({ method: 'POST', url: '/api/pre_logout', headers: { cookie } })).statusCode).toBe(403);
    });

    it('sends the browser to the logout URL of the settings, when there is one', async () => {
      const first = await server.asUserWith({}, 'out2');
      expect((await get('/api/logout', first)).json<Schemas['LogoutReply']>()).toEqual({ meta: {} });
      expect((await get('/api/users/me', first)).statusCode).toBe(401);

      await writeSetting(server.db, SESSION_SETTINGS_KEY, { ...DEFAULT_SESSION_SETTINGS, logout_redirect_url: 'https://idp.example.com/logout' });
      const second = await server.signIn('out2', PASSWORD);
      const reply = await get('/api/logout', second);
      expect(reply.json<Schemas['LogoutReply']>()).toEqual({ meta: { redirect_url: 'https://idp.example.com/logout' } });
      expect(reply.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect((await get('/api/users/me', second)).statusCode).toBe(401);
    });

    it('ends a tenant impersonation session and returns to the parent console', async () => {
      const first = await server.asUserWith({}, 'out3');
      const plain = await server.send({ method: 'POST', url: '/api/tenant_impersonation_logout', cookie: first });
      expect(plain.json<Schemas['LogoutReply']>()).toEqual({ meta: {} });
      expect((await get('/api/users/me', first)).statusCode).toBe(401);

      await writeSetting(server.db, SESSION_SETTINGS_KEY, { ...DEFAULT_SESSION_SETTINGS, parent_console_url: 'https://parent.example.com/' });
      const second = await server.signIn('out3', PASSWORD);
      const reply = await server.send({ method: 'POST', url: '/api/tenant_impersonation_logout', cookie: second });
      expect(reply.json<Schemas['LogoutReply']>().meta.redirect_url).toBe('https://parent.example.com/');
      expect((await get('/api/users/me', second)).statusCode).toBe(401);
    });
  });

  describe('impersonating a user', () => {
    const impersonate = (cookie: string, userId: string) => server.send({ method: 'POST', url: '/api/impersonate_login', payload: { user_id: userId }, cookie });

    it('lets an admin act as another user, with their permissions, under a new token; logout returns to the admin', async () => {
      await server.asUserWith({ Dashboard: ['View'] }, 'target1');
      const admin = await server.asAdmin();
      const reply = await impersonate(admin, await uuidOf('target1'));
      expect(reply.statusCode).toBe(200);
      const body = reply.json<Schemas['LoginReply']>();
      expect(body.meta.user_data?.user_name).toBe('target1');
      expect(body.meta.expires_in).toBeGreaterThan(3500);
      expect(body.data?.data.attributes.current_workspace.name).toBe('Global');
      const acting = sessionCookie(reply);
      expect(acting).not.toBe(admin);
      expect((await get('/api/users/me', admin)).statusCode).toBe(401);

      expect(await me(acting)).toMatchObject({ user_name: 'target1', impersonator_name: ADMIN.user_name, impersonator_source: 'internal', role_name: 'role of target1' });
      // The impersonated user's permissions decide: Settings View is not theirs.
      expect((await get('/api/settings/users?size=abc', acting)).statusCode).toBe(403);

      const back = await get('/api/impersonate_logout', acting);
      expect(back.statusCode).toBe(200);
      expect(back.json<Schemas['LoginReply']>().meta.user_data?.user_name).toBe(ADMIN.user_name);
      const own = sessionCookie(back);
      expect((await get('/api/users/me', acting)).statusCode).toBe(401);
      expect(await me(own)).toMatchObject({ user_name: ADMIN.user_name, impersonator_name: null });
      expect((await get('/api/settings/users?size=abc', own)).statusCode).toBe(400);
    });

    it('keeps the session start, so switching never extends the lifespan', async () => {
      await server.asUserWith({}, 'target2');
      const admin = await server.asAdmin();
      await age(ADMIN.user_name, 'created_at', '11 hours 30 minutes');
      const reply = await impersonate(admin, await uuidOf('target2'));
      expect(reply.json<Schemas['LoginReply']>().meta.expires_in).toBeLessThanOrEqual(1800);
      const acting = sessionCookie(reply);
      await age('target2', 'created_at', '12 hours 1 minute');
      expect((await get('/api/users/me', acting)).statusCode).toBe(401);
    });

    it('is for admins only, whatever else the role grants', async () => {
      await server.asUserWith({}, 'target3');
      const cookie = await server.asUserWith({ Settings: ['View', 'Update', 'DataScopeImpersonation'] }, 'notadmin1');
      const reply = await impersonate(cookie, await uuidOf('target3'));
      expect(reply.statusCode).toBe(403);
      expect(reply.json<Schemas['Error']>().message).toBe(ADMINS_ONLY_IMPERSONATION);
      expect((await me(cookie)).user_name).toBe('notadmin1');
      expect((await server.send({ method: 'POST', url: '/api/impersonate_login', payload: { user_id: await uuidOf('target3') } })).statusCode).toBe(401);
    });

    it('refuses bad input and changes nothing', async () => {
      const admin = await server.asAdmin();
      await server.asUserWith({}, 'disabled1');
      await server.db.query("update users set is_disabled = true where user_name = 'disabled1'");
      const cases: [unknown, number, string | undefined][] = [
        [{}, 400, undefined],
        [{ user_id: '' }, 400, undefined],
        [{ user_id: 'x', extra: 1 }, 400, undefined],
        [{ user_id: '00000000-0000-4000-8000-00000000dead' }, 404, NO_SUCH_USER],
        [{ user_id: 'not-a-uuid' }, 404, NO_SUCH_USER],
        [{ user_id: await uuidOf(ADMIN.user_name) }, 400, CANNOT_IMPERSONATE_SELF],
        [{ user_id: await uuidOf('disabled1') }, 400, USER_DISABLED],
      ];
      for (const [payload, status, message] of cases) {
        const reply = await server.send({ method: 'POST', url: '/api/impersonate_login', payload: payload as object, cookie: admin });
        expect(reply.statusCode, JSON.stringify(payload)).toBe(status);
        if (message) expect(reply.json<Schemas['Error']>().message).toBe(message);
        expect(reply.cookies).toEqual([]);
      }
      expect((await me(admin)).impersonator_name).toBeNull();
    });

    it('refuses a second impersonation before leaving the first', async () => {
      await server.asUserWith({}, 'target4');
      await server.asUserWith({}, 'target5');
      const acting = sessionCookie(await impersonate(await server.asAdmin(), await uuidOf('target4')));
      const again = await impersonate(acting, await uuidOf('target5'));
      expect(again.statusCode).toBe(409);
      expect(again.json<Schemas['Error']>().message).toBe(ALREADY_IMPERSONATING);
      expect((await me(acting)).user_name).toBe('target4');
    });

    it('ends the impersonation when the admin is disabled or no longer an admin', async () => {
      await server.asUserWith({}, 'target6');
      await server.db.query('insert into users (user_name, password_hash, role_id) values ($1, $2, $3)', ['admin2', await hashPassword(PASSWORD), ADMIN_ROLE_ID]);
      const acting = sessionCookie(await impersonate(await server.signIn('admin2', PASSWORD), await uuidOf('target6')));
      expect((await get('/api/users/me', acting)).statusCode).toBe(200);
      await server.db.query("update users set role_id = null where user_name = 'admin2'");
      expect((await get('/api/users/me', acting)).statusCode).toBe(401);
    });

    it('needs the console header for the GET logout', async () => {
      const cookie = await server.asUserWith({}, 'csrf1');
      expect((await server.app.inject({ method: 'GET', url: '/api/impersonate_logout', headers: { cookie } })).statusCode).toBe(403);
      expect((await get('/api/users/me', cookie)).statusCode).toBe(200);
    });
  });

  describe('connecting as a data scope', () => {
    let europe: string;
    beforeAll(async () => {
      const [row] = await server.db.query<{ uuid: string }>(
        "insert into data_scopes (name, is_fields_restricted, is_tags_restricted) values ('Europe', true, true) returning uuid",
      );
      europe = row?.uuid ?? '';
    });
    const connect = (cookie: string, payload: object) => server.send({ method: 'POST', url: '/api/data_scope_impersonation_login', payload, cookie });

    it('lists the scopes to connect as, and the main scope, to those with the permission', async () => {
      const denied = await server.asUserWith({ Settings: ['View'] }, 'scope0');
      expect((await get('/api/data_scope_impersonation_options', denied)).statusCode).toBe(403);
      const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'scope1');
      const options = (await get('/api/data_scope_impersonation_options', cookie)).json<Schemas['DataScopeOptionsReply']>().data.attributes;
      expect(options.main_scope).toMatchObject({ name: 'Global (Unrestricted)', type: 'global' });
      expect(options.scopes).toEqual([{ uuid: europe, name: 'Europe', type: 'custom' }]);
    });

    it('connects under a new token, keeps the own permissions, and disconnects', async () => {
      const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'scope2');
      const reply = await connect(cookie, { data_scope_id: europe, origin: 'User login profile' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['LoginReply']>().meta.user_data?.user_name).toBe('scope2');
      const connected = sessionCookie(reply);
      expect((await get('/api/users/me', cookie)).statusCode).toBe(401);
      expect(await me(connected)).toMatchObject({
        data_scope: { uuid: europe, is_tags_restricted: true },
        is_fields_restricted: true,
        connected_data_scope: { uuid: europe, name: 'Europe' },
        permissions: { Settings: ['DataScopeImpersonation'] },
      });

      const out = await get('/api/data_scope_impersonation_logout', connected);
      expect(out.statusCode).toBe(200);
      const own = sessionCookie(out);
      expect((await get('/api/users/me', connected)).statusCode).toBe(401);
      expect(await me(own)).toMatchObject({ data_scope: null, is_fields_restricted: false, connected_data_scope: null });
    });

    it('disconnects when connecting as the main scope', async () => {
      const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'scope3');
      const connected = sessionCookie(await connect(cookie, { data_scope_id: europe }));
      const [global] = await server.db.query<{ uuid: string }>("select uuid from data_scopes where type = 'global'");
      const back = sessionCookie(await connect(connected, { data_scope_id: global?.uuid ?? '' }));
      expect((await me(back)).connected_data_scope).toBeNull();
    });

    it('refuses users without the permission, unknown scopes and bad input', async () => {
      const denied = await server.asUserWith({ Settings: ['View'] }, 'scope4');
      expect((await connect(denied, { data_scope_id: europe })).statusCode).toBe(403);
      const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'scope5');
      const unknown = await connect(cookie, { data_scope_id: '00000000-0000-4000-8000-00000000dead' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<Schemas['Error']>().message).toBe(NO_SUCH_DATA_SCOPE);
      expect((await connect(cookie, { data_scope_id: 'nope' })).statusCode).toBe(404);
      expect((await connect(cookie, {})).statusCode).toBe(400);
      expect((await connect(cookie, { data_scope_id: europe, origin: 'x'.repeat(101) })).statusCode).toBe(400);
      expect((await me(cookie)).connected_data_scope).toBeNull();
    });

    it('is left for the own account when the admin stops impersonating', async () => {
      await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'scope6');
      const acting = sessionCookie(await server.send({ method: 'POST', url: '/api/impersonate_login', payload: { user_id: await uuidOf('scope6') }, cookie: await server.asAdmin() }));
      const connected = sessionCookie(await connect(acting, { data_scope_id: europe }));
      expect(await me(connected)).toMatchObject({ user_name: 'scope6', impersonator_name: ADMIN.user_name, connected_data_scope: { name: 'Europe' } });
      const own = sessionCookie(await get('/api/impersonate_logout', connected));
      expect(await me(own)).toMatchObject({ user_name: ADMIN.user_name, impersonator_name: null, connected_data_scope: null });
    });
  });

  describe('connecting as a tenant', () => {
    let acme: string;
    beforeAll(async () => {
      acme = (await server.db.query<{ id: string }>("insert into tenants (name) values ('Acme') returning id"))[0]?.id ?? '';
    });
    const connect = (cookie: string, payload: object) => server.send({ method: 'POST', url: '/api/connect_as_tenant_login', payload, cookie });

    it('connects under a new token and disconnects', async () => {
      const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'tenant1');
      const reply = await connect(cookie, { tenant_id: acme });
      expect(reply.statusCode).toBe(200);
      const connected = sessionCookie(reply);
      expect((await get('/api/users/me', cookie)).statusCode).toBe(401);
      expect((await me(connected)).connected_tenant).toEqual({ id: acme, name: 'Acme' });
      const out = await get('/api/connect_as_tenant_logout', connected);
      expect(out.statusCode).toBe(200);
      expect((await me(sessionCookie(out))).connected_tenant).toBeNull();
    });

    it('refuses users without the permission, unknown tenants and bad input', async () => {
      const denied = await server.asUserWith({ Dashboard: ['View'] }, 'tenant2');
      expect((await connect(denied, { tenant_id: acme })).statusCode).toBe(403);
      const cookie = await server.asUserWith({ Settings: ['DataScopeImpersonation'] }, 'tenant3');
      const unknown = await connect(cookie, { tenant_id: '00000000-0000-4000-8000-00000000dead' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<Schemas['Error']>().message).toBe(NO_SUCH_TENANT);
      expect((await connect(cookie, { tenant_id: '' })).statusCode).toBe(400);
      expect((await me(cookie)).connected_tenant).toBeNull();
    });

    it('changes only the token when leaving a connection that was not made', async () => {
      const cookie = await server.asUserWith({}, 'tenant4');
      const out = await get('/api/connect_as_tenant_logout', cookie);
      expect(out.statusCode).toBe(200);
      expect(await me(sessionCookie(out))).toMatchObject({ user_name: 'tenant4', connected_tenant: null });
    });
  });
});

describe('the session cookie behind a TLS terminator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    await server.asAdmin();
  });
  afterAll(() => server.close());

  const tls = { 'x-forwarded-proto': 'https' };
  const login = (headers: Record<string, string>) =>
    server.send({ method: 'POST', url: '/api/login', payload: { user_name: ADMIN.user_name, password: ADMIN.password }, headers });
  const cookieOf = (reply: LightMyRequestResponse, name: string) => reply.cookies.find((c) => c.name === name);

  it('is a __Host- cookie over TLS: Secure, Path=/, no Domain', async () => {
    const reply = await login(tls);
    const cookie = cookieOf(reply, SECURE_SESSION_COOKIE);
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(cookieOf(reply, SESSION_COOKIE)).toBeUndefined();

    const value = cookie?.value ?? '';
    expect((await server.send({ method: 'GET', url: '/api/users/me', headers: { ...tls, cookie: `${SECURE_SESSION_COOKIE}=${value}` } })).statusCode).toBe(200);
    // Over TLS the plain name is not read: a cookie planted by another site of the domain gives no session.
    expect((await server.send({ method: 'GET', url: '/api/users/me', headers: { ...tls, cookie: `${SESSION_COOKIE}=${value}` } })).statusCode).toBe(401);

    const out = await server.send({ method: 'GET', url: '/api/logout', headers: { ...tls, cookie: `${SECURE_SESSION_COOKIE}=${value}` } });
    expect(cookieOf(out, SECURE_SESSION_COOKIE)).toMatchObject({ value: '', secure: true, path: '/' });
  });

  it('is the plain cookie over HTTP', async () => {
    const reply = await login({});
    expect(cookieOf(reply, SESSION_COOKIE)?.secure).toBeFalsy();
    expect(cookieOf(reply, SECURE_SESSION_COOKIE)).toBeUndefined();
    expect((await server.send({ method: 'GET', url: '/api/users/me', cookie: sessionCookie(reply) })).statusCode).toBe(200);
  });

  it('takes the client address from the trusted proxy', async () => {
    // Lockout counts by address: failures forwarded for one client do not lock another.
    const fail = (ip: string, name: string) =>
      server.send({ method: 'POST', url: '/api/login', payload: { user_name: name, password: 'wrong' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 20; i += 1) await fail('203.0.113.7', `ghost${i}`);
    expect((await fail('203.0.113.7', 'ghost')).json<Schemas['Error']>().protection).toBe('ip');
    expect((await login({ 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
  });
});

describe('without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.asAdmin();
  });
  afterAll(() => server.close());

  it('ignores a forwarded protocol', async () => {
    const reply = await server.send({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: ADMIN.user_name, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(reply.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE]);
  });
});
