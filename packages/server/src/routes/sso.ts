import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { clearAccountFailures, currentLock, lockedReply } from '../auth/lockout.js';
import { recordLoginFailure } from '../auth/loginAudit.js';
import { LOGIN_FAILED, eulaRequest, loginSteps, pendingEula } from '../auth/login.js';
import { attributeFilter, authenticate, findPerson, serverUrl, userFilter, type LdapOutcome } from '../sso/ldap.js';
import { provisionUser } from '../sso/provision.js';
import { readCard } from '../sso/smartcard.js';
import {
  ACS_PATH,
  EMPTY_SAML_CERTIFICATE,
  EMPTY_SAML_CERTIFICATE_MESSAGE,
  SAML_FLOW_COOKIE,
  SAML_REQUEST_TTL_S,
  acceptAnswer,
  redeemToken,
  startSignOn,
} from '../sso/saml.js';
import {
  loginSettings,
  readLdapSettings,
  readLoginOptions,
  readSamlSettings,
  readSmartcardSettings,
  rememberMe,
  type LdapDomain,
  type SamlSettings,
} from '../sso/settings.js';

type LoginReply = components['schemas']['LoginReply'];
type SmartcardLoginRequest = components['schemas']['SmartcardLoginRequest'];
type SamlLoginRequest = components['schemas']['SamlLoginRequest'];

/** The console's texts for a login without a domain (LDAP, smartcard). */
export const PLEASE_ENTER_DOMAIN = 'Please enter domain';
export const DOMAIN_REQUIRED = 'The domain is required';
export const LDAP_UNAVAILABLE = 'The directory of this domain cannot be reached. Please try again later or contact your system administrator.';
export const NO_CLIENT_CERTIFICATE = 'No smartcard certificate was received. Insert your card and try again.';
export const UNKNOWN_IDP = 'No SAML identity provider of that name is configured.';
/** The audit log's actor of a failed sign-in whose user name is not known (an unreadable card, a refused SAML answer). */
const UNKNOWN_NAME = 'unknown';

/** The console's address as the IdP and the browser see it. */
const baseUrl = (saml: SamlSettings, request: FastifyRequest) => saml.sp_base_url?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

const ldapIdentity = (domain: LdapDomain, userName: string, outcome: Extract<LdapOutcome, { kind: 'ok' }>) => ({
  source: 'ldap' as const,
  external_id: `${domain.domain_display_name}|${outcome.person.dn.toLowerCase()}`,
  user_name: userName,
  first_name: outcome.person.first_name,
  last_name: outcome.person.last_name,
  email: outcome.person.email,
  default_role_id: domain.default_role_id,
});

