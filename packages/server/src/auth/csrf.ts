import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../errors.js';
import { carriesApiKey } from './apiKeys.js';

/** Header every request of the console carries; a cross-site form or image cannot send it. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'vigil';
export const CSRF_REJECTED = 'This request was refused: it does not come from the Vigil console.';

/** GETs that change state, as the spec has them: they get the same protection as writes. */
const STATEFUL_GETS = new Set(['/api/logout', '/api/data_scope_impersonation_logout', '/api/connect_as_tenant_logout', '/api/impersonate_logout']);

/**
 * Posts that come from another site by design: the SAML IdP's form. They are trusted for what
 * they carry instead (a signed answer to a request of this server, for one RelayState, once).
 */
export const CROSS_SITE_POSTS = new Set(['/api/login/saml/acs']);

const changesState = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS'
    ? true
    : STATEFUL_GETS.has(request.url.split('?')[0] ?? '');

/**
 * Refuses state-changing API requests from other sites: a foreign `Origin` is rejected, and the
 * console's header is required (a cross-site request cannot set it without a CORS preflight,
 * which this server never grants). An integrator's request with an API key and no cookie is
 * exempt: a browser sends no key on its own, so another site cannot forge one.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !changesState(request)) return;
    if (request.method === 'POST' && CROSS_SITE_POSTS.has(request.url.split('?')[0] ?? '')) return;
    if (carriesApiKey(request) && request.headers.cookie === undefined) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if ((origin && origin !== ownOrigin) || request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      return reply.code(403).send(errorBody(403, CSRF_REJECTED));
    }
  });
}
