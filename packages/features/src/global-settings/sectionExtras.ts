import type { ComponentType } from 'react';

/**
 * What an identity-provider editor adds beside one item of a settings section's list (an LDAP
 * domain's "Test connection", a SAML IdP's metadata import and certificate expiry, a smartcard
 * CA's subject and expiry). The generic section form renders the item's fields; the extra gets
 * the item's current values and may patch them (a metadata import fills entry_point and idp_cert).
 */
export interface ItemExtraProps {
  /** The section key: 'ldap', 'saml' or 'smartcard'. */
  section: string;
  /** The item as the form holds it now (for smartcard.ca_pems, `{ value: pem }`). */
  item: Record<string, unknown>;
  /** Sets some of the item's fields in the form (marked dirty, validated like typed input). */
  onPatch: (patch: Record<string, unknown>) => void;
}

/** Extras by `${section}.${listField}`: 'ldap.domains', 'saml.idps', 'smartcard.ca_pems'. */
export type ItemExtras = Partial<Record<string, ComponentType<ItemExtraProps>>>;
