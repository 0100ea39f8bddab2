import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { hashPassword } from '../auth/passwords.js';
import { TWO_FACTOR_KEY } from '../auth/twoFactor.js';
import { DATA_SCOPES_SETTINGS_KEY, DEFAULT_DATA_SCOPES_SETTINGS } from '../settings/dataScopes.js';
import { writeSetting } from '../settings/store.js';
import { DEFAULT_LDAP, LDAP_KEY, LOGIN_KEY } from '../sso/settings.js';
import { issueCertificate, type KeyAndCertificate } from '../testing/certs.js';
import { sessionCookie, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { SUFFIX, ldapDomain, maySkipLdap, slapdInstalled, startSlapd, type Slapd } from '../testing/slapd.js';

const OWNER_RO_ROLE_ID = '00000000-0000-4000-a000-000000000003';

if (!slapdInstalled() && !maySkipLdap()) {
  throw new Error('slapd is not installed: `npm test` installs it (scripts/lib.mjs ensureSlapd); on CI the LDAP tests must run.');
}
if (!slapdInstalled()) console.warn('LDAP login tests skipped: slapd is not installed (apt-get install slapd ldap-utils, or run npm test).');

describe.skipIf(!slapdInstalled())('LDAP login (against a real slapd)', () => {
  let server: TestServer;
  let slapd: Slapd;
  let directoryCa: KeyAndCertificate;

  const ldapLogin = (payload: object, remoteAddress = '10.2.0.1') => server.send({ method: 'POST', url: '/api/login/ldap', payload, remoteAddress });
  const failureCount = async () => (await server.db.query('select 1 from login_failures')).length;
  const userCount = async () => (await server.db.query('select 1 from users')).length;

  beforeAll(async () => {
    directoryCa = issueCertificate({ commonName: 'Directory CA', ca: true });
    const tls = issueCertificate({ commonName: '127.0.0.1', ip: '127.0.0.1', issuer: directoryCa });
    [server, slapd] = await Promise.all([
      startTestServer(),
      startSlapd([
        { uid: 'jdoe', password: 'jdoe-Pass-1', givenName: 'John', sn: 'Doe', mail: 'jdoe@vigil.test' },
        { uid: 'asmith', password: 'asmith-Pass-1', givenName: 'Ann', sn: 'Smith' },
        { uid: 'mlocked', password: 'mlocked-Pass-1', givenName: 'Max', sn: 'Locked' },
        { uid: 'rjones', password: 'rjones-Pass-1', givenName: 'Rita', sn: 'Jones' },
        { uid: 'kwong', password: 'kwong-Pass-1', givenName: 'Kim', sn: 'Wong' },
      ], tls),
    ]);
    await writeSetting(server.db, LDAP_KEY, {
      ...DEFAULT_LDAP,
      enabled: true,
      default_domain: 'CORP',
      domains: [
        ldapDomain(slapd.url, { domain_controllers: [{ dc_name: 'dc2', url: slapd.url }] }),
        // Nothing listens on port 1: the directory is down.
        ldapDomain('ldap://127.0.0.1:1', { domain_display_name: 'DOWN' }),
        ...(slapd.ldapsUrl
          ? [
              ldapDomain(slapd.ldapsUrl, { domain_display_name: 'LDAPS', tls: { start_tls: false, reject_unauthorized: true, ca_pem: directoryCa.certificatePem } }),
              ldapDomain(slapd.ldapsUrl, { domain_display_name: 'LDAPS-UNTRUSTED' }),
              ldapDomain(slapd.url, { domain_display_name: 'STARTTLS', tls: { start_tls: true, reject_unauthorized: true, ca_pem: directoryCa.certificatePem } }),
            ]
          : []),
      ],
    });
  });

  afterAll(async () => {
    await server.close();
    await slapd.stop();
  });

  it('signs a directory user in, creating the local user from the directory with the default role', async () => {
    const reply = await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Schemas['LoginReply']>().meta.user_data).toMatchObject({ user_name: 'jdoe', source: 'ldap' });
    const me = await server.send({ method: 'GET', url: '/api/users/me', cookie: sessionCookie(reply) });
    expect(me.json<Schemas['CurrentUserReply']>().data.attributes.value).toMatchObject({
      user_name: 'jdoe',
      source: 'ldap',
      first_name: 'John',
      last_name: 'Doe',
      email: 'jdoe@vigil.test',
      role_name: 'IT',
    });
    const [row] = await server.db.query<{ password_hash: string | null; external_id: string }>(
      "select password_hash, external_id from users where user_name = 'jdoe'",
    );
    expect(row).toEqual({ password_hash: null, external_id: `CORP|uid=jdoe,ou=people,${SUFFIX}` });
  });

  it('goes through the e-mail second factor when it is on', async () => {
    await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: true });
    try {
      const reply = await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP' });
      expect(reply.json<Schemas['LoginReply']>().meta).toEqual({ request_2fa_code: true, user_email: 'jdoe@vigil.test' });
      expect(reply.cookies.find((c) => c.name === 'vigil_session')).toBeUndefined();
    } finally {
      await writeSetting(server.db, TWO_FACTOR_KEY, { enabled: false });
    }
  });

  it('refreshes names and e-mail from the directory at each login, and keeps the role an administrator set', async () => {
    await server.db.query(`update users set first_name = 'Stale', email = null, role_id = $1 where user_name = 'jdoe'`, [OWNER_RO_ROLE_ID]);
    const reply = await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP' });
    expect(reply.statusCode).toBe(200);
    const [row] = await server.db.query<{ first_name: string; email: string; role_id: string; count: number }>(
      "select first_name, email, role_id, (select count(*)::int from users where source = 'ldap') as count from users where user_name = 'jdoe'",
    );
    expect(row).toEqual({ first_name: 'John', email: 'jdoe@vigil.test', role_id: OWNER_RO_ROLE_ID, count: 1 });
  });

  it('creates a directory user in the default data scope of the data scope settings', async () => {
    const [scope] = await server.db.query<{ uuid: string }>("insert into data_scopes (name) values ('Directory users') returning uuid");
    await writeSetting(server.db, DATA_SCOPES_SETTINGS_KEY, { default_data_scope_id: scope?.uuid ?? null, allow_connect_as: true });
    try {
      expect((await ldapLogin({ user_name: 'kwong', password: 'kwong-Pass-1', domain: 'CORP' })).statusCode).toBe(200);
      const [row] = await server.db.query<{ data_scope_id: string | null }>("select data_scope_id from users where user_name = 'kwong'");
      expect(row?.data_scope_id).toBe(scope?.uuid);
    } finally {
      await writeSetting(server.db, DATA_SCOPES_SETTINGS_KEY, DEFAULT_DATA_SCOPES_SETTINGS);
    }
  });

  it('uses a named domain controller', async () => {
    expect((await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP', dc_name: 'dc2' })).statusCode).toBe(200);
  });

  it('speaks TLS to the directory (ldaps:// or StartTLS), checking its certificate against the configured CA', async () => {
    // Each domain its own user: one name cannot belong to the users of two domains.
    expect((await ldapLogin({ user_name: 'asmith', password: 'asmith-Pass-1', domain: 'LDAPS' })).statusCode).toBe(200);
    expect((await ldapLogin({ user_name: 'mlocked', password: 'mlocked-Pass-1', domain: 'STARTTLS' })).statusCode).toBe(200);
    // A certificate from an unknown CA: the directory is not trusted, so it is not asked.
    expect((await ldapLogin({ user_name: 'asmith', password: 'asmith-Pass-1', domain: 'LDAPS-UNTRUSTED' })).statusCode).toBe(503);
  });

  it('answers a wrong password, an unknown user, an unknown domain or domain controller the same way', async () => {
    const replies = [
      await ldapLogin({ user_name: 'asmith', password: 'wrong', domain: 'CORP' }),
      await ldapLogin({ user_name: 'nobody', password: 'whatever', domain: 'CORP' }),
      await ldapLogin({ user_name: 'asmith', password: 'asmith-Pass-1', domain: 'ELSEWHERE' }),
      await ldapLogin({ user_name: 'asmith', password: 'asmith-Pass-1', domain: 'CORP', dc_name: 'dc9' }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json<Schemas['Error']>()).toEqual({ status: 401, message: 'Login failed.' });
      expect(reply.cookies).toEqual([]);
    }
    expect((await server.db.query("select 1 from users where user_name = 'nobody'")).length).toBe(0);
  });

  it('escapes the user name in the search filter, so a wildcard matches nobody', async () => {
    // Unescaped, (uid=rj*) would find rjones and the bind with his password would succeed.
    const reply = await ldapLogin({ user_name: 'rj*', password: 'rjones-Pass-1', domain: 'CORP' });
    expect(reply.statusCode).toBe(401);
  });

  it('counts failures towards the lockout, like password login', async () => {
    for (let i = 0; i < 5; i += 1) expect((await ldapLogin({ user_name: 'mlocked', password: 'wrong', domain: 'CORP' }, '10.2.0.9')).statusCode).toBe(401);
    const locked = await ldapLogin({ user_name: 'mlocked', password: 'mlocked-Pass-1', domain: 'CORP' }, '10.2.0.10');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<Schemas['Error']>()).toMatchObject({ title: 'Too Many Login Attempts', protection: 'account', minutes: 15 });
    expect(locked.cookies).toEqual([]);
  });

  it("asks for the domain with the console's text, changing nothing", async () => {
    const [failures, users] = [await failureCount(), await userCount()];
    for (const payload of [
      { user_name: 'rjones', password: 'rjones-Pass-1' },
      { user_name: 'rjones', password: 'rjones-Pass-1', domain: '  ' },
    ]) {
      const reply = await ldapLogin(payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<Schemas['Error']>()).toEqual({ status: 400, message: 'Please enter domain' });
    }
    const empty = await ldapLogin({ user_name: 'rjones', password: '', domain: 'CORP' });
    expect(empty.statusCode).toBe(400);
    const extra = await ldapLogin({ user_name: 'rjones', password: 'rjones-Pass-1', domain: 'CORP', role: 'Admin' });
    expect(extra.statusCode).toBe(400);
    expect([await failureCount(), await userCount()]).toEqual([failures, users]);
  });

  it('says the directory cannot be reached, without counting it against the user', async () => {
    const failures = await failureCount();
    const reply = await ldapLogin({ user_name: 'rjones', password: 'rjones-Pass-1', domain: 'DOWN' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json<Schemas['Error']>().message).toMatch(/cannot be reached/);
    expect(await failureCount()).toBe(failures);
  });

  it('never signs a directory user in to a local account of the same name', async () => {
    await server.db.query("insert into users (user_name, password_hash) values ('rjones', $1)", [await hashPassword('Local-pass-1')]);
    const reply = await ldapLogin({ user_name: 'rjones', password: 'rjones-Pass-1', domain: 'CORP' });
    expect(reply.statusCode).toBe(401);
    const rows = await server.db.query<{ source: string }>("select source from users where user_name = 'rjones'");
    expect(rows).toEqual([{ source: 'internal' }]);
  });

  it('refuses a disabled user', async () => {
    await server.db.query("update users set is_disabled = true where user_name = 'jdoe'");
    expect((await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP' })).statusCode).toBe(401);
    await server.db.query("update users set is_disabled = false where user_name = 'jdoe'");
  });

  it('keeps the session only for the browser session when remember-me is turned off', async () => {
    const remembered = await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP', remember_me: true });
    expect(remembered.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeGreaterThan(0);
    await writeSetting(server.db, LOGIN_KEY, { disable_remember_me: true });
    const notRemembered = await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP', remember_me: true });
    expect(notRemembered.statusCode).toBe(200);
    expect(notRemembered.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeUndefined();
    await writeSetting(server.db, LOGIN_KEY, {});
  });

  it('refuses everyone while LDAP login is off', async () => {
    await server.db.query("update settings set value = value || '{\"enabled\": false}' where key = $1", [LDAP_KEY]);
    expect((await ldapLogin({ user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP' })).statusCode).toBe(401);
    await server.db.query("update settings set value = value || '{\"enabled\": true}' where key = $1", [LDAP_KEY]);
  });
});
