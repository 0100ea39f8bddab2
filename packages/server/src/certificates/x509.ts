// @peculiar/x509 reads its ASN.1 schemas through decorators' metadata: this import comes first.
import 'reflect-metadata';
import { createPrivateKey, createPublicKey, webcrypto, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(globalThis.crypto);

/** A refusal of what the client sent: a 400 with this sentence, on this request field. */
export class CertificateRefusal extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** A key pair in PEM: the private key (PKCS#8, to be sealed before storing) and its certificate or request. */
export interface KeyAndPem {
  keyPem: string;
  pem: string;
}

export interface CsrSubject {
  common_name: string;
  alt_names?: string[] | undefined;
  organization?: string | undefined;
  organizational_unit?: string | undefined;
  locality?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  email?: string | undefined;
  key_type?: 'RSA' | 'EC' | undefined;
  key_size?: 2048 | 3072 | 4096 | 256 | 384 | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the product's default (self-signed) certificate is valid. */
export const DEFAULT_CERTIFICATE_DAYS = 825;
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
const RSA_KEY_SIZES = [2048, 3072, 4096];
const EC_CURVES: Partial<Record<number, typeof ECDSA>> = {
  256: ECDSA,
  384: { name: 'ECDSA', namedCurve: 'P-384', hash: 'SHA-384' },
};
const rsa = (modulusLength: number) => ({
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength,
});

const toPem = (der: ArrayBuffer, tag: string) => x509.PemConverter.encode(der, tag);

async function privateKeyPem(key: webcrypto.CryptoKey): Promise<string> {
  return toPem(await webcrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

const altNameExtension = (names: readonly string[]) =>
  new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: isIP(value) ? ('ip' as const) : ('dns' as const), value })));

/** The product's default certificate: self-signed for this host name, an EC P-256 key (fast to make, accepted by every browser). */
export async function makeSelfSigned(hostname: string): Promise<KeyAndPem> {
  const keys = await webcrypto.subtle.generateKey(ECDSA, true, ['sign', 'verify']);
  const now = Date.now();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name: [{ CN: [hostname] }, { O: ['Vigil'] }],
    keys,
    signingAlgorithm: ECDSA,
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + DEFAULT_CERTIFICATE_DAYS * DAY_MS),
    extensions: [new x509.BasicConstraintsExtension(false), altNameExtension([hostname, '127.0.0.1'])],
  });
  return { keyPem: await privateKeyPem(keys.privateKey), pem: certificate.toString('pem') };
}

/** The WebCrypto algorithm of a new key: RSA of 2048 (default), 3072 or 4096 bits, or EC on P-256 (default) or P-384. */
function keyAlgorithm(type: 'RSA' | 'EC', size: number | undefined) {
  if (type === 'RSA') {
    if (size !== undefined && !RSA_KEY_SIZES.includes(size)) throw new CertificateRefusal('An RSA key is 2048, 3072 or 4096 bits.', 'body/key_size');
    return rsa(size ?? 2048);
  }
  const curve = EC_CURVES[size ?? 256];
  if (!curve) throw new CertificateRefusal('An EC key is on the P-256 or P-384 curve (key size 256 or 384).', 'body/key_size');
  return curve;
}

