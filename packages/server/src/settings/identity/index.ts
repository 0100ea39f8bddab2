import type { Database } from '../../db/index.js';
import { errorBody } from '../../errors.js';
import type { Handlers } from '../../openapi/index.js';
import { SECRET_MASK } from '../../routes/settingsSections.js';
import { readLdapSettings, type LdapDomain } from '../../sso/settings.js';
import { readFirstCertificate, summarizeCertificate } from './certificateSummary.js';
import { filterParses, sampleFilter, testLdapDomain } from './ldapTest.js';
import { SAML_METADATA_MAX_BYTES, fetchSamlMetadata, parseSamlMetadata } from './samlMetadata.js';

export const NOT_A_PEM_CERTIFICATE = 'Not a PEM certificate.';

/** Pasted metadata may be 1 MB of XML; its JSON string escapes quotes and line ends, so the body gets room for that. */
export const IDENTITY_BODY_LIMITS = { readSamlMetadata: 2 * SAML_METADATA_MAX_BYTES + 4096 } as const;

/**
 * The identity providers' checks of the Global Settings tab (`Settings.Update`): an LDAP domain's
 * connection test, a SAML IdP's metadata, a certificate's details. They store nothing.
 */
export function identityHandlers(db: Database) {
  return {
    testLdapConnection: async ({ body, reply }) => {
      const sent = body as Omit<LdapDomain, 'bind_password'> & { bind_password?: string };
      if (!filterParses(sampleFilter(sent))) {
        const message = 'Invalid request: body/user_filter is not an LDAP filter';
        return void reply.code(400).send(errorBody(400, message, { details: [{ field: 'body/user_filter', message: 'is not an LDAP filter' }] }));
      }
      let password = sent.bind_password;
      if (password === undefined || password === SECRET_MASK) {
        const stored = (await readLdapSettings(db)).domains.find((domain) => domain.domain_display_name === sent.domain_display_name);
        password = stored?.bind_password ?? '';
      }
      return { data: { attributes: await testLdapDomain({ ...sent, bind_password: password }) } };
    },

    readSamlMetadata: async ({ body, reply }) => {
      const fetched = 'url' in body ? await fetchSamlMetadata(body.url) : ({ kind: 'ok', xml: body.xml } as const);
      const outcome = fetched.kind === 'ok' ? parseSamlMetadata(fetched.xml) : fetched;
      if (outcome.kind === 'problem') return void reply.code(400).send(errorBody(400, outcome.message));
      return { data: { attributes: outcome.metadata } };
    },

    inspectCertificate: async ({ body, reply }) => {
      const certificate = readFirstCertificate(body.pem);
      if (!certificate) return void reply.code(400).send(errorBody(400, NOT_A_PEM_CERTIFICATE));
      return Promise.resolve({ data: { attributes: summarizeCertificate(certificate) } });
    },
  } satisfies Handlers;
}
