import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';
import { findApiKeyUser } from './apiKeys.js';
import { REMEMBER_ME_MAX_AGE_S, SECURE_SESSION_COOKIE, SESSION_COOKIE, findSession, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request's session cookie (or, for integrators, of its API key pair), or null. */
    sessionUser: SessionUser | null;
  }
}

/** The expiry check the console polls while hidden: it is no sign of activity, so it does not keep the session from idling out. */
const IDLE_CHECK_URL = '/api/session/expiry';

/** Reads the session cookie, or else the `api-key` and `api-secret` headers, of every API request into `request.sessionUser`. */

export async function registerSessions(app: FastifyInstance, db: Database | undefined): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (!db || !request.url.startsWith('/api/')) return;
    const touch = request.url.split('?')[0] !== IDLE_CHECK_URL;
    request.sessionUser = (await findSession(db, sessionToken(request), { touch })) ?? (await findApiKeyUser(db, request));
  });
}

/** The session of a request that passed registerRoutes' session check. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('An operation that needs a session ran without one');
  return request.sessionUser;
}

const isTls = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The session cookie's name for this request's protocol. Over TLS only the `__Host-` cookie
 * counts: accepting the plain name there would let another site of the domain plant a session.
 */
const cookieName = (request: FastifyRequest) => (isTls(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[cookieName(request)];

/** Sets the session cookie: HttpOnly, SameSite, Secure over TLS; kept across browser restarts only with remember-me. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, rememberMe: boolean): void {
  void reply.setCookie(cookieName(request), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isTls(request),
    path: '/',
    ...(rememberMe && { maxAge: REMEMBER_ME_MAX_AGE_S }),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(cookieName(request), { path: '/', secure: isTls(request), httpOnly: true, sameSite: 'lax' });
}