/** Login options, LDAP and smartcard sign-in, and SAML single sign-on. */
export function ssoHandlers(db: Database) {
  // Smartcard users are found in the LDAP domains whether or not the LDAP password form is on.
  const findDomain = async (name: string) => (await readLdapSettings(db)).domains.find((domain) => domain.domain_display_name === name);

  async function smartcardLogin(body: SmartcardLoginRequest, request: FastifyRequest, reply: FastifyReply): Promise<LoginReply | undefined> {
    const domainName = body.domain?.trim();
    if (!domainName) return void reply.code(400).send(errorBody(400, DOMAIN_REQUIRED));
    const settings = await readSmartcardSettings(db);
    if (!settings.enabled) return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
    const card = readCard(settings, request);
    if (card.kind === 'missing') return void reply.code(401).send(errorBody(401, NO_CLIENT_CERTIFICATE));
    if (card.kind === 'invalid') {
      request.log.warn(`smartcard login refused: ${card.reason}`);
      await recordLoginFailure(db, request, { userName: body.userHint ?? UNKNOWN_NAME, method: 'smartcard', countTowardsLock: false });
      return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
    }
    const hint = settings.user_hint_enabled ? body.userHint : undefined;
    const lock = await currentLock(db, hint ?? card.identity, request.ip);
    if (lock) return void reply.code(429).send(lockedReply(lock.protection, lock.minutes));

    // The directory says which of its users holds the card (narrowed by the hint, when asked).
    const domain = await findDomain(domainName);
    const byCard = attributeFilter(settings.ldap_attribute, card.identity);
    const outcome: LdapOutcome = domain
      ? await findPerson(domain, domain.url, hint ? `(&${byCard}${userFilter(domain, hint)})` : byCard)
      : { kind: 'rejected' };
    if (outcome.kind === 'unavailable') {
      request.log.warn(`LDAP domain ${domainName} unavailable: ${outcome.reason}`);
      return void reply.code(503).send(errorBody(503, LDAP_UNAVAILABLE));
    }
    // A certificate cannot be guessed, so a refusal here is not counted towards a lockout.
    const user = domain && outcome.kind === 'ok' ? await provisionUser(db, ldapIdentity(domain, hint ?? card.identity, outcome)) : undefined;
    if (!user) {
      await recordLoginFailure(db, request, { userName: hint ?? card.identity, method: 'smartcard', countTowardsLock: false });
      return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
    }
    const remember = rememberMe(await readLoginOptions(db), body.remember_me);
    return loginSteps({ db, request, reply, user, rememberMe: remember, eulaAgreed: body.eula_agreed ?? false, secondFactor: false, method: 'smartcard' });
  }

  return {
    getLoginSettings: async () => ({ meta: await loginSettings(db) }),

    loginLdap: async ({ body, request, reply }) => {
      if ('smartcard_login' in body) return smartcardLogin(body, request, reply);
      const domainName = body.domain?.trim();
      if (!domainName) return void reply.code(400).send(errorBody(400, PLEASE_ENTER_DOMAIN));
      const lock = await currentLock(db, body.user_name, request.ip);
      if (lock) return void reply.code(429).send(lockedReply(lock.protection, lock.minutes));

      const ldap = await readLdapSettings(db);
      const domain = ldap.enabled ? ldap.domains.find((candidate) => candidate.domain_display_name === domainName) : undefined;
      const url = domain && serverUrl(domain, body.dc_name);
      // An unknown domain or domain controller is refused like a wrong password.
      const outcome: LdapOutcome = domain && url ? await authenticate(domain, url, body.user_name, body.password) : { kind: 'rejected' };
      if (outcome.kind === 'unavailable') {
        request.log.warn(`LDAP domain ${domainName} unavailable: ${outcome.reason}`);
        return void reply.code(503).send(errorBody(503, LDAP_UNAVAILABLE));
      }
      const user = domain && outcome.kind === 'ok' ? await provisionUser(db, ldapIdentity(domain, body.user_name, outcome)) : undefined;
      if (!user) {
        await recordLoginFailure(db, request, { userName: body.user_name, method: 'ldap' });
        return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
      }
      await clearAccountFailures(db, body.user_name);
      const remember = rememberMe(await readLoginOptions(db), body.remember_me);
      return loginSteps({ db, request, reply, user, rememberMe: remember, eulaAgreed: body.eula_agreed ?? false, method: 'ldap' });
    },

    loginSaml: async ({ query, request, reply }) => {
      const saml = await readSamlSettings(db);
      const start = await startSignOn(db, saml, query.idp, baseUrl(saml, request));
      if (start.kind === 'unknown-idp') return void reply.code(404).send(errorBody(404, UNKNOWN_IDP));
      if (start.kind === 'no-certificate') {
        return void reply.code(500).send(errorBody(500, EMPTY_SAML_CERTIFICATE_MESSAGE, { title: EMPTY_SAML_CERTIFICATE }));
      }
      void reply.setCookie(SAML_FLOW_COOKIE, start.flow, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/api/login',
        maxAge: SAML_REQUEST_TTL_S,
      });
      return void reply.redirect(start.location);
    },

    samlAssertionConsumer: async ({ body, request, reply }) => {
      const saml = await readSamlSettings(db);
      const answer = await acceptAnswer(db, saml, body, baseUrl(saml, request));
      if (answer.kind === 'refused') {
        request.log.warn(`SAML sign-in refused at ${ACS_PATH}: ${answer.reason}`);
        await recordLoginFailure(db, request, { userName: UNKNOWN_NAME, method: 'saml', reason: 'saml_refused', countTowardsLock: false });
        // Back to the console without its automatic redirect, which would loop to the IdP.
        return void reply.redirect(`/?${new URLSearchParams({ redirect: 'false', error: answer.message }).toString()}`);
      }
      return void reply.redirect(`/?${new URLSearchParams({ saml_token: answer.token }).toString()}`);
    },
  } satisfies Handlers;
}

/** POST /login with a SAML token: the last step of SAML sign-on, in the browser that started it. */
export async function samlTokenLogin(
  db: Database,
  { saml_token: token, eula_agreed: eulaAgreed = false }: SamlLoginRequest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LoginReply | undefined> {
  const flow = request.cookies[SAML_FLOW_COOKIE];
  const holder = await redeemToken(db, token, flow, { consume: false });
  // The token stays usable for the repeat after the terms (within its two minutes).
  const eula = holder && !eulaAgreed ? await pendingEula(db, holder.user) : null;
  if (eula) return eulaRequest(eula);
  const redeemed = await redeemToken(db, token, flow);
  void reply.clearCookie(SAML_FLOW_COOKIE, { path: '/api/login' });
  // An IdP session that ended meanwhile (while the terms were read) signs nobody in.
  if (!redeemed || (redeemed.samlExpiresAt && redeemed.samlExpiresAt.getTime() <= Date.now())) {
    await recordLoginFailure(db, request, { userName: redeemed?.user.user_name ?? UNKNOWN_NAME, method: 'saml', reason: 'saml_refused', countTowardsLock: false });
    return void reply.code(401).send(errorBody(401, LOGIN_FAILED));
  }
  const { user, samlExpiresAt } = redeemed;
  return loginSteps({ db, request, reply, user, rememberMe: false, eulaAgreed, secondFactor: false, samlExpiresAt, method: 'saml' });
}
