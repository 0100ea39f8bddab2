import {
  unwrapAttributes,
  type ApiClient,
  type CertificateSummary,
  type LdapSectionDomain,
  type LdapTestResult,
  type SamlMetadata,
  type SamlMetadataSource,
} from '@vigil/openapi';

/** POST settings/ldap/test: connects, binds and searches as the domain says; a failed step is a result, not an error. */
export function testLdapConnection(client: ApiClient, domain: LdapSectionDomain): Promise<LdapTestResult> {
  return unwrapAttributes(client.POST('/settings/ldap/test', { body: domain }));
}

/** POST settings/saml/metadata: an IdP's entity id, sign-on URL and signing certificate from its metadata (pasted or fetched). */
export function readSamlMetadata(client: ApiClient, source: SamlMetadataSource): Promise<SamlMetadata> {
  return unwrapAttributes(client.POST('/settings/saml/metadata', { body: source }));
}

/** POST settings/certificates/inspect: the subject, issuer and validity of a PEM's first certificate. */
export function inspectCertificate(client: ApiClient, pem: string): Promise<CertificateSummary> {
  return unwrapAttributes(client.POST('/settings/certificates/inspect', { body: { pem } }));
}
