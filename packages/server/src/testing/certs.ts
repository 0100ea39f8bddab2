import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** A private key and its X.509 certificate, in PEM. */
export interface KeyAndCertificate {
  keyPem: string;
  certificatePem: string;
}

export interface CertificateOptions {
  commonName: string;
  /** Put in the subject alternative names as an e-mail (rfc822Name). */
  email?: string;
  /** Put in the subject alternative names as an IP address (a server's, for TLS). */
  ip?: string;
  /** Signs the certificate; self-signed when absent. */
  issuer?: KeyAndCertificate;
  /** A CA certificate (can sign others). */
  ca?: boolean;
  validFrom?: Date;
  validTo?: Date;
}

let serial = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issues a test certificate (the RSA key made by node's crypto, which is fast; the certificate by node-forge). */
export function issueCertificate({ commonName, email, ip, issuer, ca = false, validFrom, validTo }: CertificateOptions): KeyAndCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  certificate.serialNumber = (serial++).toString(16).padStart(2, '0');
  certificate.validity.notBefore = validFrom ?? new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = validTo ?? new Date(Date.now() + 365 * DAY_MS);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(issuer ? forge.pki.certificateFromPem(issuer.certificatePem).subject.attributes : subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: ca },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: ca },
    { name: 'subjectAltName', altNames: [...(email ? [{ type: 1, value: email }] : []), ...(ip ? [{ type: 7, ip }] : [])] },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(issuer?.keyPem ?? privateKey), forge.md.sha256.create());
  return { keyPem: privateKey, certificatePem: forge.pki.certificateToPem(certificate) };
}
