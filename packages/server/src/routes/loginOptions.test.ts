import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../settings/store.js';
import { DEFAULT_LDAP, DEFAULT_SAML, DEFAULT_SMARTCARD, LDAP_KEY, LOGIN_KEY, SAML_KEY, SMARTCARD_KEY } from '../sso/settings.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ldapDomain } from '../testing/slapd.js';

describe('GET /login/options', () => {
  let server: TestServer;
  const options = async () => {
    // The login screen asks before anyone is signed in, with a plain fetch.
    const reply = await server.app.inject({ method: 'GET', url: '/api/login/options' });
    expect(reply.statusCode).toBe(200);
    return reply;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('offers the standard login alone on a new install', async () => {
    expect((await options()).json<Schemas['LoginSettingsReply']>().meta).toEqual({
      standard: {
        browser_notifications: false,
        disable_remember_me: false,
        login_message: null,
        default_login: true,
        ldap_login_title: null,
        axonius_login_button_text: null,
      },
      saml: { enabled: false, saml_only: false, auto_redirect: false, auto_redirect_idp: null, idp_name: [] },
      ldap: { enabled: false, domains: [] },
      smartcard: { enabled: false, user_hint_enabled: false },
      custom_logo: null,
    });
  });

  it('shows what the sections configure, and none of their secrets', async () => {
    const idpCert = '-----BEGIN CERTIFICATE-----\nMIIBidpcertificate\n-----END CERTIFICATE-----';
    await writeSetting(server.db, LDAP_KEY, {
      ...DEFAULT_LDAP,
      enabled: true,
      default_domain: 'LAB',
      domains: [ldapDomain('ldap://dc.corp.test', { bind_password: 'bind-secret-1' }), ldapDomain('ldaps://dc.lab.test', { domain_display_name: 'LAB' })],
    });
    await writeSetting(server.db, SMARTCARD_KEY, { ...DEFAULT_SMARTCARD, enabled: true, user_hint_enabled: true, trusted_proxies: ['10.0.0.1'] });
    await writeSetting(server.db, SAML_KEY, {
      ...DEFAULT_SAML,
      enabled: true,
      auto_redirect: true,
      auto_redirect_idp: 'okta',
      idps: [{ idp_name: 'Okta', idp_unique_name: 'okta', entry_point: 'https://okta.test/sso', idp_cert: idpCert, issuer: 'vigil', legacy: true }],
    });
    await writeSetting(server.db, LOGIN_KEY, { login_message: 'Authorised use only', ldap_login_title: 'Login with CORP', custom_logo: 'data:image/png;base64,AAAA' });

    const reply = await options();
    expect(reply.json<Schemas['LoginSettingsReply']>().meta).toEqual({
      standard: {
        browser_notifications: false,
        disable_remember_me: false,
        login_message: 'Authorised use only',
        default_login: true,
        ldap_login_title: 'Login with CORP',
        axonius_login_button_text: null,
      },
      saml: {
        enabled: true,
        saml_only: false,
        auto_redirect: true,
        auto_redirect_idp: 'okta',
        idp_name: [{ idp_name: 'Okta', idp_unique_name: 'okta', legacy: true }],
      },
      ldap: {
        enabled: true,
        domains: [
          { domain_display_name: 'CORP', default_domain: false },
          { domain_display_name: 'LAB', default_domain: true },
        ],
      },
      smartcard: { enabled: true, user_hint_enabled: true },
      custom_logo: 'data:image/png;base64,AAAA',
    });
    for (const secret of ['bind-secret-1', 'reader-secret', 'MIIBidpcertificate', 'dc.corp.test', 'okta.test', '10.0.0.1']) {
      expect(reply.body).not.toContain(secret);
    }
  });

  it('is read-only: nothing changes the settings through it', async () => {
    const reply = await server.app.inject({ method: 'POST', url: '/api/login/options', headers: { 'x-requested-with': 'vigil' } });
    expect(reply.statusCode).toBe(404);
  });
});
