import 'reflect-metadata';
import { createPrivateKey, generateKeyPairSync, webcrypto } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';
import * as x509 from '@peculiar/x509';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { raiseExpiryFinding } from './store.js';
import { makeSelfSigned } from './x509.js';

type Details = Schemas['CertificateDetails'];

const DAY = 24 * 60 * 60 * 1000;
const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };

/** A test certificate authority that signs requests and makes certificates for keys of its own. */
async function makeCa(name = 'CN=Test CA') {
  const keys = await webcrypto.subtle.generateKey(RSA, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name,
    keys,
    signingAlgorithm: RSA,
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 3650 * DAY),
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true)],
  });
  const issue = async (subject: string, publicKey: x509.PublicKey, { from = -DAY, to = 365 * DAY, altNames = [] as string[] } = {}) =>
    (
      await x509.X509CertificateGenerator.create({
        subject,
        issuer: certificate.subject,
        publicKey,
        signingKey: keys.privateKey,
        signingAlgorithm: RSA,
        notBefore: new Date(Date.now() + from),
        notAfter: new Date(Date.now() + to),
        extensions: altNames.length ? [new x509.SubjectAlternativeNameExtension(altNames.map((value) => ({ type: 'dns' as const, value })))] : [],
      })
    ).toString('pem');
  return {
    pem: certificate.toString('pem'),
    /** Signs a PEM signing request as a CA would: its subject and public key, our issuer name. */
    sign: async (csrPem: string, options?: Parameters<typeof issue>[2]) => {
      const request = new x509.Pkcs10CertificateRequest(csrPem);
      return issue(request.subject, request.publicKey, options);
    },
    /** A certificate for a new key of its own, with that key in PEM. */
    issueWithKey: async (subject: string, options?: Parameters<typeof issue>[2]) => {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const spki = publicKey.export({ type: 'spki', format: 'der' });
      const certificate = await issue(subject, new x509.PublicKey(spki), options);
      return { certificate, key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), keyObject: privateKey };
    },
  };
}

