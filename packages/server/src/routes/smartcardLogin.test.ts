import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../settings/store.js';
import { DEFAULT_LDAP, DEFAULT_SMARTCARD, LDAP_KEY, SMARTCARD_KEY, type SmartcardSettings } from '../sso/settings.js';
import { issueCertificate, type KeyAndCertificate } from '../testing/certs.js';
import { sessionCookie, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ldapDomain, maySkipLdap, slapdInstalled, startSlapd, type Slapd } from '../testing/slapd.js';

if (!slapdInstalled() && !maySkipLdap()) {
  throw new Error('slapd is not installed: `npm test` installs it (scripts/lib.mjs ensureSlapd); on CI the smartcard tests must run.');
}
if (!slapdInstalled()) console.warn('Smartcard login tests skipped: slapd is not installed (apt-get install slapd ldap-utils, or run npm test).');

/** The TLS terminator's address: the only one whose certificate header is believed. */
const PROXY = '10.3.0.1';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(!slapdInstalled())('smartcard login (client certificate from the TLS terminator, user from the directory)', () => {
  let server: TestServer;
  let slapd: Slapd;
  let ca: KeyAndCertificate;
  let card: KeyAndCertificate;

  const settings = (overrides: Partial<SmartcardSettings> = {}) =>
    writeSetting(server.db, SMARTCARD_KEY, { ...DEFAULT_SMARTCARD, enabled: true, trusted_proxies: [PROXY], ca_pems: [ca.certificatePem], ...overrides });

  const cardLogin = (payload: object, certificate: KeyAndCertificate | undefined, remoteAddress = PROXY) =>
    server.send({
      method: 'POST',
      url: '/api/login/ldap',
      payload,
      remoteAddress,
      ...(certificate && { headers: { 'x-client-cert': encodeURIComponent(certificate.certificatePem) } }),
    });

  const expectRefused = (reply: Awaited<ReturnType<typeof cardLogin>>, message = 'Login failed.') => {
    expect(reply.statusCode).toBe(401);
    expect(reply.json<Schemas['Error']>()).toEqual({ status: 401, message });
    expect(reply.cookies).toEqual([]);
  };

  beforeAll(async () => {
    [server, slapd] = await Promise.all([
      startTestServer(),
      startSlapd([
        { uid: 'jdoe', password: 'jdoe-Pass-1', givenName: 'John', sn: 'Doe', mail: 'jdoe@vigil.test' },
        { uid: 'pshared', password: 'p-Pass-1', givenName: 'Pat', sn: 'Shared', mail: 'desk@vigil.test' },
        { uid: 'padmin', password: 'p-Pass-2', givenName: 'Pat', sn: 'Admin', mail: 'desk@vigil.test' },
      ]),
    ]);
    ca = issueCertificate({ commonName: 'Vigil Test Card CA', ca: true });
    card = issueCertificate({ commonName: 'John Doe', email: 'jdoe@vigil.test', issuer: ca });
    await writeSetting(server.db, LDAP_KEY, { ...DEFAULT_LDAP, enabled: true, domains: [ldapDomain(slapd.url)] });
    await settings();
  });

  afterAll(async () => {
    await server.close();
    await slapd.stop();
  });

  it('signs in the directory user the certificate names, the same local user as their LDAP login', async () => {
    const reply = await cardLogin({ smartcard_login: true, domain: 'CORP' }, card);
    expect(reply.statusCode).toBe(200);
    const me = await server.send({ method: 'GET', url: '/api/users/me', cookie: sessionCookie(reply) });
    expect(me.json<Schemas['CurrentUserReply']>().data.attributes.value).toMatchObject({
      source: 'ldap',
      first_name: 'John',
      last_name: 'Doe',
      email: 'jdoe@vigil.test',
    });
    const ldap = await server.send({ method: 'POST', url: '/api/login/ldap', payload: { user_name: 'jdoe', password: 'jdoe-Pass-1', domain: 'CORP' } });
    expect(ldap.json<Schemas['LoginReply']>().meta.user_data?.uuid).toBe(reply.json<Schemas['LoginReply']>().meta.user_data?.uuid);
  });

  it("asks for the domain with the console's text", async () => {
    for (const payload of [{ smartcard_login: true }, { smartcard_login: true, domain: ' ' }]) {
      const reply = await cardLogin(payload, card);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<Schemas['Error']>()).toEqual({ status: 400, message: 'The domain is required' });
    }
    expect((await cardLogin({ smartcard_login: false, domain: 'CORP' }, card)).statusCode).toBe(400);
  });

  it('says when no certificate arrived, and ignores the header from anyone but the TLS terminator', async () => {
    expectRefused(await cardLogin({ smartcard_login: true, domain: 'CORP' }, undefined), 'No smartcard certificate was received. Insert your card and try again.');
    expectRefused(
      await cardLogin({ smartcard_login: true, domain: 'CORP' }, card, '10.3.0.66'),
      'No smartcard certificate was received. Insert your card and try again.',
    );
  });

  it('refuses a certificate out of its dates, from another CA, unreadable, or naming nobody in the directory', async () => {
    const expired = issueCertificate({
      commonName: 'John Doe',
      email: 'jdoe@vigil.test',
      issuer: ca,
      validFrom: new Date(Date.now() - 30 * DAY_MS),
      validTo: new Date(Date.now() - DAY_MS),
    });
    const foreign = issueCertificate({ commonName: 'John Doe', email: 'jdoe@vigil.test' });
    const stranger = issueCertificate({ commonName: 'Eve', email: 'eve@vigil.test', issuer: ca });
    for (const certificate of [expired, foreign, stranger]) expectRefused(await cardLogin({ smartcard_login: true, domain: 'CORP' }, certificate));
    const garbage = await server.send({
      method: 'POST',
      url: '/api/login/ldap',
      payload: { smartcard_login: true, domain: 'CORP' },
      remoteAddress: PROXY,
      headers: { 'x-client-cert': '%E0%A4%A' },
    });
    expectRefused(garbage);
    expectRefused(await cardLogin({ smartcard_login: true, domain: 'ELSEWHERE' }, card));
  });

  it('narrows a card shared by several directory users with the user hint, when the settings ask for it', async () => {
    const desk = issueCertificate({ commonName: 'Help desk', email: 'desk@vigil.test', issuer: ca });
    expectRefused(await cardLogin({ smartcard_login: true, domain: 'CORP' }, desk));
    await settings({ user_hint_enabled: true });
    const reply = await cardLogin({ smartcard_login: true, domain: 'CORP', userHint: 'padmin' }, desk);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Schemas['LoginReply']>().meta.user_data).toMatchObject({ user_name: 'padmin', source: 'ldap' });
    // The hint chooses among the card's users only.
    expectRefused(await cardLogin({ smartcard_login: true, domain: 'CORP', userHint: 'jdoe' }, desk));
    await settings();
  });

  it('maps the subject CN to another directory attribute when configured so', async () => {
    await settings({ certificate_field: 'subject_cn', ldap_attribute: 'uid' });
    const byCn = issueCertificate({ commonName: 'pshared', issuer: ca });
    const reply = await cardLogin({ smartcard_login: true, domain: 'CORP' }, byCn);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<Schemas['LoginReply']>().meta.user_data).toMatchObject({ user_name: 'pshared' });
    await settings();
  });

  it('believes the header from any address only when told to, and refuses everyone while smartcard login is off', async () => {
    await settings({ trusted_proxies: [], trust_header_from_any_address: true });
    expect((await cardLogin({ smartcard_login: true, domain: 'CORP' }, card, '10.3.0.66')).statusCode).toBe(200);
    await settings({ enabled: false });
    expectRefused(await cardLogin({ smartcard_login: true, domain: 'CORP' }, card));
    await settings();
  });
});
