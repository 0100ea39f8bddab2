import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { components } from '@vigil/openapi';
import { CONSTANTS, VERSION } from './constants.js';

type Schemas = components['schemas'];

export interface ServerOptions {
  /** Folder of the built console to serve; the API alone is served when it is missing. */
  consoleDir?: string;
  logger?: FastifyServerOptions['logger'];
}

function errorBody(status: number, message: string): Schemas['Error'] {
  return { status, message };
}

/** Builds the reference server: the API under /api and the built console everywhere else. */
export async function buildServer({ consoleDir, logger = false }: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  await app.register(
    async (api) => {
      api.get('/health', async (): Promise<Schemas['Health']> => ({ status: 'ok', version: VERSION }));
      api.get('/get_constants', async (): Promise<Schemas['ConstantsReply']> => ({
        data: { attributes: { value: CONSTANTS } },
      }));
      api.setNotFoundHandler((request, reply) => {
        void reply.code(404).send(errorBody(404, `No API route for ${request.method} ${request.url}`));
      });
    },
    { prefix: '/api' },
  );

  if (consoleDir && existsSync(consoleDir)) {
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false });
    // Client-side routes: any other GET that accepts HTML gets the console's page.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send(errorBody(404, `Not found: ${request.url}`));
    });
  }

  return app;
}
