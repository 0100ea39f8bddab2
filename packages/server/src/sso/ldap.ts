import { randomUUID } from 'node:crypto';
import type { ConnectionOptions } from 'node:tls';
import { Client, Filter, InvalidCredentialsError, SizeLimitExceededError, type Entry } from 'ldapts';
import type { LdapDomain } from './settings.js';

/** How long one LDAP connection or operation may take before the directory counts as unreachable. */
export const LDAP_TIMEOUT_MS = 5_000;

/** What the directory says about a person. */
export interface LdapPerson {
  dn: string;
  first_name: string;
  last_name: string;
  email: string | null;
}

/**
 * `rejected`: wrong password, no such user, or several (one answer for all, so names cannot be
 * told apart); `unavailable`: the directory could not be asked (down, or the service account is
 * refused), which is the administrator's problem and not the user's.
 */
export type LdapOutcome = { kind: 'ok'; person: LdapPerson } | { kind: 'rejected' } | { kind: 'unavailable'; reason: string };

const ATTRIBUTES = ['givenName', 'sn', 'cn', 'mail'];

/** A filter from the domain's template with the user name escaped (RFC 4515), so a name cannot change the filter. */
export const userFilter = (domain: LdapDomain, userName: string): string => domain.user_filter.replaceAll('{username}', Filter.escape(userName));

/** An equality filter on one attribute, the value escaped. */
export const attributeFilter = (attribute: string, value: string): string => `(${attribute}=${Filter.escape(value)})`;

const tlsOptions = (domain: LdapDomain): ConnectionOptions => ({
  rejectUnauthorized: domain.tls.reject_unauthorized,
  ...(domain.tls.ca_pem && { ca: domain.tls.ca_pem }),
});

/** The server of the domain to use: its main one, or the named domain controller; undefined for an unknown name. */
export function serverUrl(domain: LdapDomain, dcName: string | undefined): string | undefined {
  if (!dcName) return domain.url;
  return domain.domain_controllers?.find((dc) => dc.dc_name === dcName)?.url;
}

/** A client for the domain's server at `url`, over TLS or StartTLS as the domain says (StartTLS connects at once, otherwise the first operation does). */
export async function connect(domain: LdapDomain, url: string): Promise<Client> {
  const ldaps = url.toLowerCase().startsWith('ldaps://');
  // ldapts speaks TLS from the start whenever it is given TLS options, so only ldaps:// gets them here.
  const client = new Client({ url, timeout: LDAP_TIMEOUT_MS, connectTimeout: LDAP_TIMEOUT_MS, ...(ldaps && { tlsOptions: tlsOptions(domain) }) });
  // ldapts does not tell TLS which host it talks to, so the certificate would be checked against 'localhost'.
  if (domain.tls.start_tls && !ldaps) await client.startTLS({ ...tlsOptions(domain), host: new URL(url).hostname.replace(/^\[|\]$/g, '') });
  return client;
}

const text = (entry: Entry, attribute: string): string => {
  const value = entry[attribute];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
};

const personOf = (entry: Entry): LdapPerson => {
  const [fromCn = '', ...rest] = text(entry, 'cn').split(' ');
  return {
    dn: entry.dn,
    first_name: text(entry, 'givenName') || fromCn,
    last_name: text(entry, 'sn') || rest.join(' '),
    email: text(entry, 'mail') || null,
  };
};

/**
 * Finds the one person `filter` matches, searching as the domain's service account.
 * `rejected` when none or several match.
 */
export async function findPerson(domain: LdapDomain, url: string, filter: string): Promise<LdapOutcome> {
  let client: Client | undefined;
  try {
    client = await connect(domain, url);
    await client.bind(domain.bind_dn, domain.bind_password);
    const { searchEntries } = await client.search(domain.base_dn, { scope: 'sub', filter, attributes: ATTRIBUTES, sizeLimit: 2 });
    const [entry, another] = searchEntries;
    return entry && !another ? { kind: 'ok', person: personOf(entry) } : { kind: 'rejected' };
  } catch (error) {
    // More than one match overflows the size limit: as ambiguous as two entries.
    if (error instanceof SizeLimitExceededError) return { kind: 'rejected' };
    return { kind: 'unavailable', reason: (error as Error).message };
  } finally {
    await client?.unbind().catch(() => undefined);
  }
}

/** Checks a user's password by binding as them; an empty password is refused before the directory sees it (it would be an anonymous bind). */
async function bindAs(domain: LdapDomain, url: string, dn: string, password: string): Promise<LdapOutcome | undefined> {
  if (!password) return { kind: 'rejected' };
  let client: Client | undefined;
  try {
    client = await connect(domain, url);
    await client.bind(dn, password);
    return undefined;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { kind: 'rejected' };
    return { kind: 'unavailable', reason: (error as Error).message };
  } finally {
    await client?.unbind().catch(() => undefined);
  }
}

/** Signs a user in against the domain: search as the service account, then bind as the user found. */
export async function authenticate(domain: LdapDomain, url: string, userName: string, password: string): Promise<LdapOutcome> {
  const found = await findPerson(domain, url, userFilter(domain, userName));
  if (found.kind === 'unavailable') return found;
  if (found.kind === 'rejected') {
    // A bind that cannot succeed, so that an unknown name takes about as long as a wrong password.
    await bindAs(domain, url, `cn=${randomUUID()},${domain.base_dn}`, password);
    return found;
  }
  return (await bindAs(domain, url, found.person.dn, password)) ?? found;
}
