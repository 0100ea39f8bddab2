import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import { issueCertificate, type KeyAndCertificate } from './certs.js';

export const IDP_ENTITY_ID = 'https://idp.example.test/metadata';

/** What a SAML request sent to the IdP (through the browser's redirect) carries. */
export interface AuthnRequestSeen {
  id: string;
  relayState: string;
  acsUrl: string;
  issuer: string;
}

/** Reads the AuthnRequest of the HTTP-Redirect binding from the sign-on URL, as the IdP does. */
export function readAuthnRequest(location: string): AuthnRequestSeen {
  const url = new URL(location);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attribute = (pattern: RegExp) => pattern.exec(xml)?.[1] ?? '';
  return {
    id: attribute(/\sID="([^"]+)"/),
    relayState: url.searchParams.get('RelayState') ?? '',
    acsUrl: attribute(/AssertionConsumerServiceURL="([^"]+)"/),
    issuer: attribute(/<saml:Issuer[^>]*>([^<]+)</),
  };
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export interface AnswerOptions {
  request: AuthnRequestSeen;
  nameId: string;
  attributes?: Record<string, string>;
  /** Signs with another key than the configured certificate's. */
  signer?: KeyAndCertificate;
  /** Changes the XML after it was signed. */
  tamper?: (xml: string) => string;
  audience?: string;
  /** The AuthnStatement's SessionNotOnOrAfter (when the IdP's session ends); none when not given. */
  sessionNotOnOrAfter?: Date;
}

/** A test identity provider: its key and certificate, and the signed answers it gives. */
export class TestIdp {
  readonly credentials = issueCertificate({ commonName: 'Test IdP' });

  /** A SAML Response to `request` with a signed assertion, base64-encoded for the HTTP-POST binding. */
  answer({
    request,
    nameId,
    attributes = {},
    signer = this.credentials,
    tamper = (xml) => xml,
    audience = request.issuer,
    sessionNotOnOrAfter,
  }: AnswerOptions): string {
    const now = new Date();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
    const statements = Object.entries(attributes)
      .map(([name, value]) => `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`)
      .join('');
    const xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
      ` ID="_${randomUUID()}" Version="2.0" IssueInstant="${at(0)}" Destination="${escapeXml(request.acsUrl)}" InResponseTo="${escapeXml(request.id)}">` +
      `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      `<saml:Assertion ID="_${randomUUID()}" Version="2.0" IssueInstant="${at(0)}">` +
      `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escapeXml(nameId)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
      `<saml:SubjectConfirmationData InResponseTo="${escapeXml(request.id)}" NotOnOrAfter="${at(5 * 60_000)}" Recipient="${escapeXml(request.acsUrl)}"/>` +
      `</saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${at(-60_000)}" NotOnOrAfter="${at(5 * 60_000)}">` +
      `<saml:AudienceRestriction><saml:Audience>${escapeXml(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="_${randomUUID()}"` +
      (sessionNotOnOrAfter ? ` SessionNotOnOrAfter="${sessionNotOnOrAfter.toISOString()}"` : '') +
      `><saml:AuthnContext>` +
      `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
      `</saml:AuthnContext></saml:AuthnStatement>` +
      (statements ? `<saml:AttributeStatement>${statements}</saml:AttributeStatement>` : '') +
      `</saml:Assertion></samlp:Response>`;

    // The IdP signs the assertion (enveloped signature, placed after its Issuer as the schema wants).
    const signature = new SignedXml({
      privateKey: signer.keyPem,
      publicCert: signer.certificatePem,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signature.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    });
    signature.computeSignature(xml, {
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    return Buffer.from(tamper(signature.getSignedXml()), 'utf8').toString('base64');
  }
}
