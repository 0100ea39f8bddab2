import { existsSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/index.js';
import { registerCsrfProtection } from './auth/csrf.js';
import { errorBody } from './errors.js';
import { registerSessions } from './auth/plugin.js';
import { loadSpec, registerRoutes, type Handlers } from './openapi/index.js';
import { authHandlers } from './routes/auth.js';
import { systemHandlers } from './routes/system.js';

export interface ServerOptions {
  /** The storage, migrated; the server closes it when it closes. Without it only the public system routes answer. */
  db?: Database;
  /** Folder of the built console to serve; the API alone is served when it is missing. */
  consoleDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check every reply against the contract (tests and development; VIGIL_CHECK_REPLIES=1): one that does not fit becomes a 500. */
  checkReplies?: boolean;
}

/** Longest path parameter the router passes on (Node reads at most 16 KiB of a request's head anyway). */
const MAX_PATH_PARAMETER_LENGTH = 16_384;

/** Builds the reference server: the contract's API under /api and the built console everywhere else. */
export async function buildServer({
  db,
  consoleDir,
  logger = false,
  checkReplies = process.env['VIGIL_CHECK_REPLIES'] === '1',
}: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // The contract bounds path parameters itself (a reset token may have 512 characters); the
    // router's default of 100 refused longer ones before validation, outside the error shape.
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // A URL the router cannot decode is answered in the one error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply).code(status).send(errorBody(status, error.message));
    },
  });
  if (db) app.addHook('onClose', () => db.close());

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  // Whatever goes wrong is answered in the one error shape; only a fault of the server is a 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send(errorBody(status, status >= 500 ? 'Internal server error' : error.message));
  });

  registerCsrfProtection(app);
  await registerSessions(app, db);
  // The operations this server implements; every other operation of the contract answers 501.
  const handlers: Handlers = { ...systemHandlers, ...(db && authHandlers(db)) };
  registerRoutes(app, loadSpec(), handlers, { checkReplies });

  if (consoleDir && existsSync(consoleDir)) {
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send(errorBody(404, `No API route for ${request.method} ${request.url}`));
    }
    // Client-side routes of the console: any other GET that accepts HTML gets its page.
    if (consoleDir && request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, `Not found: ${request.url}`));
  });

  return app;
}
