import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer } from './buildServer.js';
import { migrate, openDatabase, type Database } from './db/index.js';
import { ADMIN, openTestDatabase, sessionCookie } from './testing/harness.js';

const signupBody = { user_name: ADMIN.user_name, contact_email: ADMIN.email, new_password: ADMIN.password, confirm_new_password: ADMIN.password };
const loginBody = { user_name: ADMIN.user_name, password: ADMIN.password };
const send = (app: FastifyInstance, options: InjectOptions) => app.inject({ ...options, headers: { 'x-requested-with': 'vigil', ...options.headers } });

async function open(dataDir: string): Promise<{ db: Database; app: FastifyInstance }> {
  const db = await openDatabase({ dataDir });
  await migrate(db);
  return { db, app: await buildServer({ db, checkReplies: true }) };
}

describe('state lives in the database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vigil-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps the admin and the sessions across a restart', async () => {
    const first = await open(dataDir);
    expect((await send(first.app, { method: 'POST', url: '/api/signup', payload: signupBody })).statusCode).toBe(204);
    const cookie = sessionCookie(await send(first.app, { method: 'POST', url: '/api/login', payload: loginBody }));
    await first.app.close();

    const second = await open(dataDir);
    try {
      expect((await send(second.app, { method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
      expect((await send(second.app, { method: 'POST', url: '/api/signup', payload: signupBody })).statusCode).toBe(409);
      expect((await send(second.app, { method: 'POST', url: '/api/login', payload: loginBody })).statusCode).toBe(200);
    } finally {
      await second.app.close();
    }
    // Two embedded databases created on disk: slower than the in-memory ones of other tests.
  }, 90_000);

  it('lets two instances over one database serve the same users, sessions and lockouts', async () => {
    const db = await openTestDatabase({ migrated: true, embedded: true });
    const [a, b] = [await buildServer({ db, checkReplies: true }), await buildServer({ checkReplies: true, db: { ...db, close: async () => {} } })];
    try {
      await send(a, { method: 'POST', url: '/api/signup', payload: signupBody });
      const cookie = sessionCookie(await send(a, { method: 'POST', url: '/api/login', payload: loginBody }));
      expect((await send(b, { method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
      // Logging out on one instance ends the session on the other.
      await send(b, { method: 'GET', url: '/api/logout', headers: { cookie } });
      expect((await send(a, { method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
      // Failures counted by one instance lock the account on the other.
      for (let i = 0; i < 5; i += 1) await send(i % 2 ? a : b, { method: 'POST', url: '/api/login', payload: { ...loginBody, password: 'wrong' } });
      expect((await send(a, { method: 'POST', url: '/api/login', payload: loginBody })).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
