import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSpec } from '../openapi/index.js';
import { compileSchemaChecker } from '../openapi/validation.js';
import { readSetting } from '../settings/store.js';
import { DEFAULT_LOCKOUT } from '../auth/lockout.js';
import { DEFAULT_TWO_FACTOR } from '../auth/twoFactor.js';
import { DEFAULT_SESSION_SETTINGS } from '../auth/sessionSettings.js';
import { DEFAULT_PASSWORD_POLICY } from '../auth/passwordPolicy.js';
import { DEFAULT_SMTP } from '../mail/sendMail.js';
import { DEFAULT_LDAP, DEFAULT_SAML, type LdapDomain } from '../sso/settings.js';
import { issueCertificate } from '../testing/certs.js';
import { ADMIN, addUser, mailsTo, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { SECRET_MASK } from './settingsSections.js';

const KEYS = [
  'password_policy',
  'lockout',
  'two_factor',
  'session',
  'reset_tokens',
  'eula',
  'password_expiry',
  'smtp',
  'ldap',
  'smartcard',
  'saml',
  'login',
  'license',
  'getting_started',
  'console',
  'environment',
  'roles',
  'data_scopes',
];

const url = (key: string) => `/api/settings/sections/${key}`;

const DOMAIN: LdapDomain = {
  domain_display_name: 'corp',
  url: 'ldaps://dc1.corp.example:636',
  base_dn: 'dc=corp,dc=example',
  bind_dn: 'cn=search,dc=corp,dc=example',
  bind_password: 'bind-secret',
  user_filter: '(sAMAccountName={username})',
  default_role_id: null,
  tls: { start_tls: false, reject_unauthorized: true, ca_pem: null },
};

const IDP = {
  idp_name: 'Okta',
  idp_unique_name: 'okta',
  entry_point: 'https://idp.example/sso',
  idp_cert: issueCertificate({ commonName: 'idp.example' }).certificatePem,
  issuer: null,
  legacy: false,
};

describe('settings sections', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
  });
  afterAll(() => server.close());

  const read = async (key: string, cookie = admin) => {
    const reply = await server.send({ method: 'GET', url: url(key), cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['SettingsSectionReply']>().data.attributes.value;
  };
  const put = (key: string, payload: object, cookie = admin) => server.send({ method: 'PUT', url: url(key), payload, cookie });
  const stored = (key: string) => readSetting(server.db, key, {});

  it('lists every section with a description', async () => {
    const reply = await server.send({ method: 'GET', url: '/api/settings/sections', cookie: admin });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json<Schemas['SettingsSectionList']>();
    expect(data.map((section) => section.key)).toEqual(KEYS);
    expect(data.every((section) => section.description.length > 10)).toBe(true);
  });

  it('reads every section as its defaults until one is stored, and the defaults fit their schemas', async () => {
    const checkSchema = compileSchemaChecker(loadSpec());
    for (const key of KEYS) {
      const value = await read(key);
      expect(checkSchema(`/components/schemas/SettingsSectionValues/properties/${key}`, value, 'body'), key).toEqual([]);
    }
    expect(await read('lockout')).toEqual(DEFAULT_LOCKOUT);
    expect(await read('session')).toEqual(DEFAULT_SESSION_SETTINGS);
    expect(await read('getting_started')).toEqual({ settings: { interactive: true, autoOpen: true }, completed: {} });
  });

  it('fills in defaults under a partial stored section, nested ones too', async () => {
    await server.db.query(`insert into settings (key, value) values ('session', $1)`, [JSON.stringify({ session_lifetime_settings: { lifespan: 8 } })]);
    expect(await read('session')).toEqual({
      ...DEFAULT_SESSION_SETTINGS,
      session_lifetime_settings: { ...DEFAULT_SESSION_SETTINGS.session_lifetime_settings, lifespan: 8 },
    });
  });

  it('replaces a section, which others with Settings.View then read', async () => {
    const value = { ...DEFAULT_TWO_FACTOR, code_ttl_minutes: 10, max_attempts: 3 };
    const reply = await put('two_factor', value);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Schemas['SettingsSectionReply']>().data.attributes.value).toEqual(value);
    expect(await read('two_factor', await server.asUserWith({ Settings: ['View'] }))).toEqual(value);
    expect(await stored('two_factor')).toEqual(value);
    await put('two_factor', DEFAULT_TWO_FACTOR);
  });

  it("lists each section's schema with its refs inlined, which the server checks writes with, and its defaults", async () => {
    const reply = await server.send({ method: 'GET', url: '/api/settings/sections', cookie: admin });
    const { data } = reply.json<Schemas['SettingsSectionList']>();
    for (const { key, schema, defaults } of data) {
      expect(JSON.stringify(schema), key).not.toContain('$ref');
      // A section nothing was stored for reads as the listed defaults.
      if (Object.keys(await stored(key)).length === 0) expect(await read(key), key).toEqual(defaults);
    }
    const ldap = data.find((section) => section.key === 'ldap')?.schema as { properties: { domains: { items: { properties: { url: { pattern: string } } } } } };
    expect(ldap.properties.domains.items.properties.url.pattern).toBe('^ldaps?://[^/?#\\s]+');
    const lockout = data.find((section) => section.key === 'lockout');
    expect(lockout?.schema).toMatchObject({ required: ['window_minutes', 'account_limit', 'ip_limit', 'lock_minutes'], properties: { window_minutes: { type: 'integer', minimum: 1 } } });
  });

  const auditOf = (action: string, key: string) =>
    server.db.query<{ actor_name: string; details: { changed?: string[] } }>(
      `select actor_name, details from audit_log where action = $1 and target_type = 'settings_section' and target_id = $2 order by id`,
      [action, key],
    );

  it('records the changed field paths of a write in the audit log, never a secret', async () => {
    const smtp = { ...DEFAULT_SMTP, host: 'audit.example', password: 'audit-secret' };
    expect((await put('smtp', smtp)).statusCode).toBe(200);
    expect((await put('smtp', { ...smtp, port: 2526, password: SECRET_MASK })).statusCode).toBe(200);
    const entries = await auditOf('settings.updated', 'smtp');
    expect(entries.at(-2)?.details.changed).toEqual(['host', 'password']);
    expect(entries.at(-1)).toMatchObject({ actor_name: 'admin', details: { changed: ['port'] } });
    expect(JSON.stringify(entries)).not.toContain('audit-secret');
    await put('smtp', DEFAULT_SMTP);
  });

  it('resets a section to its defaults (DELETE), dropping its secrets, and records it', async () => {
    expect((await put('lockout', { ...DEFAULT_LOCKOUT, account_limit: 3 })).statusCode).toBe(200);
    const reply = await server.send({ method: 'DELETE', url: url('lockout'), cookie: admin });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Schemas['SettingsSectionReply']>().data.attributes.value).toEqual(DEFAULT_LOCKOUT);
    expect(await read('lockout')).toEqual(DEFAULT_LOCKOUT);
    expect(await auditOf('settings.reset', 'lockout')).toHaveLength(1);

    await put('smtp', { ...DEFAULT_SMTP, host: 'reset.example', password: 'reset-secret' });
    await server.send({ method: 'DELETE', url: url('smtp'), cookie: admin });
    expect(await stored('smtp')).toEqual({});
    expect(await read('smtp')).toEqual(DEFAULT_SMTP);
  });

  it('resets only with Settings.Update, and answers 404 for an unknown section', async () => {
    await put('reset_tokens', { ttl_hours: 5 });
    const viewer = await server.asUserWith({ Settings: ['View'] });
    expect((await server.send({ method: 'DELETE', url: url('reset_tokens'), cookie: viewer })).statusCode).toBe(403);
    expect(await read('reset_tokens')).toEqual({ ttl_hours: 5 });
    expect((await server.send({ method: 'DELETE', url: url('nope'), cookie: admin })).statusCode).toBe(404);
    await server.send({ method: 'DELETE', url: url('reset_tokens'), cookie: admin });
  });

  it('answers 404 for an unknown section', async () => {
    for (const key of ['nope', 'constructor', '__proto__']) {
      expect((await server.send({ method: 'GET', url: url(key), cookie: admin })).statusCode).toBe(404);
      expect((await put(key, {})).statusCode).toBe(404);
    }
  });

  describe('secrets', () => {
    it('never returns the SMTP password and keeps it when a write leaves it out or sends the mask', async () => {
      const smtp = { ...DEFAULT_SMTP, host: 'smtp.example', user: 'vigil', password: 'smtp-secret' };
      const saved = await put('smtp', smtp);
      expect(saved.body).not.toContain('smtp-secret');
      expect(saved.json<Schemas['SettingsSectionReply']>().data.attributes.value).toEqual({ ...smtp, password: SECRET_MASK });
      expect(await read('smtp')).toEqual({ ...smtp, password: SECRET_MASK });

      const withoutPassword: Partial<typeof smtp> = { ...smtp, port: 2525 };
      delete withoutPassword.password;
      expect((await put('smtp', withoutPassword)).statusCode).toBe(200);
      expect(await stored('smtp')).toEqual({ ...smtp, port: 2525 });
      expect((await put('smtp', { ...smtp, password: SECRET_MASK })).statusCode).toBe(200);
      expect(await stored('smtp')).toMatchObject({ password: 'smtp-secret' });

      expect((await put('smtp', { ...smtp, password: 'new-secret' })).statusCode).toBe(200);
      expect(await stored('smtp')).toMatchObject({ password: 'new-secret' });
      expect((await put('smtp', { ...smtp, password: '' })).statusCode).toBe(200);
      expect(await read('smtp')).toMatchObject({ password: '' });
      await put('smtp', DEFAULT_SMTP);
    });

    it("keeps each LDAP domain's bind password by domain name", async () => {
      const other = { ...DOMAIN, domain_display_name: 'lab', url: 'ldap://lab.example', bind_password: 'lab-secret' };
      const saved = await put('ldap', { enabled: true, domains: [DOMAIN, other], default_domain: 'corp' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toMatch(/bind-secret|lab-secret/);
      const read1 = (await read('ldap')) as Schemas['LdapSection'];
      expect(read1.domains.map((domain) => domain.bind_password)).toEqual([SECRET_MASK, SECRET_MASK]);

      // The console sends back what it read; a renamed domain has no stored password to keep.
      const renamed = { ...read1, domains: [read1.domains[0], { ...read1.domains[1], domain_display_name: 'lab2' }] };
      expect((await put('ldap', renamed)).statusCode).toBe(200);
      const after = await stored('ldap');
      expect((after as Schemas['LdapSection']).domains.map((domain) => domain.bind_password)).toEqual(['bind-secret', '']);
      await put('ldap', DEFAULT_LDAP);
    });
  });

  describe('bad values', () => {
    const rejects = async (key: string, payload: object, field: string) => {
      const before = await stored(key);
      const reply = await put(key, payload);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json<Schemas['Error']>().details?.map((detail) => detail.field)).toContain(field);
      expect(await stored(key)).toEqual(before);
    };

    it('are refused by the section schema, changing nothing', async () => {
      await put('lockout', { ...DEFAULT_LOCKOUT, account_limit: 7 });
      await rejects('lockout', { ...DEFAULT_LOCKOUT, account_limit: -1 }, 'body/account_limit');
      await rejects('lockout', { ...DEFAULT_LOCKOUT, window_minutes: 'five' }, 'body/window_minutes');
      await rejects('session', { ...DEFAULT_SESSION_SETTINGS, timeout: 0 }, 'body/timeout');
      await rejects('session', { ...DEFAULT_SESSION_SETTINGS, logout_redirect_url: 'javascript:alert(1)' }, 'body/logout_redirect_url');
      await rejects('ldap', { enabled: true, domains: [{ ...DOMAIN, url: 'not a url' }], default_domain: null }, 'body/domains/0/url');
      await rejects('ldap', { enabled: true, domains: [{ ...DOMAIN, url: 'https://dc1.example' }], default_domain: null }, 'body/domains/0/url');
      await rejects('password_policy', { ...DEFAULT_PASSWORD_POLICY, password_length: -3 }, 'body/password_length');
      await rejects('smtp', { ...DEFAULT_SMTP, port: 70000 }, 'body/port');
      // Every field is required, and no other is taken: a lockout body is not a second-factor section.
      await rejects('two_factor', { enabled: true }, 'body/code_ttl_minutes');
      await rejects('two_factor', { ...DEFAULT_TWO_FACTOR, account_limit: 3 }, 'body/account_limit');
      await rejects('two_factor', DEFAULT_LOCKOUT, 'body/enabled');
      expect(await read('lockout')).toMatchObject({ account_limit: 7 });
    });

    it('are refused by the checks a schema cannot make: certificates, unique names, roles', async () => {
      const saml = { ...DEFAULT_SAML, enabled: true, idps: [IDP] };
      await rejects('saml', { ...saml, idps: [{ ...IDP, idp_cert: 'not a certificate' }] }, 'body/idps/0/idp_cert');
      // A certificate with bytes cut out of it looks like a PEM but is none.
      const garbled = IDP.idp_cert.replace(/(-----BEGIN CERTIFICATE-----\r?\n)[A-Za-z0-9+/]{20}/, '$1');
      expect(garbled).not.toBe(IDP.idp_cert);
      await rejects('saml', { ...saml, idps: [{ ...IDP, idp_cert: garbled }] }, 'body/idps/0/idp_cert');
      await rejects('saml', { ...saml, idps: [IDP, IDP] }, 'body/idps/1');
      await rejects('saml', { ...saml, auto_redirect_idp: 'azure' }, 'body/auto_redirect_idp');
      await rejects('saml', { ...saml, default_role_id: '00000000-0000-4000-8000-000000000000' }, 'body/default_role_id');
      await rejects('ldap', { enabled: true, domains: [DOMAIN], default_domain: 'other' }, 'body/default_domain');
      await rejects('ldap', { enabled: true, domains: [{ ...DOMAIN, tls: { ...DOMAIN.tls, ca_pem: 'junk' } }], default_domain: null }, 'body/domains/0/tls/ca_pem');
      await rejects('smartcard', { ...(await read('smartcard')), ca_pems: ['junk'] }, 'body/ca_pems/0');
      await rejects('getting_started', { settings: { interactive: true, autoOpen: false }, completed: { fly: new Date().toISOString() } }, 'body/completed/fly');

      const [role] = await server.db.query<{ uuid: string }>(`select uuid from roles limit 1`);
      const good = await put('saml', { ...saml, auto_redirect_idp: 'okta', default_role_id: role?.uuid ?? null });
      expect(good.statusCode, good.body).toBe(200);
      expect(await stored('saml')).toMatchObject({ enabled: true, idps: [IDP] });
      await put('saml', DEFAULT_SAML);
    });
  });

  describe('access', () => {
    it('needs a session, Settings.View to read and Settings.Update to write', async () => {
      expect((await server.send({ method: 'GET', url: '/api/settings/sections' })).statusCode).toBe(401);
      expect((await server.send({ method: 'GET', url: url('lockout') })).statusCode).toBe(401);
      expect((await server.send({ method: 'PUT', url: url('lockout'), payload: DEFAULT_LOCKOUT })).statusCode).toBe(401);

      const dashboards = await server.asUserWith({ Dashboard: ['View'] });
      expect((await server.send({ method: 'GET', url: '/api/settings/sections', cookie: dashboards })).statusCode).toBe(403);
      expect((await server.send({ method: 'GET', url: url('lockout'), cookie: dashboards })).statusCode).toBe(403);

      const viewer = await server.asUserWith({ Settings: ['View'] });
      const before = await stored('lockout');
      expect((await put('lockout', { ...DEFAULT_LOCKOUT, lock_minutes: 1 }, viewer)).statusCode).toBe(403);
      expect(await stored('lockout')).toEqual(before);

      const updater = await server.asUserWith({ Settings: ['View', 'Update'] });
      expect((await put('lockout', { ...DEFAULT_LOCKOUT, lock_minutes: 20 }, updater)).statusCode).toBe(200);
      expect(await read('lockout')).toMatchObject({ lock_minutes: 20 });
    });
  });

  describe('take effect at once', () => {
    const PASSWORD = 'Effect-pass-1';
    const login = (userName: string, password = PASSWORD) => server.send({ method: 'POST', url: '/api/login', payload: { user_name: userName, password } });

    it('turning the second factor on makes the next password login ask for the e-mailed code', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await addUser(server.db, { userName: 'mfa', password: PASSWORD, email: 'mfa@example.com' });
      expect((await login('mfa')).statusCode).toBe(200);

      expect((await put('two_factor', { ...DEFAULT_TWO_FACTOR, enabled: true })).statusCode).toBe(200);
      const reply = await login('mfa');
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['LoginReply']>().meta.request_2fa_code).toBe(true);
      expect(reply.cookies.some((cookie) => cookie.name === 'vigil_session')).toBe(false);
      await server.send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: { user_name: 'mfa' } });
      expect((await mailsTo(server, 'mfa@example.com'))[0]?.text).toMatch(/code is \d{6}\./);

      // The admin's live session goes on.
      expect((await put('two_factor', DEFAULT_TWO_FACTOR)).statusCode).toBe(200);
    });

    it('changing the lockout limits changes when the lock hits', async () => {
      await put('lockout', DEFAULT_LOCKOUT);
      await addUser(server.db, { userName: 'lenient', password: PASSWORD });
      for (let i = 0; i < 2; i++) expect((await login('lenient', 'wrong')).statusCode).toBe(401);
      expect((await login('lenient')).statusCode).toBe(200);

      expect((await put('lockout', { ...DEFAULT_LOCKOUT, account_limit: 2, ip_limit: 1000 })).statusCode).toBe(200);
      await addUser(server.db, { userName: 'strict', password: PASSWORD });
      for (let i = 0; i < 2; i++) await login('strict', 'wrong');
      const locked = await login('strict');
      expect(locked.statusCode).toBe(429);
      expect(locked.json<Schemas['Error']>()).toMatchObject({ protection: 'account', minutes: DEFAULT_LOCKOUT.lock_minutes });
      await put('lockout', DEFAULT_LOCKOUT);
    });

    it('a stricter password policy and a shorter session leave existing passwords and live sessions alone', async () => {
      expect((await put('password_policy', { ...DEFAULT_PASSWORD_POLICY, password_length: 40, password_min_numbers: 5 })).statusCode).toBe(200);
      expect((await put('session', { ...DEFAULT_SESSION_SETTINGS, timeout: 5 })).statusCode).toBe(200);
      expect((await server.send({ method: 'GET', url: url('session'), cookie: admin })).statusCode).toBe(200);
      expect((await login(ADMIN.user_name, ADMIN.password)).statusCode).toBe(200);
      await put('password_policy', DEFAULT_PASSWORD_POLICY);
    });
  });
});