/** A DNS name (labels of letters, digits and dashes, a leading `*.` allowed) or an IP address. */
const DNS_NAME = /^(\*\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** A new RSA key pair and a signing request for it; refuses an empty subject or a name that is neither a DNS name nor an IP address. */
export async function makeSigningRequest(subject: CsrSubject): Promise<KeyAndPem> {
  const commonName = subject.common_name.trim();
  if (commonName === '') throw new CertificateRefusal('The subject needs a common name.', 'body/common_name');
  const altNames = (subject.alt_names ?? []).map((name) => name.trim());
  altNames.forEach((name, index) => {
    if (!isIP(name) && !DNS_NAME.test(name)) {
      throw new CertificateRefusal(`"${name}" is neither a DNS name nor an IP address.`, `body/alt_names/${index}`);
    }
  });
  const field = (type: string, value: string | undefined) => (value?.trim() ? [{ [type]: [value.trim()] }] : []);
  const name = [
    ...field('C', subject.country),
    ...field('ST', subject.state),
    ...field('L', subject.locality),
    ...field('O', subject.organization),
    ...field('OU', subject.organizational_unit),
    { CN: [commonName] },
    ...field('E', subject.email),
  ];
  const algorithm = keyAlgorithm(subject.key_type ?? 'RSA', subject.key_size);
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const request = await x509.Pkcs10CertificateRequestGenerator.create({
    name,
    keys,
    signingAlgorithm: algorithm,
    extensions: altNames.length ? [altNameExtension(altNames)] : [],
  });
  return { keyPem: await privateKeyPem(keys.privateKey), pem: request.toString('pem') };
}

/** The certificates of a PEM text, leaf first; a refusal when there is none or one does not parse. */
export function parseCertificates(pem: string, field = 'body/certificate'): x509.X509Certificate[] {
  const notPem = () => new CertificateRefusal('This is not a PEM certificate.', field);
  let blocks: x509.PemStruct[];
  try {
    blocks = x509.PemConverter.decodeWithHeaders(pem);
  } catch {
    throw notPem();
  }
  const certificates = blocks.filter((block) => block.type === 'CERTIFICATE');
  if (certificates.length === 0) throw notPem();
  try {
    return certificates.map((block) => new x509.X509Certificate(block.rawData));
  } catch {
    throw notPem();
  }
}

const spkiOfKey = (key: KeyObject) => createPublicKey(key).export({ type: 'spki', format: 'der' });
const spkiOfCertificate = (certificate: x509.X509Certificate) => Buffer.from(certificate.publicKey.rawData);

/** Whether the certificate is for this private key (their public keys are the same). */
export function keyMatches(certificate: x509.X509Certificate, keyPem: string): boolean {
  return spkiOfKey(createPrivateKey(keyPem)).equals(spkiOfCertificate(certificate));
}

/** An imported private key (PKCS#8, PKCS#1 or SEC1, encrypted or not) as unencrypted PKCS#8 PEM; a refusal when it cannot be read. */
export function readPrivateKey(pem: string, passphrase: string | undefined): string {
  const encrypted = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(pem);
  if (encrypted && !passphrase) throw new CertificateRefusal('The private key is encrypted: give its passphrase.', 'body/passphrase');
  try {
    const key = createPrivateKey(encrypted ? { key: pem, format: 'pem', passphrase } : { key: pem, format: 'pem' });
    return key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw encrypted
      ? new CertificateRefusal('The passphrase is wrong.', 'body/passphrase')
      : new CertificateRefusal('The private key cannot be read.', 'body/private_key');
  }
}

/**
 * Checks a certificate with its chain for use now: the leaf valid today, and each certificate of
 * the chain issued by the next one (names and signatures); the leaf and chain in PEM, leaf first.
 */
export async function checkCertificateChain(certificates: readonly x509.X509Certificate[], now = new Date()): Promise<string> {
  const [leaf] = certificates;
  if (!leaf) throw new CertificateRefusal('This is not a PEM certificate.', 'body/certificate');
  if (leaf.notAfter < now) throw new CertificateRefusal(`The certificate expired on ${leaf.notAfter.toISOString()}.`, 'body/certificate');
  if (leaf.notBefore > now) {
    throw new CertificateRefusal(`The certificate is not valid yet: it starts on ${leaf.notBefore.toISOString()}.`, 'body/certificate');
  }
  for (let index = 0; index + 1 < certificates.length; index++) {
    const child = certificates[index];
    const parent = certificates[index + 1];
    if (!child || !parent) break;
    const signed =
      child.issuer === parent.subject &&
      (await child.verify({ publicKey: parent.publicKey, signatureOnly: true }).catch(() => false));
    if (!signed) {
      throw new CertificateRefusal(`The chain does not verify: "${child.subject}" is not issued by "${parent.subject}".`, 'body/certificate');
    }
  }
  return certificates.map((certificate) => certificate.toString('pem')).join('\n') + '\n';
}

/** What the details show of a certificate. */
export interface CertificateFacts {
  subject: string;
  issuer: string;
  serial_number: string;
  valid_from: string;
  valid_to: string;
  fingerprint_sha256: string;
  alt_names: string[];
  key_type: string;
}

const CURVE_NAMES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };

/** `RSA 2048`, `EC P-256`, or the algorithm's name for another key. */
function keyTypeOf(certificate: x509.X509Certificate): string {
  const key = createPublicKey({ key: spkiOfCertificate(certificate), format: 'der', type: 'spki' });
  const { modulusLength, namedCurve } = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'rsa-pss') return `RSA ${String(modulusLength)}`;
  if (key.asymmetricKeyType === 'ec') return `EC ${namedCurve ? (CURVE_NAMES[namedCurve] ?? namedCurve) : ''}`.trim();
  return (key.asymmetricKeyType ?? 'unknown').toUpperCase();
}

/** The facts of the leaf of a stored PEM chain. */
export async function describeCertificate(pem: string): Promise<CertificateFacts> {
  const [leaf] = parseCertificates(pem);
  if (!leaf) throw new Error('No certificate is stored.');
  const thumbprint = Buffer.from(await leaf.getThumbprint('SHA-256'));
  const names = leaf.getExtension(x509.SubjectAlternativeNameExtension)?.names.toJSON() ?? [];
  return {
    subject: leaf.subject,
    issuer: leaf.issuer,
    serial_number: leaf.serialNumber.toUpperCase(),
    valid_from: leaf.notBefore.toISOString(),
    valid_to: leaf.notAfter.toISOString(),
    fingerprint_sha256: [...thumbprint].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':'),
    alt_names: names.filter((name) => name.type === 'dns' || name.type === 'ip').map((name) => name.value),
    key_type: keyTypeOf(leaf),
  };
}

/** Whether the certificate in `pem` is valid for `host`: one of its DNS names (a `*.` wildcard covers one label), else its common name. */
export function certificateCoversHost(pem: string, host: string): boolean {
  const [leaf] = parseCertificates(pem);
  if (!leaf) return false;
  const wanted = host.toLowerCase();
  const sans = leaf.getExtension(x509.SubjectAlternativeNameExtension)?.names.toJSON() ?? [];
  const names = sans.length ? sans.filter((name) => name.type === 'dns' || name.type === 'ip').map((name) => name.value) : leaf.subjectName.getField('CN');
  return names.some((name) => {
    const pattern = name.toLowerCase();
    if (!pattern.startsWith('*.')) return pattern === wanted;
    const rest = wanted.slice(wanted.indexOf('.'));
    return wanted.indexOf('.') > 0 && rest === pattern.slice(1);
  });
}