describe('certificates', () => {
  let server: TestServer;
  let admin: string;
  let ca: Awaited<ReturnType<typeof makeCa>>;
  /** Every reply body, to check that no private key ever left the server. */
  const bodies: string[] = [];

  const send = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const reply = await server.send({ method, url: `/api/certificate/${url}`, cookie: admin, ...(payload && { payload }) });
    bodies.push(reply.body);
    return reply;
  };
  const details = async () => {
    const reply = await send('GET', 'details');
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: { attributes: Details } }>().data.attributes;
  };
  const refused = (reply: LightMyRequestResponse, message: RegExp, field: string) => {
    expect(reply.statusCode, reply.body).toBe(400);
    const body = reply.json<Schemas['Error']>();
    expect(body.message).toMatch(message);
    expect(body.details?.[0]?.field).toBe(field);
  };
  const auditActions = async () => (await server.db.query<{ action: string }>("select action from audit_log where action like 'certificate.%' order by id")).map((row) => row.action);
  const createCsr = (body: object = { common_name: 'vigil.example.com', alt_names: ['vigil.example.com', '10.1.2.3'], organization: 'Example', country: 'DE' }) =>
    send('PUT', 'csr', body);

  /** The SHA-256 fingerprint of the certificate the server serves HTTPS with now. */
  const servedFingerprint = () =>
    new Promise<string>((resolve, reject) => {
      const { port } = server.app.server.address() as AddressInfo;
      const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
        resolve(socket.getPeerCertificate().fingerprint256);
        socket.end();
      });
      socket.on('error', reject);
    });

  beforeAll(async () => {
    // Served over HTTPS itself (main.ts with VIGIL_TLS=1), so an import must reach the listening server.
    const first = await makeSelfSigned('localhost');
    server = await startTestServer({ https: { key: first.keyPem, cert: first.pem } });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await server.asAdmin();
    ca = await makeCa();
  });
  afterAll(async () => {
    // Private keys never leave the server, whatever was asked.
    for (const body of bodies) expect(body).not.toMatch(/PRIVATE KEY/);
    await server.close();
  });

  it('makes a default self-signed certificate on first need and keeps it', async () => {
    const first = await details();
    expect(first.is_default).toBe(true);
    expect(first.key_type).toBe('EC P-256');
    expect(first.subject).toBe(first.issuer);
    expect(first.fingerprint_sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(first.csr).toBeNull();
    expect(first.global_ssl).toEqual({ enabled: false });
    expect((await details()).fingerprint_sha256).toBe(first.fingerprint_sha256);
    const [row] = await server.db.query<{ private_key_sealed: string }>('select private_key_sealed from certificate_state');
    expect(row?.private_key_sealed).toMatch(/^v1\./);
  });

  it('refuses a signing request with an empty subject or a bad alternative name, and without one there is nothing to download or cancel', async () => {
    refused(await createCsr({ common_name: '   ' }), /common name/, 'body/common_name');
    refused(await createCsr({ common_name: 'ok.example.com', alt_names: ['not a name'] }), /neither a DNS name nor an IP/, 'body/alt_names/0');
    refused(await createCsr({ common_name: 'ok.example.com', key_type: 'RSA', key_size: 256 }), /RSA key is 2048, 3072 or 4096/, 'body/key_size');
    refused(await createCsr({ common_name: 'ok.example.com', key_type: 'EC', key_size: 2048 }), /P-256 or P-384/, 'body/key_size');
    expect((await send('GET', 'csr')).statusCode).toBe(404);
    expect((await send('PUT', 'cancel_csr')).statusCode).toBe(404);
    expect((await details()).csr).toBeNull();
    expect(await auditActions()).toEqual([]);
  });

  it('creates a signing request, downloads it and cancels it', async () => {
    const created = await createCsr();
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ data: { attributes: Details } }>().data.attributes.csr).toMatchObject({
      common_name: 'vigil.example.com',
      alt_names: ['vigil.example.com', '10.1.2.3'],
    });

    const download = await send('GET', 'csr');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pkcs10');
    expect(download.headers['content-disposition']).toBe('attachment; filename="vigil.example.com.csr"');
    const request = new x509.Pkcs10CertificateRequest(download.body);
    expect(request.subject).toBe('C=DE, O=Example, CN=vigil.example.com');
    expect(await request.verify()).toBe(true);
    const sanExtension = request.extensions.find((extension) => extension.type === '2.5.29.17');
    const sans = sanExtension && new x509.SubjectAlternativeNameExtension(sanExtension.rawData).names.toJSON();
    expect(sans).toEqual([
      { type: 'dns', value: 'vigil.example.com' },
      { type: 'ip', value: '10.1.2.3' },
    ]);
    expect(request.publicKey.algorithm).toMatchObject({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048 });

    const cancelled = await send('PUT', 'cancel_csr');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: { attributes: Details } }>().data.attributes.csr).toBeNull();
    const [row] = await server.db.query<{ csr_private_key_sealed: string | null }>('select csr_private_key_sealed from certificate_state');
    expect(row?.csr_private_key_sealed).toBeNull();
    expect((await send('GET', 'csr')).statusCode).toBe(404);
    expect(await auditActions()).toEqual(['certificate.csr_created', 'certificate.csr_cancelled']);
  });

  it('imports the certificate a CA signed for the pending request, and refuses what does not fit with nothing changed', async () => {
    await createCsr({ common_name: 'vigil.example.com', organization: 'Example', country: 'DE', key_type: 'EC', key_size: 384 });
    const csrPem = (await send('GET', 'csr')).body;
    const before = await details();

    refused(await send('PUT', 'import_cert', { certificate: '-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----' }), /not a PEM certificate/, 'body/certificate');
    const other = await ca.issueWithKey('CN=other.example.com');
    refused(await send('PUT', 'import_cert', { certificate: other.certificate }), /does not match the pending signing request/, 'body/certificate');
    refused(await send('PUT', 'import_cert', { certificate: await ca.sign(csrPem, { from: -10 * DAY, to: -DAY }) }), /expired/, 'body/certificate');
    refused(await send('PUT', 'import_cert', { certificate: await ca.sign(csrPem, { from: DAY, to: 10 * DAY }) }), /not valid yet/, 'body/certificate');
    const signed = await ca.sign(csrPem, { altNames: ['vigil.example.com'] });
    const otherCa = await makeCa('CN=Other CA');
    refused(await send('PUT', 'import_cert', { certificate: `${signed}\n${otherCa.pem}` }), /chain does not verify/, 'body/certificate');
    expect(await details()).toEqual(before);

    const imported = await send('PUT', 'import_cert', { certificate: `${signed}\n${ca.pem}` });
    expect(imported.statusCode, imported.body).toBe(200);
    const now = imported.json<{ data: { attributes: Details } }>().data.attributes;
    expect(now).toMatchObject({
      subject: 'C=DE, O=Example, CN=vigil.example.com',
      issuer: 'CN=Test CA',
      key_type: 'EC P-384',
      is_default: false,
      csr: null,
      alt_names: ['vigil.example.com'],
    });
    expect(now.fingerprint_sha256).not.toBe(before.fingerprint_sha256);
    expect(await details()).toEqual(now);
    // In use without a restart.
    expect(await servedFingerprint()).toBe(now.fingerprint_sha256);
    const [row] = await server.db.query<{ certificate_pem: string }>('select certificate_pem from certificate_state');
    expect(row?.certificate_pem.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    expect((await auditActions()).at(-1)).toBe('certificate.imported');
  });

  it('imports a certificate with its own private key, encrypted or not, and refuses a key that does not match or a wrong passphrase', async () => {
    const before = await details();
    const issued = await ca.issueWithKey('CN=keyed.example.com', { altNames: ['keyed.example.com'] });
    const encrypted = issued.keyObject.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'open sesame' }).toString();
    const stranger = createPrivateKey(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));

    refused(
      await send('PUT', 'import_cert', { certificate: issued.certificate, private_key: stranger.export({ type: 'pkcs8', format: 'pem' }).toString() }),
      /private key does not match/,
      'body/private_key',
    );
    refused(await send('PUT', 'import_cert', { certificate: issued.certificate, private_key: encrypted, passphrase: 'wrong' }), /passphrase is wrong/, 'body/passphrase');
    refused(await send('PUT', 'import_cert', { certificate: issued.certificate, private_key: encrypted }), /give its passphrase/, 'body/passphrase');
    refused(await send('PUT', 'import_cert', { certificate: issued.certificate }), /No signing request is pending/, 'body/private_key');
    expect(await details()).toEqual(before);

    const imported = await send('PUT', 'import_cert', { certificate: issued.certificate, private_key: encrypted, passphrase: 'open sesame' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<{ data: { attributes: Details } }>().data.attributes).toMatchObject({ subject: 'CN=keyed.example.com', key_type: 'RSA 2048' });
  });

  it('saves the global SSL setting only for a host name the certificate covers, and checks the certificate settings', async () => {
    refused(await send('PUT', 'global_ssl', { enabled: true }), /needs the host name/, 'body/hostname');
    refused(await send('PUT', 'global_ssl', { enabled: true, hostname: 'elsewhere.example.com' }), /not valid for elsewhere/, 'body/hostname');
    const saved = await send('PUT', 'global_ssl', { enabled: true, hostname: 'KEYED.example.com' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await details()).global_ssl).toEqual({ enabled: true, hostname: 'KEYED.example.com' });

    const settings = { ssl_trust_enabled: true, trusted_ca_certificates: [{ name: 'Test CA', certificate: ca.pem }], mutual_tls_enabled: true, mutual_tls_mandatory: false };
    refused(await send('PUT', 'certificate_settings', settings), /Mutual TLS needs the CA/, 'body/mutual_tls_ca_certificate');
    refused(
      await send('PUT', 'certificate_settings', { ...settings, trusted_ca_certificates: [{ name: 'Bad', certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }] }),
      /not a PEM certificate/,
      'body/trusted_ca_certificates/0/certificate',
    );
    const ok = await send('PUT', 'certificate_settings', { ...settings, mutual_tls_ca_certificate: ca.pem });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await details()).settings).toMatchObject({ ssl_trust_enabled: true, mutual_tls_enabled: true, trusted_ca_certificates: [{ name: 'Test CA' }] });
  });

  it('resets to the default certificate and settings, and answers the expiry finding once per certificate', async () => {
    const first = (await server.db.query<{ default_certificate_pem: string }>('select default_certificate_pem from certificate_state'))[0];
    const reset = await send('PUT', 'reset_to_defaults');
    expect(reset.statusCode, reset.body).toBe(200);
    const now = reset.json<{ data: { attributes: Details } }>().data.attributes;
    expect(now).toMatchObject({ is_default: true, csr: null, global_ssl: { enabled: false }, settings: { trusted_ca_certificates: [], mutual_tls_enabled: false } });
    const [row] = await server.db.query<{ certificate_pem: string }>('select certificate_pem from certificate_state');
    expect(row?.certificate_pem).toBe(first?.default_certificate_pem);
    expect((await auditActions()).slice(-1)).toEqual(['certificate.reset']);

    // A certificate ending within 30 days is raised once, by a details read.
    const notifications = async () => (await server.db.query<{ title: string }>("select title from notifications where title like 'The console''s certificate%'")).map((n) => n.title);
    expect(await notifications()).toEqual([]);
    const soon = await ca.issueWithKey('CN=soon.example.com', { to: 10 * DAY });
    expect((await send('PUT', 'import_cert', { certificate: soon.certificate, private_key: soon.key })).statusCode).toBe(200);
    await details();
    await details();
    expect(await notifications()).toEqual([expect.stringMatching(/^The console's certificate \(CN=soon.example.com\) expires in 10 days/)]);
    // A certificate far from its end raises nothing; the default one neither.
    expect(await raiseExpiryFinding(server.db, now)).toBe(false);
  });

  it('needs Settings/Update to change and Settings/View to read', async () => {
    const viewer = await server.asUserWith({ Settings: ['View'] });
    expect((await server.send({ method: 'GET', url: '/api/certificate/details', cookie: viewer })).statusCode).toBe(200);
    expect((await server.send({ method: 'PUT', url: '/api/certificate/reset_to_defaults', cookie: viewer })).statusCode).toBe(403);
    expect((await server.send({ method: 'PUT', url: '/api/certificate/csr', cookie: viewer, payload: { common_name: 'x' } })).statusCode).toBe(403);
  });
});
