import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';
import { findApiKeyUser } from './apiKeys.js';
import { REMEMBER_ME_MAX_AGE_S, SESSION_COOKIE, findSession, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request's session cookie (or, for integrators, of its API key pair), or null. */
    sessionUser: SessionUser | null;
  }
}

/** Reads the session cookie, or else the `api-key` and `api-secret` headers, of every API request into `request.sessionUser`. */
export async function registerSessions(app: FastifyInstance, db: Database | undefined): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    if (db && request.url.startsWith('/api/')) {
      request.sessionUser = (await findSession(db, sessionToken(request))) ?? (await findApiKeyUser(db, request));
    }
  });
}

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/** Sets the session cookie: HttpOnly, SameSite, Secure over TLS; kept across browser restarts only with remember-me. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, rememberMe: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    ...(rememberMe && { maxAge: REMEMBER_ME_MAX_AGE_S }),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
