import type { CertificateSummary, LdapTestResult, SamlMetadata } from '@vigil/openapi';
import { apiHttp, attributesReply } from '@vigil/openapi/mocks';

const never = () => new Promise<never>(() => undefined);
const badRequest = (message: string) => ({ status: 400, message });

/** Mock HTTP answers for the identity editors' checks, for stories and tests; typed by the contract. */
export const identityHandlers = {
  /** POST settings/ldap/test answering `result` (a failed step is a 200 too); each body sent is added to `sent`. */
  ldapTest: (result: LdapTestResult, sent: unknown[] = []) =>
    apiHttp.post('/settings/ldap/test', async ({ request, response }) => {
      sent.push(await request.json());
      return response(200).json(attributesReply(result));
    }),
  /** POST settings/ldap/test never answering (the test running). */
  ldapTestPending: () => apiHttp.post('/settings/ldap/test', never),
  /** POST settings/saml/metadata answering `metadata`. */
  samlMetadata: (metadata: SamlMetadata) => apiHttp.post('/settings/saml/metadata', ({ response }) => response(200).json(attributesReply(metadata))),
  /** POST settings/saml/metadata refusing the document with `message`. */
  samlMetadataRefused: (message: string) => apiHttp.post('/settings/saml/metadata', ({ response }) => response(400).json(badRequest(message))),
  /** POST settings/saml/metadata never answering (the import running). */
  samlMetadataPending: () => apiHttp.post('/settings/saml/metadata', never),
  /** POST settings/certificates/inspect answering `summary`. */
  certificate: (summary: CertificateSummary) => apiHttp.post('/settings/certificates/inspect', ({ response }) => response(200).json(attributesReply(summary))),
  /** POST settings/certificates/inspect: 'Not a PEM certificate.' */
  certificateUnreadable: () => apiHttp.post('/settings/certificates/inspect', ({ response }) => response(400).json(badRequest('Not a PEM certificate.'))),
  /** POST settings/certificates/inspect never answering (the certificate being read). */
  certificatePending: () => apiHttp.post('/settings/certificates/inspect', never),
};
