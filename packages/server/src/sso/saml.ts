import { createHash, randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { Queryable } from '../db/index.js';
import { findUserByUuid, type UserRow } from '../auth/users.js';
import { LOGIN_FAILED } from '../auth/login.js';
import { provisionUser } from './provision.js';
import type { SamlIdpSettings, SamlSettings } from './settings.js';

/** The spec's error of an IdP without a signing certificate (title and message). */
export const EMPTY_SAML_CERTIFICATE = 'Empty SAML Certificate';
export const EMPTY_SAML_CERTIFICATE_MESSAGE =
  'Unable to complete the SSO login due to a missing IdP signing certificate. Please contact your system administrator for help';

/** Cookie tying a SAML flow to the browser that started it, so nobody can sign a victim in to their own account. */
export const SAML_FLOW_COOKIE = 'vigil_saml_flow';
/** Where the assertion consumer listens, under the console's address. */
export const ACS_PATH = '/api/login/saml/acs';
/** How long the IdP may take to answer a request. */
export const SAML_REQUEST_TTL_S = 10 * 60;
/** How long the console has to trade its token for a session (it does at once after the redirect). */
export const SAML_TOKEN_TTL_S = 2 * 60;
/** Clock difference tolerated between this server and the IdP. */
const CLOCK_SKEW_MS = 60_000;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

/** The IdP a sign-on goes to: the one named, else the automatic-redirect one, else the first. */
export function chooseIdp(saml: SamlSettings, name: string | undefined): SamlIdpSettings | undefined {
  if (!saml.enabled) return undefined;
  const wanted = name ?? saml.auto_redirect_idp;
  return wanted ? saml.idps.find((idp) => idp.idp_unique_name === wanted) : saml.idps[0];
}

const hasCertificate = (idp: SamlIdpSettings): idp is SamlIdpSettings & { idp_cert: string } => Boolean(idp.idp_cert?.trim());

function serviceProvider(idp: SamlIdpSettings & { idp_cert: string }, baseUrl: string, cacheProvider: CacheProvider): SAML {
  const entityId = idp.issuer ?? baseUrl;
  return new SAML({
    entryPoint: idp.entry_point,
    idpCert: idp.idp_cert,
    issuer: entityId,
    audience: entityId,
    callbackUrl: `${baseUrl}${ACS_PATH}`,
    // The assertion carries who the user is: it must be signed; the envelope often is not.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // Only answers to requests this server made (no unsolicited, IdP-initiated logins).
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_S * 1000,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Let the IdP send its usual NameID rather than insisting on an e-mail format.
    identifierFormat: null,
    cacheProvider,
  });
}

export type SignOnStart =
  | { kind: 'redirect'; location: string; flow: string }
  | { kind: 'unknown-idp' }
  | { kind: 'no-certificate' };

/**
 * Starts a sign-on: an AuthnRequest to the IdP (HTTP-Redirect binding) whose id is stored with a
 * fresh RelayState and the hash of the browser's flow secret, so its answer is accepted once, for
 * that browser.
 */
export async function startSignOn(db: Queryable, saml: SamlSettings, idpName: string | undefined, baseUrl: string): Promise<SignOnStart> {
  const idp = chooseIdp(saml, idpName);
  if (!idp) return { kind: 'unknown-idp' };
  if (!hasCertificate(idp)) return { kind: 'no-certificate' };
  const flow = newSecret();
  const relayState = newSecret();
  const requests: CacheProvider = {
    saveAsync: async (requestId, issuedAt) => {
      await db.query(
        `insert into saml_requests (request_id, relay_state_hash, idp_unique_name, flow_hash, issued_at)
         values ($1, $2, $3, $4, $5)`,
        [requestId, hash(relayState), idp.idp_unique_name, hash(flow), issuedAt],
      );
      return { value: issuedAt, createdAt: Date.now() };
    },
    getAsync: () => Promise.resolve(null),
    removeAsync: () => Promise.resolve(null),
  };
  await db.query('delete from saml_requests where created_at < now() - make_interval(secs => $1)', [SAML_REQUEST_TTL_S]);
  const location = await serviceProvider(idp, baseUrl, requests).getAuthorizeUrlAsync(relayState, undefined, {});
  return { kind: 'redirect', location, flow };
}

export type SamlAnswer = { kind: 'ok'; token: string; sessionEnd: Date | null } | { kind: 'refused'; message: string; reason: string };

const refused = (reason: string, message = LOGIN_FAILED): SamlAnswer => ({ kind: 'refused', message, reason });

/** The first text value among the attribute names IdPs commonly use for one field. */
function attribute(profile: Profile, names: string[]): string {
  for (const name of names) {
    const value = profile[name];
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) return first;
  }
  return '';
}

/** The SessionNotOnOrAfter of the signed assertion's AuthnStatement, as parsed by node-saml; undefined when absent. */
function sessionNotOnOrAfter(profile: Profile): string | undefined {
  const assertion = profile.getAssertion?.()['Assertion'] as { AuthnStatement?: { $?: Record<string, string> }[] } | undefined;
  return assertion?.AuthnStatement?.[0]?.$?.['SessionNotOnOrAfter'];
}

/**
 * When a SAML sign-in ends: the IdP's SessionNotOnOrAfter, capped by the settings' maximum
 * session length (which is the end when the IdP gives none); null when neither bounds it.
 * 'invalid' for a SessionNotOnOrAfter that is no date.
 */
