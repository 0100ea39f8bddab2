import type { ItemExtras } from '../sectionExtras';
import { CertificateExpiry } from './views/CertificateExpiry';
import { LdapTestConnection } from './views/LdapTestConnection';
import { SamlMetadataImport } from './views/SamlMetadataImport';

/** The identity providers' editors beside the generic section forms. */
export const IDENTITY_EXTRAS: ItemExtras = {
  'ldap.domains': LdapTestConnection,
  'saml.idps': SamlMetadataImport,
  'smartcard.ca_pems': CertificateExpiry,
};

export { CertificateExpiry, LdapTestConnection, SamlMetadataImport };
export { identityChecksFeature, identityFeatures } from './identity.feature';
export { IDENTITY_MESSAGES } from './identity.messages';
export { CERTIFICATE_WARNING_DAYS } from './identity.constants';
