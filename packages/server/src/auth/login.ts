import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import { errorBody } from '../errors.js';
import { readSetting } from '../settings/store.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from './plugin.js';
import { issueResetToken } from './resetTokens.js';
import { createSession, endSession, newSessionSeconds } from './sessions.js';
import { readTwoFactorSettings, startSecondFactor } from './twoFactor.js';
import { userData, workspaceOf, type UserRow } from './users.js';
import { actorOf, recordAudit } from '../audit/record.js';
import type { SignInMethod } from './loginAudit.js';

type LoginReply = components['schemas']['LoginReply'];

/** The spec's default when a login fails without a better reason. */
export const LOGIN_FAILED = 'Login failed.';
/** The spec's server error that opens the console's Password Expired modal. */
export const PASSWORD_EXPIRED = 'password expired';
/** Shown when a service account tries a password, LDAP, SAML or smartcard sign-in. */
export const SERVICE_ACCOUNT_NO_LOGIN = 'This is a service account: it signs in only with API keys, never on the login page.';
export const NO_EMAIL_FOR_CODE = 'This account has no e-mail address for the verification code. Please contact your system administrator.';

/** Settings section of the terms every user accepts once before signing in. */
export const EULA_KEY = 'eula';
export interface EulaSettings {
  enabled: boolean;
  /** The terms, shown by the console's EULA view. */
  text: string;
}
export const DEFAULT_EULA: EulaSettings = { enabled: false, text: '' };

/** Settings section of password expiry: local passwords older than `days` must be changed; 0 is off. */
export const PASSWORD_EXPIRY_KEY = 'password_expiry';
export interface PasswordExpirySettings {
  days: number;
}
export const DEFAULT_PASSWORD_EXPIRY: PasswordExpirySettings = { days: 0 };

const DAY_MS = 24 * 60 * 60 * 1000;

async function passwordExpired(db: Queryable, user: UserRow): Promise<boolean> {
  if (user.source !== 'internal' || !user.password_changed_at) return false;
  const { days } = await readSetting(db, PASSWORD_EXPIRY_KEY, DEFAULT_PASSWORD_EXPIRY);
  return days > 0 && Date.now() - user.password_changed_at.getTime() > days * DAY_MS;
}

export interface LoginSteps extends FinishLogin {
  /** The login is repeated after the user accepted the terms (`eula_agreed`). */
  eulaAgreed: boolean;
  /**
   * Whether the e-mail second factor applies (default true). Smartcard and SAML skip it: the card,
   * or the IdP's own sign-on, is already more than a password.
   */
  secondFactor?: boolean;
}

/** The terms the user must still accept, or null. */
export async function pendingEula(db: Queryable, user: UserRow): Promise<EulaSettings | null> {
  const eula = await readSetting(db, EULA_KEY, DEFAULT_EULA);
  return eula.enabled && !user.eula_agreed_at ? eula : null;
}

/** The reply asking for the terms; the console repeats the same login with `eula_agreed`. */
export const eulaRequest = (eula: EulaSettings): LoginReply => ({ meta: { request_eula: true, eula_text: eula.text } });

/**
 * What every sign-in method (password, LDAP, smartcard, SAML) does once the credentials are
 * good: terms acceptance, then the e-mail second factor, then the session. Returns the reply that
 * asks for the pending step or the finished login; undefined when it refused the login itself.
 */
export async function loginSteps(login: LoginSteps): Promise<LoginReply | undefined> {
  const { db, reply, user, eulaAgreed, secondFactor = true } = login;
  // Whatever the method (an LDAP or SAML name may match one), a service account never gets a session.
  if (user.is_service_account) return void reply.code(401).send(errorBody(401, SERVICE_ACCOUNT_NO_LOGIN));
  const eula = await pendingEula(db, user);
  if (eula) {
    if (!eulaAgreed) return eulaRequest(eula);
    await db.query('update users set eula_agreed_at = now() where uuid = $1', [user.uuid]);
  }
  if (secondFactor && (await readTwoFactorSettings(db)).enabled) {
    if (!user.email) return void reply.code(401).send(errorBody(401, NO_EMAIL_FOR_CODE));
    await startSecondFactor(db, user.uuid);
    return { meta: { request_2fa_code: true, user_email: user.email } };
  }
  return enterSession(login);
}

/**
 * The last step (after the second factor, if any): the session, unless the password has expired.
 * Then the reply is 403 'password expired' with a reset token and no session; it comes after the
 * second factor so that a password alone cannot change the password.
 */
export async function enterSession(login: FinishLogin): Promise<LoginReply | undefined> {
  const { db, reply, user } = login;
  if (await passwordExpired(db, user)) {
    const { token } = await issueResetToken(db, user.uuid);
    const expired: components['schemas']['PasswordExpiredError'] = { ...errorBody(403, PASSWORD_EXPIRED), token };
    return void reply.code(403).send(expired);
  }
  return finishLogin(login);
}

export interface FinishLogin {
  db: Database;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The user whose credentials were checked (by password, LDAP, SAML or smartcard). */
  user: UserRow;
  rememberMe: boolean;
  /** How the credentials were checked (the audit entry says it). */
  method: SignInMethod;
  /** A SAML sign-in: when the IdP's session ends (null when neither the IdP nor the settings bound it). */
  samlExpiresAt?: Date | null;
}

/**
 * The end of every sign-in method once the credentials are good: a new session (the one the
 * browser had, if any, ends), its cookie, and the contract's login reply.
 */
export async function finishLogin({ db, request, reply, user, rememberMe, method, samlExpiresAt = null }: FinishLogin): Promise<LoginReply> {
  const token = await db.transaction(async (tx) => {
    await endSession(tx, sessionToken(request));
    const created = await createSession(tx, user.uuid, rememberMe, samlExpiresAt);
    await tx.query('update users set previous_login = last_login, last_login = now() where uuid = $1', [user.uuid]);
    await recordAudit(
      tx,
      { uuid: user.uuid, name: user.user_name, client_address: request.ip },
      { action: 'auth.login', target_type: 'user', target_id: user.uuid, target_name: user.user_name, details: { method } },
    );
    return created;
  });
  setSessionCookie(request, reply, token, rememberMe);
  return {
    meta: { user_data: userData(user), expires_in: newSessionSeconds(samlExpiresAt) },
    data: { data: { attributes: { current_workspace: workspaceOf(user) } } },
  };
}

/** Ends the request's session on the server and in the browser. */
export async function endLogin(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  await db.transaction(async (tx) => {
    await endSession(tx, token);
    // Only a session ends: an API-key call to logout leaves nothing to record.
    if (token && request.sessionUser) await recordAudit(tx, actorOf(request), { action: 'auth.logout', target_type: 'user', target_id: request.sessionUser.uuid, target_name: request.sessionUser.user_name });
  });
  clearSessionCookie(request, reply);
}
