import type { Server as TlsServer } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, recordAudit } from '../audit/record.js';
import type { Database, Queryable } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { openSecret, sealSecret } from '../secrets/box.js';
import {
  DEFAULT_CERTIFICATE_SETTINGS,
  DEFAULT_GLOBAL_SSL,
  certificateState,
  currentKeyAndCertificate,
  detailsOf,
  lockedCertificateState,
  raiseExpiryFinding,
  type CertificateRow,
  type CertificateSettings,
} from './store.js';
import {
  CertificateRefusal,
  certificateCoversHost,
  checkCertificateChain,
  describeCertificate,
  keyMatches,
  makeSigningRequest,
  parseCertificates,
  readPrivateKey,
} from './x509.js';

export { checkCertificateExpiry, currentKeyAndCertificate } from './store.js';

/** Told the key and certificate now in use, after an import or a reset (the HTTPS server takes them without a restart). */
export type CertificateListener = (pair: { key: string; cert: string }) => void;

/** A listener that gives a server serving HTTPS itself the new certificate (nothing for plain HTTP). */
export const secureContextUpdater =
  (app: FastifyInstance): CertificateListener =>
  (pair) => {
    const server = app.server as unknown as Partial<TlsServer>;
    if (typeof server.setSecureContext === 'function') server.setSecureContext(pair);
  };

const CERTIFICATE_TARGET = { target_type: 'certificate', target_id: 'console', target_name: 'Console certificate' } as const;
const NO_CSR = 'No certificate signing request is pending.';

/** The file name of a downloaded request: the host name reduced to what a header and a file system take. */
const csrFileName = (commonName: string) => `${commonName.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '') || 'certificate'}.csr`;

const refuse = (reply: FastifyReply, refusal: CertificateRefusal): void =>
  void reply.code(400).send(errorBody(400, refusal.message, { details: [{ field: refusal.field, message: refusal.message }] }));

/** Each trusted CA a certificate; mutual TLS with its CA, mandatory only when on. */
function checkSettings(settings: CertificateSettings): void {
  settings.trusted_ca_certificates.forEach((ca, index) => parseCertificates(ca.certificate, `body/trusted_ca_certificates/${index}/certificate`));
  if (settings.mutual_tls_ca_certificate !== undefined) parseCertificates(settings.mutual_tls_ca_certificate, 'body/mutual_tls_ca_certificate');
  if (settings.mutual_tls_enabled && !settings.mutual_tls_ca_certificate) {
    throw new CertificateRefusal('Mutual TLS needs the CA that client certificates must chain to.', 'body/mutual_tls_ca_certificate');
  }
  if (settings.mutual_tls_mandatory && !settings.mutual_tls_enabled) {
    throw new CertificateRefusal('Client certificates can be mandatory only when mutual TLS is on.', 'body/mutual_tls_mandatory');
  }
}

