import { X509Certificate } from 'node:crypto';
import type { components } from '@vigil/openapi';

export type CertificateSummary = components['schemas']['CertificateSummary'];

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** Node writes a name one attribute a line; people read it as `CN=..., O=...`. */
const distinguishedName = (name: string): string => name.split('\n').filter(Boolean).join(', ');

/** The first certificate of a PEM text, read by node; undefined when there is none it can read. */
export function readFirstCertificate(pem: string): X509Certificate | undefined {
  const block = FIRST_CERTIFICATE.exec(pem)?.[0];
  if (!block) return undefined;
  try {
    return new X509Certificate(block);
  } catch {
    return undefined;
  }
}

/** Whose the certificate is, who issued it, when it is valid and how long it has left at `nowMs`. */
export function summarizeCertificate(certificate: X509Certificate, nowMs = Date.now()): CertificateSummary {
  const notAfter = new Date(certificate.validTo);
  return {
    subject: distinguishedName(certificate.subject),
    issuer: distinguishedName(certificate.issuer),
    not_before: new Date(certificate.validFrom).toISOString(),
    not_after: notAfter.toISOString(),
    expired: notAfter.getTime() <= nowMs,
    days_left: Math.floor((notAfter.getTime() - nowMs) / DAY_MS),
    fingerprint_sha256: certificate.fingerprint256,
  };
}
