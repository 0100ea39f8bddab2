import { FilterParser, InvalidCredentialsError, NoSuchObjectError, ResultCodeError, type Client } from 'ldapts';
import type { components } from '@vigil/openapi';
import { LDAP_TIMEOUT_MS, connect } from '../../sso/ldap.js';
import type { LdapDomain } from '../../sso/settings.js';

export type LdapTestResult = components['schemas']['LdapTestResult'];
type Failure = NonNullable<LdapTestResult['failure']>;
type Stage = 'connect' | 'bind' | 'search';

/** Errors of the network, not of TLS or of the directory (nothing answered at that address), in words. */
const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'name lookup failed',
  ETIMEDOUT: 'no answer',
  EADDRNOTAVAIL: 'address not available',
};
/** Node's and OpenSSL's codes for a TLS handshake that failed (certificate, CA, host name, protocol). */
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO|ALTNAME|HOSTNAME/;
const TIMEOUT_MESSAGE = /Connection timeout|timed out/i;

/** The user filter with any user name, so the search finds a sample of the users sign-in would find. */
export const sampleFilter = (domain: Pick<LdapDomain, 'user_filter'>): string => domain.user_filter.replaceAll('{username}', '*');

/** Whether the filter parses as LDAP (RFC 4515); the test refuses one that does not before connecting. */
export function filterParses(filter: string): boolean {
  try {
    FilterParser.parseString(filter);
    return true;
  } catch {
    return false;
  }
}

/** `host:port` of an LDAP URL, with the scheme's port when it names none. */
export function hostPort(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'ldaps:' ? '636' : '389')}`;
}

const sentence = (text: string): string => text.trim().replace(/\.?$/, '.');

function failureOf(error: unknown, stage: Stage, domain: LdapDomain, server: string): { failure: Failure; message: string } {
  if (error instanceof InvalidCredentialsError) return { failure: 'invalid_credentials', message: `The directory refused the bind DN or its password (${domain.bind_dn || 'anonymous'}).` };
  if (error instanceof NoSuchObjectError) return { failure: 'no_base_dn', message: `The base DN "${domain.base_dn}" does not exist.` };
  const { code, message } = error as Error & { code?: unknown };
  // A directory that answers StartTLS with an error does not offer TLS.
  if (error instanceof ResultCodeError) {
    return stage === 'connect'
      ? { failure: 'tls', message: sentence(`StartTLS with ${server} failed: ${message}`) }
      : { failure: 'refused', message: sentence(`The directory refused the ${stage}: ${message}`) };
  }
  const codeText = typeof code === 'string' ? code : '';
  const networkReason = Object.hasOwn(NETWORK_CODES, codeText) ? NETWORK_CODES[codeText] : TIMEOUT_MESSAGE.test(message) ? 'no answer' : undefined;
  if (networkReason) return { failure: 'unreachable', message: `Cannot reach ${server} within ${String(LDAP_TIMEOUT_MS / 1000)} s (${networkReason}).` };
  if (TLS_CODE.test(codeText) || (stage === 'connect' && domain.tls.start_tls) || domain.url.toLowerCase().startsWith('ldaps:')) {
    return { failure: 'tls', message: sentence(`TLS with ${server} failed: ${message}`) };
  }
  return { failure: 'unreachable', message: sentence(`The connection to ${server} failed: ${message}`) };
}

/**
 * Tests a domain as sign-in uses it: connects to its main server (TLS as configured), binds as
 * the service account and searches the base DN once for a user of its filter (size limit 1).
 * Each step has LDAP_TIMEOUT_MS. The reply never holds the password.
 */
export async function testLdapDomain(domain: LdapDomain): Promise<LdapTestResult> {
  const server = hostPort(domain.url);
  const result: LdapTestResult = { ok: false, failure: null, message: '', server, reachable: false, bound_as: null, base_dn_exists: null, sample_count: null, sample_dn: null };
  // A DN with an empty password is an unauthenticated bind, which directories let through or refuse in their own ways.
  if (domain.bind_dn && !domain.bind_password) {
    return { ...result, failure: 'invalid_credentials', message: `No bind password is set: enter the password of ${domain.bind_dn} to test.` };
  }
  let client: Client | undefined;
  let stage: Stage = 'connect';
  try {
    client = await connect(domain, domain.url);
    stage = 'bind';
    await client.bind(domain.bind_dn, domain.bind_password);
    result.reachable = true;
    result.bound_as = domain.bind_dn;
    stage = 'search';
    // '1.1': no attributes, only the entry's DN.
    const { searchEntries } = await client.search(domain.base_dn, { scope: 'sub', filter: sampleFilter(domain), attributes: ['1.1'], sizeLimit: 1 });
    const [sample] = searchEntries;
    const bound = domain.bind_dn ? `bound as ${domain.bind_dn}` : 'bound anonymously';
    return {
      ...result,
      ok: true,
      base_dn_exists: true,
      sample_count: searchEntries.length,
      sample_dn: sample?.dn ?? null,
      message: sample
        ? `Connected to ${server}, ${bound}, and found ${sample.dn} under ${domain.base_dn}.`
        : `Connected to ${server} and ${bound}, but no user under ${domain.base_dn} matches the user filter.`,
    };
  } catch (error) {
    const { failure, message } = failureOf(error, stage, domain, server);
    return {
      ...result,
      failure,
      message,
      reachable: failure !== 'unreachable',
      ...(failure === 'no_base_dn' && { base_dn_exists: false }),
    };
  } finally {
    await client?.unbind().catch(() => undefined);
  }
}
