import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting } from '../settings/store.js';

type LoginSettings = components['schemas']['LoginSettings'];

/** Settings sections owned by the sign-in methods (see settings/store.ts). */
export const LDAP_KEY = 'ldap';
export const SMARTCARD_KEY = 'smartcard';
export const SAML_KEY = 'saml';
export const LOGIN_KEY = 'login';

/** One LDAP domain. `bind_password` is a secret: it never leaves the server. */
export interface LdapDomain {
  /** The name shown at login and sent as `domain`. */
  domain_display_name: string;
  /** `ldap://host:389` or `ldaps://host:636`. */
  url: string;
  /** Other servers of the domain, chosen with the login's `dc_name`. */
  domain_controllers?: { dc_name: string; url: string }[];
  /** Where users are searched. */
  base_dn: string;
  /** The service account that searches for users. */
  bind_dn: string;
  bind_password: string;
  /** Finds a user by login name; `{username}` is replaced by the escaped name. */
  user_filter: string;
  /** Role given to a user created at their first LDAP login. */
  default_role_id: string | null;
  tls: {
    /** Upgrade an ldap:// connection with StartTLS. */
    start_tls: boolean;
    /** Check the server's certificate (turn off only for a test directory). */
    reject_unauthorized: boolean;
    /** PEM of the CA that issued the server's certificate, when not a public one. */
    ca_pem: string | null;
  };
}

export interface LdapSettings {
  enabled: boolean;
  domains: LdapDomain[];
  /** The `domain_display_name` preselected at login. */
  default_domain: string | null;
}

/** Which field of the client certificate names the user. */
export type CertificateField = 'subject_cn' | 'san_email';

export interface SmartcardSettings {
  enabled: boolean;
  /** Request header where the TLS terminator puts the client certificate (URL-encoded PEM, as nginx's `$ssl_client_escaped_cert`). */
  header_name: string;
  /** Addresses of the TLS terminators whose certificate header is believed. */
  trusted_proxies: string[];
  /** Believe the header from any address: only when nothing but the terminator can reach the server. */
  trust_header_from_any_address: boolean;
  /** PEMs of the CAs that issue the cards; when set, a certificate must be issued by one of them. */
  ca_pems: string[];
  certificate_field: CertificateField;
  /** LDAP attribute of the domain's users that holds the certificate field's value. */
  ldap_attribute: string;
  /** The form asks which user the card holder is (`userHint`), for cards shared by several accounts. */
  user_hint_enabled: boolean;
}

/** One SAML identity provider. */
export interface SamlIdpSettings {
  idp_name: string;
  /** Key of the IdP, the `idp` query of `/login/saml`. */
  idp_unique_name: string;
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  entry_point: string;
  /** PEM of the certificate the IdP signs with; without it no SAML request is made. */
  idp_cert: string | null;
  /** This server's entity id at the IdP (the audience of its assertions); the console's address when not set. */
  issuer: string | null;
  legacy: boolean;
}

export interface SamlSettings {
  enabled: boolean;
  saml_only: boolean;
  auto_redirect: boolean;
  auto_redirect_idp: string | null;
  idps: SamlIdpSettings[];
  /** Role given to a user created at their first SAML login. */
  default_role_id: string | null;
  /** The console's public address (`https://vigil.example.com`), used in the assertion consumer URL; from the request when not set. */
  sp_base_url: string | null;
  /**
   * Longest a SAML sign-in lasts, in minutes: the end when the IdP's assertion gives no
   * SessionNotOnOrAfter, and a cap on the one it gives; null for no cap.
   */
  max_session_minutes?: number | null;
}

/** Options of the standard login and of the login screen. */
export type LoginOptions = Required<LoginSettings['standard']> & { custom_logo: string | null };

export const DEFAULT_LDAP: LdapSettings = { enabled: false, domains: [], default_domain: null };

export const DEFAULT_SMARTCARD: SmartcardSettings = {
  enabled: false,
  header_name: 'x-client-cert',
  trusted_proxies: [],
  trust_header_from_any_address: false,
  ca_pems: [],
  certificate_field: 'san_email',
  ldap_attribute: 'mail',
  user_hint_enabled: false,
};

export const DEFAULT_SAML: SamlSettings = {
  enabled: false,
  saml_only: false,
  auto_redirect: false,
  auto_redirect_idp: null,
  idps: [],
  default_role_id: null,
  sp_base_url: null,
  max_session_minutes: null,
};

export const DEFAULT_LOGIN: LoginOptions = {
  browser_notifications: false,
  disable_remember_me: false,
  login_message: null,
  default_login: true,
  ldap_login_title: null,
  axonius_login_button_text: null,
  custom_logo: null,
};

export const readLdapSettings = (db: Queryable) => readSetting(db, LDAP_KEY, DEFAULT_LDAP);
export const readSmartcardSettings = (db: Queryable) => readSetting(db, SMARTCARD_KEY, DEFAULT_SMARTCARD);
export const readSamlSettings = (db: Queryable) => readSetting(db, SAML_KEY, DEFAULT_SAML);
export const readLoginOptions = (db: Queryable) => readSetting(db, LOGIN_KEY, DEFAULT_LOGIN);

/** Whether a login keeps its session across browser restarts: as asked, unless remember-me is turned off. */
export const rememberMe = (options: LoginOptions, asked: boolean | undefined): boolean => (asked ?? false) && !options.disable_remember_me;

/** What the login screen needs of the sections, picked field by field so that no secret is sent. */
export async function loginSettings(db: Queryable): Promise<LoginSettings> {
  const [login, ldap, smartcard, saml] = await Promise.all([readLoginOptions(db), readLdapSettings(db), readSmartcardSettings(db), readSamlSettings(db)]);
  return {
    standard: {
      browser_notifications: login.browser_notifications,
      disable_remember_me: login.disable_remember_me,
      login_message: login.login_message,
      default_login: login.default_login,
      ldap_login_title: login.ldap_login_title,
      axonius_login_button_text: login.axonius_login_button_text,
    },
    saml: {
      enabled: saml.enabled,
      saml_only: saml.saml_only,
      auto_redirect: saml.auto_redirect,
      auto_redirect_idp: saml.auto_redirect_idp,
      idp_name: saml.idps.map((idp) => ({ idp_name: idp.idp_name, idp_unique_name: idp.idp_unique_name, legacy: idp.legacy })),
    },
    ldap: {
      enabled: ldap.enabled,
      domains: ldap.domains.map((domain) => ({
        domain_display_name: domain.domain_display_name,
        default_domain: domain.domain_display_name === ldap.default_domain,
      })),
    },
    smartcard: { enabled: smartcard.enabled, user_hint_enabled: smartcard.user_hint_enabled },
    custom_logo: login.custom_logo,
  };
}