export function samlSessionEnd(idpEnd: string | undefined, maxMinutes: number | null | undefined, nowMs = Date.now()): Date | null | 'invalid' {
  const idpMs = idpEnd === undefined ? undefined : Date.parse(idpEnd);
  if (idpMs !== undefined && Number.isNaN(idpMs)) return 'invalid';
  const capMs = maxMinutes ? nowMs + maxMinutes * 60_000 : undefined;
  const ends = [idpMs, capMs].filter((ms): ms is number => ms !== undefined);
  return ends.length ? new Date(Math.min(...ends)) : null;
}

const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
const EMAIL_ATTRIBUTES = ['email', 'mail', `${CLAIMS}/emailaddress`, 'urn:oid:0.9.2342.19200300.100.1.3'];
const FIRST_NAME_ATTRIBUTES = ['givenName', 'firstName', 'first_name', `${CLAIMS}/givenname`, 'urn:oid:2.5.4.42'];
const LAST_NAME_ATTRIBUTES = ['sn', 'surname', 'lastName', 'last_name', `${CLAIMS}/surname`, 'urn:oid:2.5.4.4'];

/**
 * Checks the IdP's answer to one of this server's requests (by its RelayState): signed by the
 * IdP's certificate, in response to that request, for this server, in its validity window. The
 * user is created or updated and a single-use token is made for the browser that asked.
 */
export async function acceptAnswer(
  db: Queryable,
  saml: SamlSettings,
  form: { SAMLResponse: string; RelayState?: string | undefined },
  baseUrl: string,
): Promise<SamlAnswer> {
  const [request] = await db.query<{ request_id: string; idp_unique_name: string; flow_hash: string; issued_at: string }>(
    `select request_id, idp_unique_name, flow_hash, issued_at from saml_requests
      where relay_state_hash = $1 and created_at > now() - make_interval(secs => $2)`,
    [hash(form.RelayState ?? ''), SAML_REQUEST_TTL_S],
  );
  if (!request) return refused('the RelayState names no pending request of this server');
  const idp = chooseIdp(saml, request.idp_unique_name);
  if (!idp) return refused(`the identity provider ${request.idp_unique_name} is no longer configured`);
  if (!hasCertificate(idp)) return refused('the identity provider has no signing certificate', EMPTY_SAML_CERTIFICATE_MESSAGE);

  // The only request id an answer with this RelayState may respond to.
  const pending: CacheProvider = {
    saveAsync: () => Promise.resolve(null),
    getAsync: (requestId) => Promise.resolve(requestId === request.request_id ? request.issued_at : null),
    removeAsync: () => Promise.resolve(null),
  };
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProvider(idp, baseUrl, pending).validatePostResponseAsync({ SAMLResponse: form.SAMLResponse }));
  } catch (error) {
    return refused(`the SAML answer is not valid: ${(error as Error).message}`);
  }
  // One answer per request, even when two arrive together.
  const [spent] = await db.query('delete from saml_requests where request_id = $1 returning request_id', [request.request_id]);
  if (!spent) return refused('the request was already answered');
  if (!profile?.nameID) return refused('the SAML answer names no user');
  const sessionEnd = samlSessionEnd(sessionNotOnOrAfter(profile), saml.max_session_minutes);
  if (sessionEnd === 'invalid') return refused('the AuthnStatement has a SessionNotOnOrAfter that is no date');
  if (sessionEnd && sessionEnd.getTime() <= Date.now()) return refused('the IdP session it reports has already ended');

  const user = await provisionUser(db, {
    source: 'saml',
    external_id: `${profile.issuer}|${profile.nameID}`,
    user_name: profile.nameID,
    first_name: attribute(profile, FIRST_NAME_ATTRIBUTES),
    last_name: attribute(profile, LAST_NAME_ATTRIBUTES),
    // Without an e-mail the user's e-mail is their user name (CurrentUser falls back to it).
    email: attribute(profile, EMAIL_ATTRIBUTES) || null,
    default_role_id: saml.default_role_id,
  });
  if (!user) return refused(`the user ${profile.nameID} is disabled or the name belongs to another user`);

  const token = newSecret();
  await db.query('delete from saml_tokens where expires_at < now()');
  await db.query(
    `insert into saml_tokens (token_hash, user_uuid, flow_hash, expires_at, saml_expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
    [hash(token), user.uuid, request.flow_hash, SAML_TOKEN_TTL_S, sessionEnd],
  );
  return { kind: 'ok', token, sessionEnd };
}

/** Who a SAML token signs in, and when their SAML session ends (null: not bounded by the IdP nor the settings). */
export interface SamlHolder {
  user: UserRow;
  samlExpiresAt: Date | null;
}

/** The user a SAML token signs in: once, before it expires, and only in the browser that started the flow. */
export async function redeemToken(
  db: Queryable,
  token: string,
  flow: string | undefined,
  { consume = true } = {},
): Promise<SamlHolder | undefined> {
  // Kept (consume: false) while the console asks the user to accept the terms and repeats the login.
  const columns = 'user_uuid, flow_hash, saml_expires_at, expires_at > now() as live';
  const [row] = await db.query<{ user_uuid: string; flow_hash: string; saml_expires_at: Date | null; live: boolean }>(
    consume ? `delete from saml_tokens where token_hash = $1 returning ${columns}` : `select ${columns} from saml_tokens where token_hash = $1`,
    [hash(token)],
  );
  if (!row?.live || !flow || row.flow_hash !== hash(flow)) return undefined;
  const user = await findUserByUuid(db, row.user_uuid);
  return user && !user.is_disabled ? { user, samlExpiresAt: row.saml_expires_at } : undefined;
}
