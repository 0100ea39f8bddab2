import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../store.js';
import { DEFAULT_LDAP, LDAP_KEY, type LdapDomain } from '../../sso/settings.js';
import { issueCertificate, type KeyAndCertificate } from '../../testing/certs.js';
import { startTestServer, type Schemas, type TestServer } from '../../testing/harness.js';
import { READER, SUFFIX, ldapDomain, maySkipLdap, slapdInstalled, startSlapd, type Slapd } from '../../testing/slapd.js';
import { NOT_A_PEM_CERTIFICATE } from './index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const base64Of = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');

/** IdP metadata as IdPs publish it, with the parts a test leaves out or changes. */
function metadata({ certificatePem, redirect = true, entityId = 'https://idp.example/metadata', use = 'signing' }: { certificatePem?: string; redirect?: boolean; entityId?: string; use?: string }) {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>bm90IGEgY2VydGlmaWNhdGU=</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    ${certificatePem ? `<md:KeyDescriptor use="${use}"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n${base64Of(certificatePem)}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` : ''}
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example/sso/post"/>
    ${redirect ? '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso/redirect"/>' : ''}
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

describe('identity provider checks', () => {
  let server: TestServer;
  let admin: string;
  let idpCert: KeyAndCertificate;

  const post = (url: string, payload: object, cookie = admin) => server.send({ method: 'POST', url: `/api${url}`, payload, cookie });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    idpCert = issueCertificate({ commonName: 'idp.example', validTo: new Date(Date.now() + 40 * DAY_MS + 60_000) });
  });

  afterAll(async () => {
    await server.close();
  });

  describe('POST /settings/certificates/inspect', () => {
    it('tells the subject, issuer, validity and fingerprint of a certificate', async () => {
      const reply = await post('/settings/certificates/inspect', { pem: idpCert.certificatePem });
      expect(reply.statusCode).toBe(200);
      const summary = reply.json<Schemas['CertificateSummaryReply']>().data.attributes;
      expect(summary).toMatchObject({ subject: 'CN=idp.example', issuer: 'CN=idp.example', expired: false, days_left: 40 });
      expect(summary.fingerprint_sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
      expect(Date.parse(summary.not_after) - Date.now()).toBeGreaterThan(40 * DAY_MS);
    });

    it('says when a certificate has expired, and reads the first of a bundle', async () => {
      const ca = issueCertificate({ commonName: 'Old CA', ca: true });
      const expired = issueCertificate({ commonName: 'card user', issuer: ca, validFrom: new Date(Date.now() - 30 * DAY_MS), validTo: new Date(Date.now() - 3 * DAY_MS) });
      const reply = await post('/settings/certificates/inspect', { pem: `${expired.certificatePem}${ca.certificatePem}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Schemas['CertificateSummaryReply']>().data.attributes).toMatchObject({ subject: 'CN=card user', issuer: 'CN=Old CA', expired: true, days_left: -4 });
    });

    it("answers 400 'Not a PEM certificate.' for anything else", async () => {
      for (const pem of ['', 'hello', '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----', idpCert.keyPem]) {
        const reply = await post('/settings/certificates/inspect', { pem });
        expect(reply.statusCode).toBe(400);
        expect(reply.json<Schemas['Error']>().message).toBe(NOT_A_PEM_CERTIFICATE);
      }
    });

    it('needs Settings.Update', async () => {
      const viewer = await server.asUserWith({ Settings: ['View'] });
      expect((await post('/settings/certificates/inspect', { pem: idpCert.certificatePem }, viewer)).statusCode).toBe(403);
    });
  });

  describe('POST /settings/saml/metadata', () => {
    let metadataServer: Server;
    let metadataBase: string;

    beforeAll(async () => {
      metadataServer = createServer((request, response) => {
        if (request.url === '/metadata') response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadata({ certificatePem: idpCert.certificatePem }));
        else if (request.url === '/huge') response.writeHead(200, { 'content-type': 'text/xml' }).end(`<x>${'a'.repeat(1024 * 1024)}</x>`);
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
      metadataBase = `http://127.0.0.1:${String((metadataServer.address() as AddressInfo).port)}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => metadataServer.close(resolve));
    });

    const expectIdp = (reply: Awaited<ReturnType<typeof post>>) => {
      expect(reply.statusCode).toBe(200);
      const read = reply.json<Schemas['SamlMetadataReply']>().data.attributes;
      expect(read).toMatchObject({ entity_id: 'https://idp.example/metadata', entry_point: 'https://idp.example/sso/redirect' });
      expect(base64Of(read.idp_cert)).toBe(base64Of(idpCert.certificatePem));
      expect(read.certificate).toMatchObject({ subject: 'CN=idp.example', expired: false, days_left: 40 });
    };

    it('reads pasted metadata: entity id, the HTTP-Redirect sign-on URL, the signing certificate and its expiry', async () => {
      expectIdp(await post('/settings/saml/metadata', { xml: metadata({ certificatePem: idpCert.certificatePem }) }));
    });

    it('takes a KeyDescriptor without use as a signing key, and an IdP inside EntitiesDescriptor', async () => {
      const inner = metadata({ certificatePem: idpCert.certificatePem, use: '' }).replace('<?xml version="1.0"?>', '').replace(' use=""', '');
      const xml = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${inner}</md:EntitiesDescriptor>`;
      expectIdp(await post('/settings/saml/metadata', { xml }));
    });

    it('fetches metadata from its address', async () => {
      expectIdp(await post('/settings/saml/metadata', { url: `${metadataBase}/metadata` }));
    });

    it('says what is missing or wrong', async () => {
      const cases: [object, string][] = [
        [{ xml: metadata({}) }, 'The metadata has no signing certificate (a KeyDescriptor with an X509Certificate).'],
        [{ xml: metadata({ certificatePem: idpCert.certificatePem, redirect: false }) }, 'The metadata has no SingleSignOnService with the HTTP-Redirect binding.'],
        [{ xml: metadata({ certificatePem: idpCert.certificatePem, entityId: '' }) }, 'The EntityDescriptor has no entityID.'],
        [{ xml: metadata({ certificatePem: idpCert.certificatePem }).replaceAll('IDPSSODescriptor', 'SPSSODescriptor') }, 'The metadata describes no identity provider (no EntityDescriptor with an IDPSSODescriptor).'],
        [{ xml: '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"' }, 'The metadata is not well-formed XML.'],
        [{ xml: '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' }, 'The metadata must not contain a DOCTYPE.'],
        [{ url: `${metadataBase}/missing` }, 'The metadata address answered 404.'],
        [{ url: `${metadataBase}/huge` }, 'The metadata is larger than 1 MB.'],
      ];
      for (const [payload, message] of cases) {
        const reply = await post('/settings/saml/metadata', payload);
        expect({ status: reply.statusCode, message: reply.json<Schemas['Error']>().message }).toEqual({ status: 400, message });
      }
    });

    it('refuses an address that is not http(s), and both or neither of xml and url', async () => {
      for (const payload of [{ url: 'file:///etc/passwd' }, { xml: metadata({}), url: `${metadataBase}/metadata` }, {}]) {
        expect((await post('/settings/saml/metadata', payload)).statusCode).toBe(400);
      }
    });
  });

  if (!slapdInstalled() && !maySkipLdap()) throw new Error('slapd is not installed: `npm test` installs it; on CI the LDAP tests must run.');

  describe.skipIf(!slapdInstalled())('POST /settings/ldap/test (against a real slapd)', () => {
    let slapd: Slapd;
    let directoryCa: KeyAndCertificate;
    type Result = Schemas['LdapTestResult'];
    const test = async (domain: object) => {
      const reply = await post('/settings/ldap/test', domain);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(READER.password);
      return reply.json<Schemas['LdapTestReply']>().data.attributes;
    };

    beforeAll(async () => {
      directoryCa = issueCertificate({ commonName: 'Directory CA', ca: true });
      const tls = issueCertificate({ commonName: '127.0.0.1', ip: '127.0.0.1', issuer: directoryCa });
      slapd = await startSlapd([{ uid: 'jdoe', password: 'jdoe-Pass-1', givenName: 'John', sn: 'Doe' }], tls);
    });

    afterAll(async () => {
      await slapd.stop();
    });

    it('binds as the service account and finds a user under the base DN', async () => {
      expect(await test(ldapDomain(slapd.url))).toEqual<Result>({
        ok: true,
        failure: null,
        message: `Connected to ${slapd.url.slice('ldap://'.length)}, bound as ${READER.dn}, and found uid=jdoe,ou=people,${SUFFIX} under ou=people,${SUFFIX}.`,
        server: slapd.url.slice('ldap://'.length),
        reachable: true,
        bound_as: READER.dn,
        base_dn_exists: true,
        sample_count: 1,
        sample_dn: `uid=jdoe,ou=people,${SUFFIX}`,
      });
    });

    it("uses the stored password of the domain of the same name when the mask is sent or the password left out", async () => {
      await writeSetting(server.db, LDAP_KEY, { ...DEFAULT_LDAP, domains: [ldapDomain(slapd.url)] });
      const withoutPassword: Partial<LdapDomain> = ldapDomain(slapd.url);
      delete withoutPassword.bind_password;
      expect((await test({ ...withoutPassword, bind_password: '********' })).ok).toBe(true);
      expect((await test(withoutPassword)).ok).toBe(true);
      expect(await test({ ...withoutPassword, domain_display_name: 'OTHER' })).toMatchObject({ ok: false, failure: 'invalid_credentials', reachable: false });
    });

    it('says the credentials were refused for a wrong password', async () => {
      expect(await test(ldapDomain(slapd.url, { bind_password: 'wrong' }))).toMatchObject({
        ok: false,
        failure: 'invalid_credentials',
        reachable: true,
        bound_as: null,
        message: `The directory refused the bind DN or its password (${READER.dn}).`,
      });
    });

    it('says the base DN does not exist', async () => {
      expect(await test(ldapDomain(slapd.url, { base_dn: `ou=nobody,${SUFFIX}` }))).toMatchObject({
        ok: false,
        failure: 'no_base_dn',
        bound_as: READER.dn,
        base_dn_exists: false,
        message: `The base DN "ou=nobody,${SUFFIX}" does not exist.`,
      });
    });

    it('says the server cannot be reached', async () => {
      expect(await test(ldapDomain('ldap://127.0.0.1:1'))).toMatchObject({
        ok: false,
        failure: 'unreachable',
        reachable: false,
        server: '127.0.0.1:1',
        message: 'Cannot reach 127.0.0.1:1 within 5 s (connection refused).',
      });
    });

    it('speaks TLS with the configured CA, over ldaps:// and StartTLS', async () => {
      const tls = { start_tls: false, reject_unauthorized: true, ca_pem: directoryCa.certificatePem };
      expect(await test(ldapDomain(slapd.ldapsUrl ?? '', { tls }))).toMatchObject({ ok: true, sample_count: 1 });
      expect(await test(ldapDomain(slapd.url, { tls: { ...tls, start_tls: true } }))).toMatchObject({ ok: true, sample_count: 1 });
    });

    it("says TLS failed when the directory's certificate is not trusted", async () => {
      const untrusted = { start_tls: false, reject_unauthorized: true, ca_pem: null };
      expect(await test(ldapDomain(slapd.ldapsUrl ?? '', { tls: untrusted }))).toMatchObject({ ok: false, failure: 'tls', reachable: true, bound_as: null });
      expect(await test(ldapDomain(slapd.url, { tls: { ...untrusted, start_tls: true } }))).toMatchObject({ ok: false, failure: 'tls', reachable: true, bound_as: null });
    });

    it('refuses a user filter that is not an LDAP filter', async () => {
      const reply = await post('/settings/ldap/test', ldapDomain(slapd.url, { user_filter: '(uid={username}' }));
      expect(reply.statusCode).toBe(400);
      expect(reply.json<Schemas['Error']>().details).toEqual([{ field: 'body/user_filter', message: 'is not an LDAP filter' }]);
    });
  });
});