/** The certificate settings of the Settings tab (README.md): Settings/View to read, Settings/Update to change. */
export function certificatesHandlers(db: Database, onCertificateChange: CertificateListener = () => undefined) {
  /** The details of `row`, raising the expiry finding when it is due. */
  const answer = async (row: CertificateRow) => {
    const details = await detailsOf(row);
    await raiseExpiryFinding(db, details);
    return { data: { attributes: details } };
  };

  /** Runs a change on the locked state, answering a refusal with its 400 and nothing changed. */
  const change = async (reply: FastifyReply, work: (tx: Queryable, row: CertificateRow) => Promise<void>) => {
    try {
      const row = await db.transaction(async (tx) => {
        await work(tx, await lockedCertificateState(tx));
        return lockedCertificateState(tx);
      });
      return await answer(row);
    } catch (error) {
      if (error instanceof CertificateRefusal) {
        refuse(reply, error);
        return undefined;
      }
      throw error;
    }
  };

  const certificateChanged = async () => {
    onCertificateChange(await currentKeyAndCertificate(db));
  };
  const audit = (tx: Queryable, request: FastifyRequest, action: string, details: Record<string, unknown>) =>
    recordAudit(tx, actorOf(request), { action, ...CERTIFICATE_TARGET, details });

  return {
    getCertificateDetails: async () => answer(await certificateState(db)),

    updateGlobalSsl: async ({ body, request, reply }) =>
      change(reply, async (tx, row) => {
        const hostname = body.hostname?.trim() || undefined;
        if (body.enabled && !hostname) throw new CertificateRefusal('Serving only over HTTPS needs the host name.', 'body/hostname');
        if (hostname && !certificateCoversHost(row.certificate_pem, hostname)) {
          throw new CertificateRefusal(`The certificate in use is not valid for ${hostname}.`, 'body/hostname');
        }
        const value = { enabled: body.enabled, ...(hostname && { hostname }) };
        await tx.query('update certificate_state set global_ssl = $1, updated_at = now() where id = 1', [JSON.stringify(value)]);
        await audit(tx, request, 'certificate.settings_updated', { section: 'global_ssl', ...value });
      }),

    updateCertificateSettings: async ({ body, request, reply }) =>
      change(reply, async (tx) => {
        checkSettings(body);
        await tx.query('update certificate_state set settings = $1, updated_at = now() where id = 1', [JSON.stringify(body)]);
        await audit(tx, request, 'certificate.settings_updated', {
          section: 'certificate_settings',
          ssl_trust_enabled: body.ssl_trust_enabled,
          trusted_ca_certificates: body.trusted_ca_certificates.map((ca) => ca.name),
          mutual_tls_enabled: body.mutual_tls_enabled,
          mutual_tls_mandatory: body.mutual_tls_mandatory,
        });
      }),

    createCertificateSigningRequest: async ({ body, request, reply }) => {
      let made;
      try {
        // Made before the transaction: an RSA key of 4096 bits takes a while.
        made = await makeSigningRequest(body);
      } catch (error) {
        if (error instanceof CertificateRefusal) {
          refuse(reply, error);
          return undefined;
        }
        throw error;
      }
      const { keyPem, pem } = made;
      const commonName = body.common_name.trim();
      const altNames = (body.alt_names ?? []).map((name) => name.trim());
      return change(reply, async (tx) => {
        await tx.query(
          `update certificate_state set csr_pem = $1, csr_private_key_sealed = $2, csr_common_name = $3, csr_alt_names = $4,
             csr_created_at = now(), updated_at = now() where id = 1`,
          [pem, sealSecret(keyPem), commonName, JSON.stringify(altNames)],
        );
        await audit(tx, request, 'certificate.csr_created', { common_name: commonName, alt_names: altNames, key_type: body.key_type ?? 'RSA', key_size: body.key_size ?? null });
      });
    },

    downloadCertificateSigningRequest: async ({ reply }) => {
      const row = await certificateState(db);
      if (!row.csr_pem || !row.csr_common_name) return void reply.code(404).send(errorBody(404, NO_CSR));
      return void reply
        .code(200)
        .header('content-type', 'application/pkcs10')
        .header('content-disposition', `attachment; filename="${csrFileName(row.csr_common_name)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(row.csr_pem, 'utf8'));
    },

    cancelCertificateSigningRequest: async ({ request, reply }) => {
      const row = await certificateState(db);
      if (!row.csr_pem) return void reply.code(404).send(errorBody(404, NO_CSR));
      return change(reply, async (tx, locked) => {
        await tx.query(
          `update certificate_state set csr_pem = null, csr_private_key_sealed = null, csr_common_name = null, csr_alt_names = null,
             csr_created_at = null, updated_at = now() where id = 1`,
        );
        if (locked.csr_common_name) await audit(tx, request, 'certificate.csr_cancelled', { common_name: locked.csr_common_name });
      });
    },

    importCertificate: async ({ body, request, reply }) => {
      const result = await change(reply, async (tx, row) => {
        const certificates = parseCertificates(body.certificate);
        const chainPem = await checkCertificateChain(certificates);
        const [leaf] = certificates;
        if (!leaf) throw new CertificateRefusal('This is not a PEM certificate.', 'body/certificate');
        let keyPem: string;
        let answersCsr = false;
        if (body.private_key) {
          keyPem = readPrivateKey(body.private_key, body.passphrase);
          if (!keyMatches(leaf, keyPem)) throw new CertificateRefusal('The private key does not match the certificate.', 'body/private_key');
        } else if (row.csr_private_key_sealed) {
          keyPem = openSecret(row.csr_private_key_sealed);
          if (!keyMatches(leaf, keyPem)) {
            throw new CertificateRefusal('The certificate does not match the pending signing request (its key differs).', 'body/certificate');
          }
          answersCsr = true;
        } else {
          throw new CertificateRefusal('No signing request is pending: give the certificate\u2019s private key.', 'body/private_key');
        }
        await tx.query(
          `update certificate_state set certificate_pem = $1, private_key_sealed = $2, is_default = false, updated_at = now()
           ${answersCsr ? ', csr_pem = null, csr_private_key_sealed = null, csr_common_name = null, csr_alt_names = null, csr_created_at = null' : ''}
           where id = 1`,
          [chainPem, sealSecret(keyPem)],
        );
        const facts = await describeCertificate(chainPem);
        await audit(tx, request, 'certificate.imported', {
          subject: facts.subject,
          issuer: facts.issuer,
          fingerprint_sha256: facts.fingerprint_sha256,
          valid_to: facts.valid_to,
          answers_csr: answersCsr,
        });
      });
      if (result) await certificateChanged();
      return result;
    },

    resetCertificateToDefaults: async ({ request, reply }) => {
      const result = await change(reply, async (tx) => {
        await tx.query(
          `update certificate_state set certificate_pem = default_certificate_pem, private_key_sealed = default_private_key_sealed,
             is_default = true, global_ssl = $1, settings = $2, csr_pem = null, csr_private_key_sealed = null, csr_common_name = null,
             csr_alt_names = null, csr_created_at = null, updated_at = now() where id = 1`,
          [JSON.stringify(DEFAULT_GLOBAL_SSL), JSON.stringify(DEFAULT_CERTIFICATE_SETTINGS)],
        );
        await audit(tx, request, 'certificate.reset', {});
      });
      if (result) await certificateChanged();
      return result;
    },
  } satisfies Handlers;
}
