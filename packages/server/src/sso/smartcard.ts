import { X509Certificate } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SmartcardSettings } from './settings.js';

/**
 * `missing`: no certificate reached the server (none presented, or the header came from an
 * address that is not a trusted TLS terminator); `invalid`: unreadable, out of its validity
 * dates, not issued by a configured CA, or without the field that names the user.
 */
export type CardOutcome = { kind: 'ok'; identity: string } | { kind: 'missing' } | { kind: 'invalid'; reason: string };

/** The header is believed only from the TLS terminator: anyone else could write any certificate in it. */
const trusted = (settings: SmartcardSettings, request: FastifyRequest) =>
  settings.trust_header_from_any_address || settings.trusted_proxies.includes(request.ip);

function parse(header: string): X509Certificate | undefined {
  try {
    return new X509Certificate(decodeURIComponent(header));
  } catch {
    return undefined;
  }
}

function issuedByTrustedCa(certificate: X509Certificate, caPems: string[]): boolean {
  return caPems.some((pem) => {
    const ca = parse(pem);
    return ca !== undefined && certificate.checkIssued(ca) && certificate.verify(ca.publicKey);
  });
}

/** The value of the field that names the user: the subject's CN, or the first e-mail of the subject alternative names. */
export function certificateIdentity(certificate: X509Certificate, field: SmartcardSettings['certificate_field']): string | undefined {
  if (field === 'subject_cn') {
    return certificate.subject
      .split('\n')
      .find((line) => line.startsWith('CN='))
      ?.slice('CN='.length);
  }
  return certificate.subjectAltName
    ?.split(', ')
    .find((name) => name.startsWith('email:'))
    ?.slice('email:'.length);
}

/** Reads and checks the client certificate of a smartcard login. */
export function readCard(settings: SmartcardSettings, request: FastifyRequest, now = new Date()): CardOutcome {
  const header = request.headers[settings.header_name.toLowerCase()];
  if (typeof header !== 'string' || !header || !trusted(settings, request)) return { kind: 'missing' };
  const certificate = parse(header);
  if (!certificate) return { kind: 'invalid', reason: 'the certificate cannot be read' };
  if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) {
    return { kind: 'invalid', reason: `the certificate is valid from ${certificate.validFrom} to ${certificate.validTo}` };
  }
  if (settings.ca_pems.length && !issuedByTrustedCa(certificate, settings.ca_pems)) {
    return { kind: 'invalid', reason: 'the certificate is not issued by a configured CA' };
  }
  const identity = certificateIdentity(certificate, settings.certificate_field);
  return identity ? { kind: 'ok', identity } : { kind: 'invalid', reason: `the certificate has no ${settings.certificate_field}` };
}
