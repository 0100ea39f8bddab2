import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from './plugin.js';
import { SESSION_TTL_S, createSession, endSession } from './sessions.js';
import { userData, workspaceOf, type UserRow } from './users.js';

/** The spec's default when a login fails without a better reason. */
export const LOGIN_FAILED = 'Login failed.';

export interface FinishLogin {
  db: Database;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The user whose credentials were checked (by password, LDAP, SAML or smartcard). */
  user: UserRow;
  rememberMe: boolean;
}

/**
 * The end of every sign-in method once the credentials are good: a new session (the one the
 * browser had, if any, ends), its cookie, and the contract's login reply.
 */
export async function finishLogin({ db, request, reply, user, rememberMe }: FinishLogin): Promise<components['schemas']['LoginReply']> {
  await endSession(db, sessionToken(request));
  const token = await createSession(db, user.uuid, rememberMe);
  await db.query('update users set last_login = now() where uuid = $1', [user.uuid]);
  setSessionCookie(request, reply, token, rememberMe);
  return {
    meta: { user_data: userData(user), expires_in: SESSION_TTL_S },
    data: { data: { attributes: { current_workspace: workspaceOf(user) } } },
  };
}

/** Ends the request's session on the server and in the browser. */
export async function endLogin(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endSession(db, sessionToken(request));
  clearSessionCookie(request, reply);
}
