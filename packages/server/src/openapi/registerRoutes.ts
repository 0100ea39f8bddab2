import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBody } from '../errors.js';
import { forbiddenMessage, meets, parseRequirement } from '../auth/permissions.js';
import type { Handlers, OperationId } from './handlers.js';
import { resolveRef, type OpenApiDocument } from './spec.js';
import { compileReplyChecker, compileValidators, operationsOf } from './validation.js';

/** The sentence of a 401 for a call that needs a session (the console does not show it). */
export const NOT_LOGGED_IN = 'Not logged in';

/** Problems listed in a 400 at most: a body of a hundred thousand bad items needs no reply ten times its size. */
export const MAX_DETAILS = 50;

/** `/settings/users/{uuid}` in Fastify's spelling: `/settings/users/:uuid`. */
const toRoute = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Registers every operation of the contract. An operation that needs a session answers 401
 * without one, and 403 when the user's role lacks its `x-permission`; requests are validated against the contract (a request that does not fit gets
 * 400 with the problems and reaches no handler); implemented operations go to their handler,
 * the others answer 501. Paths live under /api unless the spec serves them at
 * the root (`servers: [{ url: / }]`, as /version.json).
 */
export function registerRoutes(
  app: FastifyInstance,
  doc: OpenApiDocument,
  handlers: Handlers,
  {
    checkReplies = false,
    bodyLimits = {},
    rawBodies = [],
  }: {
    checkReplies?: boolean;
    bodyLimits?: Partial<Record<OperationId, number>>;
    /** Operations whose body reaches the handler as its bytes (a Buffer), whatever content type of the operation it has (an uploaded file). */
    rawBodies?: readonly OperationId[];
  } = {},
): void {
  const validators = compileValidators(doc);
  const checkReply = checkReplies ? compileReplyChecker(doc) : undefined;

  for (const [path, pathItem] of Object.entries(doc.paths)) {
    const atRoot = pathItem.servers?.some((server) => server.url === '/') ?? false;
    for (const [method, operation] of operationsOf(pathItem)) {
      const validator = validators.get(operation);
      const handler = handlers[operation.operationId as OperationId] as
        | ((context: Record<string, unknown>) => Promise<unknown>)
        | undefined;
      const url = `${atRoot ? '' : '/api'}${toRoute(path)}`;
      // `security: []` (or an empty requirement among the alternatives) makes an operation public.
      const security = operation.security ?? doc.security ?? [];
      const isPublic = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
      const requirement = parseRequirement(operation['x-permission']);

      // An operation taking a larger body (an import's file) says so; the others keep the server's 1 MiB.
      const bodyLimit = bodyLimits[operation.operationId as OperationId];
      const raw = rawBodies.includes(operation.operationId as OperationId);
      const route: RouteOptions = {
        method: method.toUpperCase(),
        url,
        ...(bodyLimit !== undefined && { bodyLimit }),
        preValidation: async (request, reply) => {
          if (!isPublic && !request.sessionUser) {
            return reply.code(401).send(errorBody(401, NOT_LOGGED_IN));
          }
          const user = request.sessionUser;
          if (!isPublic && user && requirement.kind === 'action' && !meets(user, requirement)) {
            return reply.code(403).send(errorBody(403, forbiddenMessage(requirement)));
          }
          const { problems, specMessage } = validator?.check({
            params: request.params,
            query: request.query,
            // Raw bytes are the handler's to read: the contract only says that there must be some.
            body: raw ? undefined : request.body,
            hasBody: request.body !== undefined && request.body !== null,
          }) ?? { problems: [] };
          if (problems.length === 0) return;
          const first = problems[0];
          // The spec's own sentence when it has one ('username is a required field'), else the first problem.
          const message =
            specMessage ??
            operation['x-invalid-request-message'] ??
            `Invalid request: ${first ? `${first.field} ${first.message}` : 'does not fit the contract'}`;
          return reply.code(400).send(errorBody(400, message, { details: problems.slice(0, MAX_DETAILS) }));
        },
        // Tests and development check every reply too: one that does not fit the contract becomes a 500.
        onSend: async (request, reply, payload) => {
          if (!checkReply || reply.statusCode === 501) return payload;
          const json = String(reply.getHeader('content-type') ?? '').includes('application/json');
          const problems = checkReply(operation, reply.statusCode, json && typeof payload === 'string' ? JSON.parse(payload) : undefined);
          if (problems.length === 0) return payload;
          request.log.error({ problems }, 'reply does not fit the contract');
          void reply.code(500).header('content-type', 'application/json; charset=utf-8');
          return JSON.stringify(errorBody(500, `Reply of ${operation.operationId} does not fit the contract: ${problems.slice(0, 3).join('; ')}`));
        },
        handler: async (request, reply) => {
          if (!handler) {
            return reply.code(501).send(errorBody(501, `${method.toUpperCase()} ${path} is not implemented by this server yet`));
          }
          // `reply.sent` stays false until the reply is written, which async onSend hooks delay:
          // whether the handler replied itself is noted when it calls send.
          const handled = { replied: false };
          const send = reply.send.bind(reply);
          reply.send = (payload?: unknown) => {
            handled.replied = true;
            return send(payload);
          };
          const result = await handler({ params: request.params, query: request.query, body: request.body, request, reply });
          if (handled.replied || reply.sent) return reply;
          return result === undefined ? reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send() : result;
        },
      };
      if (!raw) {
        app.route(route);
        continue;
      }
      // Content type parsers belong to a plugin context: this route alone reads its content types as bytes.
      const contentTypes = Object.keys(resolveRef<{ content: Record<string, unknown> }>(doc, operation.requestBody ?? { content: {} }).content);
      void app.register(async (child) => {
        child.removeAllContentTypeParsers();
        child.addContentTypeParser(contentTypes, { parseAs: 'buffer' }, (_request, body, done) => {
          done(null, body);
        });
        child.route(route);
      });
    }
  }
}
