import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { components } from '@vigil/openapi';
import { buildServer } from '../buildServer.js';
import { openTestDatabase } from '../testing/harness.js';
import { MAX_DETAILS } from './registerRoutes.js';

type ErrorBody = components['schemas']['Error'];

describe('routes registered from the contract', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildServer();
  });

  afterAll(async () => {
    await app.close();
  });

  /** Requests as the console sends them: with its CSRF header. */
  const send = (options: InjectOptions) => app.inject({ ...options, headers: { 'x-requested-with': 'vigil', ...options.headers } });

  it('answers 401 before anything else for an operation that needs a session', async () => {
    const reply = await send({ method: 'GET', url: '/api/settings/users?size=abc' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json<ErrorBody>()).toEqual({ status: 401, message: 'Not logged in' });
  });

  it('rejects a body missing required fields', async () => {
    const reply = await send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: {} });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<ErrorBody>().details).toContainEqual({ field: 'body/user_name', message: 'is required' });
  });

  it('rejects fields the contract does not know', async () => {
    const reply = await send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: { user_name: 'admin', admin: true } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<ErrorBody>().details).toContainEqual({ field: 'body/admin', message: 'is not a field of this request' });
  });

  it('rejects a body that is not JSON in the one error shape', async () => {
    const reply = await send({
      method: 'PATCH',
      url: '/api/login/send_2fa_code',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_name":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<ErrorBody>()).toMatchObject({ status: 400 });
  });

  it('requires a body where the contract does', async () => {
    const reply = await send({ method: 'PATCH', url: '/api/login/send_2fa_code' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<ErrorBody>().details).toContainEqual({ field: 'body', message: 'is required' });
  });

  it('refuses the NUL character anywhere in a request, which the database cannot store', async () => {
    const body = await send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: { user_name: 'ad\u0000min' } });
    expect(body.statusCode).toBe(400);
    expect(body.json<ErrorBody>().details).toEqual([{ field: 'body/user_name', message: 'must not contain the NUL character' }]);

    const path = await send({ method: 'GET', url: '/api/settings/users/tokens/validate/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json<ErrorBody>().details).toEqual([{ field: 'path/token', message: 'must not contain the NUL character' }]);

    const query = await send({ method: 'GET', url: '/api/login/saml?idp=%00' });
    expect(query.json<ErrorBody>().details).toEqual([{ field: 'query/idp', message: 'must not contain the NUL character' }]);
  });

  it('lists at most 50 problems of a request', async () => {
    const many = await send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`extra${String(i)}`, i])) });
    expect(many.statusCode).toBe(400);
    expect(many.json<ErrorBody>().details).toHaveLength(MAX_DETAILS);
  });

  it('sends the reply of a handler that sends it itself once', async () => {
    const logged: string[] = [];
    const db = await openTestDatabase({ migrated: true, embedded: true });
    const withDb = await buildServer({ db, logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    const reply = await withDb.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'x-requested-with': 'vigil' },
      payload: { user_name: 'admin', contact_email: 'admin@example.com', new_password: 'Str0ng&long!', confirm_new_password: 'Str0ng&long!' },
    });
    await withDb.close();
    expect(reply.statusCode).toBe(204);
    // A second send would log "Reply was already sent" and "Cannot write headers after they are sent".
    expect(logged).toEqual([]);
  });

  it('answers 501 for a valid request to an operation not implemented yet', async () => {
    const reply = await send({ method: 'PATCH', url: '/api/login/send_2fa_code', payload: { user_name: 'admin' } });
    expect(reply.statusCode).toBe(501);
    expect(reply.json<ErrorBody>().message).toBe('PATCH /login/send_2fa_code is not implemented by this server yet');
  });

  it('rejects a query parameter of the wrong type with 400 and its details', async () => {
    const reply = await send({ method: 'GET', url: '/version.json?t=abc' });
    expect(reply.statusCode).toBe(400);
    const body = reply.json<ErrorBody>();
    expect(body.message).toBe('Invalid request: query/t must be a whole number');
    expect(body.details).toContainEqual({ field: 'query/t', message: 'must be a whole number' });
  });

  it('serves paths the contract places at the root outside /api', async () => {
    const reply = await send({ method: 'GET', url: '/version.json?t=1' });
    expect(reply.statusCode).toBe(200);
    expect((await send({ method: 'GET', url: '/api/version.json' })).statusCode).toBe(404);
  });

});
