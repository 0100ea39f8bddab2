import { hostname as machineName } from 'node:os';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import { addNotification } from '../notifications.js';
import { openSecret, sealSecret } from '../secrets/box.js';
import { describeCertificate, makeSelfSigned } from './x509.js';

type Schemas = components['schemas'];
export type CertificateDetails = Schemas['CertificateDetails'];
export type GlobalSslSettings = Schemas['GlobalSslSettings'];
export type CertificateSettings = Schemas['CertificateSettings'];

export const DEFAULT_GLOBAL_SSL: GlobalSslSettings = { enabled: false };
export const DEFAULT_CERTIFICATE_SETTINGS: CertificateSettings = {
  ssl_trust_enabled: false,
  trusted_ca_certificates: [],
  mutual_tls_enabled: false,
  mutual_tls_mandatory: false,
};

/** Days before a certificate's end when it is raised as a finding. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The one row of `certificate_state` (migration 121_certificates). */
export interface CertificateRow {
  certificate_pem: string;
  private_key_sealed: string;
  is_default: boolean;
  default_certificate_pem: string;
  default_private_key_sealed: string;
  csr_pem: string | null;
  csr_private_key_sealed: string | null;
  csr_common_name: string | null;
  csr_alt_names: string[] | null;
  csr_created_at: Date | string | null;
  global_ssl: GlobalSslSettings;
  settings: CertificateSettings;
  expiry_notified_fingerprint: string | null;
}

const readRow = async (q: Queryable, lock = false): Promise<CertificateRow | undefined> =>
  (await q.query<CertificateRow>(`select * from certificate_state where id = 1${lock ? ' for update' : ''}`))[0];

/**
 * The stored state, made on first need: the product's default certificate, self-signed for this
 * machine's name, kept (instances starting together keep the first one written).
 */
export async function certificateState(db: Queryable): Promise<CertificateRow> {
  const existing = await readRow(db);
  if (existing) return existing;
  const { keyPem, pem } = await makeSelfSigned(machineName().toLowerCase() || 'localhost');
  const sealed = sealSecret(keyPem);
  await db.query(
    `insert into certificate_state (certificate_pem, private_key_sealed, default_certificate_pem, default_private_key_sealed)
     values ($1, $2, $1, $2) on conflict (id) do nothing`,
    [pem, sealed],
  );
  const row = await readRow(db);
  if (!row) throw new Error('The certificate state was not stored.');
  return row;
}

/** The state locked for a change in `tx` (made first when missing). */
export async function lockedCertificateState(tx: Queryable): Promise<CertificateRow> {
  await certificateState(tx);
  const row = await readRow(tx, true);
  if (!row) throw new Error('The certificate state was not stored.');
  return row;
}

/** The certificate in use and its private key, in PEM (for serving HTTPS). */
export async function currentKeyAndCertificate(db: Queryable): Promise<{ key: string; cert: string }> {
  const row = await certificateState(db);
  return { key: openSecret(row.private_key_sealed), cert: row.certificate_pem };
}

/** What the details call answers: the certificate's facts, the settings and the pending request (never a key). */
export async function detailsOf(row: CertificateRow): Promise<CertificateDetails> {
  const facts = await describeCertificate(row.certificate_pem);
  return {
    ...facts,
    is_default: row.is_default,
    csr:
      row.csr_pem && row.csr_common_name && row.csr_created_at
        ? {
            common_name: row.csr_common_name,
            alt_names: row.csr_alt_names ?? [],
            created_at: new Date(row.csr_created_at).toISOString(),
          }
        : null,
    global_ssl: { ...DEFAULT_GLOBAL_SSL, ...row.global_ssl },
    settings: { ...DEFAULT_CERTIFICATE_SETTINGS, ...row.settings },
  };
}

/**
 * Raises the finding "the certificate expires soon" once per certificate: when the certificate in
 * use ends within EXPIRY_WARNING_DAYS and its fingerprint has not been raised yet. Returns whether
 * it raised it now.
 */
export async function raiseExpiryFinding(db: Database, details: CertificateDetails, now = new Date()): Promise<boolean> {
  const daysLeft = (Date.parse(details.valid_to) - now.getTime()) / DAY_MS;
  if (daysLeft > EXPIRY_WARNING_DAYS) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `update certificate_state set expiry_notified_fingerprint = $1
       where id = 1 and expiry_notified_fingerprint is distinct from $1 returning id`,
      [details.fingerprint_sha256],
    );
    if (claimed.length === 0) return false;
    const when = daysLeft <= 0 ? 'has expired' : `expires in ${Math.ceil(daysLeft)} days`;
    await addNotification(tx, `The console's certificate (${details.subject}) ${when}: import a new one in Certificate Settings.`, 'warning');
    return true;
  });
}

/** At server start: raises the expiry finding for a stored certificate (none is made here). */
export async function checkCertificateExpiry(db: Database): Promise<void> {
  const row = await readRow(db);
  if (row) await raiseExpiryFinding(db, await detailsOf(row));
}
